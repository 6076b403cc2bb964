// POST /api/admin/test-email: send a test message to the signed-in admin through the email system.
import { actorOf } from "@/lib/admin/actor";
import { sendTestEmail } from "@/lib/admin/email";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin" }, async ({ user }) => sendTestEmail(actorOf(user)));
