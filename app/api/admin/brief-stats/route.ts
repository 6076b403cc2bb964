// GET /api/admin/brief-stats: followed niches, briefs built and digests sent or failed today (Overview).
import { briefStats } from "@/lib/admin/brief";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => briefStats());
