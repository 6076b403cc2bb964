// POST /api/admin/test-digest: send the signed-in admin a daily-brief digest (Email Support tab).
import { actorOf } from "@/lib/admin/actor";
import { sendTestDigest } from "@/lib/admin/brief";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
// A brief is written by the model (AI_TIMEOUT_MS, up to 5 min) after a refresh of the sources.
export const maxDuration = 300;

const rateLimit = {
  name: "admin-test-digest",
  limit: 10,
  windowS: 3600,
  message: "Too many test digests. Please wait before sending another.",
};

export const POST = route({ access: "admin", rateLimit }, async ({ user }) => sendTestDigest(actorOf(user)));
