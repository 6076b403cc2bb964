// GET /api/admin/current-models: each tier's primary, backup, cost and status, plus suggested model ids.
import { currentModels } from "@/lib/admin/models";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => currentModels());
