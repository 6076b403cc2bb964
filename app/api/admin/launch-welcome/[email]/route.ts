// POST /api/admin/launch-welcome/{email}: send the launch-day welcome email to one address.
import { actorOf } from "@/lib/admin/actor";
import { sendLaunchWelcome } from "@/lib/admin/email";
import { route } from "@/lib/http/route";
import { launchWelcomeParams } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

const rateLimit = {
  name: "admin-launch-welcome",
  limit: 30,
  windowS: 3600,
  message: "Too many welcome emails. Please wait before sending more.",
};

export const POST = route({ access: "admin", params: launchWelcomeParams, rateLimit }, async ({ user, params }) =>
  sendLaunchWelcome(actorOf(user), params.email),
);
