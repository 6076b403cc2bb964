// POST /api/email/webhook: Resend's delivery events (bounces, complaints), verified by signature.
import { recordDigestProblem, DIGEST_KINDS } from "@/lib/brief/bounces";
import { applyEmailEvent, verifyEmailWebhook } from "@/lib/email/webhook";
import { readBodyText } from "@/lib/http/body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const MAX_BYTES = 64 * 1024;

// Resend posts from its own servers: no Origin check; the signature is the authority.
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => {
  // Capped while reading (Resend's events are a few KB): a huge body is refused, never buffered.
  const payload = await readBodyText(req, MAX_BYTES);
  const problem = await applyEmailEvent(verifyEmailWebhook(payload, req.headers));
  if (problem && DIGEST_KINDS.includes(problem.kind)) await recordDigestProblem(problem);
  return { received: true };
});
