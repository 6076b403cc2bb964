// GET /api/admin/audit-log: the newest admin actions (who changed what, before and after).
import { recentAudit } from "@/lib/admin/audit";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => ({ entries: await recentAudit() }));
