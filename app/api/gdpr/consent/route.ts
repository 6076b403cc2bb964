// GET|POST /api/gdpr/consent: the caller's consent record; POST saves the consent flags (audited).
import { auditContext } from "@/lib/compliance/audit";
import { toConsentRecord, updateConsent } from "@/lib/gdpr/consent";
import { route } from "@/lib/http/route";
import { consentUpdateSchema } from "@/lib/schemas/gdpr";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", beforeConsent: true }, async ({ user }) => toConsentRecord(user));

// dataProcessingConsent can only be sent as true (the schema refuses false) and stays on.
export const POST = route(
  { access: "user", beforeConsent: true, body: consentUpdateSchema },
  async ({ user, body, ip, userAgent }) =>
    updateConsent(user.id, body, "consent_page", auditContext({ ip, userAgent })),
);
