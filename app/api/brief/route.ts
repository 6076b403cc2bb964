// GET /api/brief: the Today section: followed niches and each one's current brief.
import { today } from "@/lib/brief/follows";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user" }, async ({ user }) => today(user));
