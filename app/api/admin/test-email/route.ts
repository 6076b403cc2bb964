// POST /api/admin/test-email: send a test message to the signed-in admin through the email system.
import { actorOf } from "@/lib/admin/actor";
import { sendTestEmail } from "@/lib/admin/email";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const rateLimit = {
  name: "admin-test-email",
  limit: 10,
  windowS: 3600,
  message: "Too many test emails. Please wait before sending another.",
};

export const POST = route({ access: "admin", rateLimit }, async ({ user }) => sendTestEmail(actorOf(user)));
