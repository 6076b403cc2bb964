// GET /api/admin/email-status: email provider configuration, the support checklist and the newest outbox entries.
import { emailStatus } from "@/lib/admin/email";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => emailStatus());
