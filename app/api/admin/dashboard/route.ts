// GET /api/admin/dashboard: the system stats of the Overview, API Status and Activity tabs (polled every 30 s).
import { systemStats } from "@/lib/admin/stats";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => systemStats());
