// POST /api/gdpr/save-oauth-consent: the consent modal after a Google/Microsoft sign-up (audited).
import { toCurrentUserDTO } from "@/lib/auth/dto";
import { auditContext } from "@/lib/compliance/audit";
import { updateConsent } from "@/lib/gdpr/consent";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { oauthConsentSchema } from "@/lib/schemas/gdpr";

export const dynamic = "force-dynamic";

export const POST = route(
  { access: "user", beforeConsent: true, body: oauthConsentSchema },
  async ({ user, body, ip, userAgent }) => {
    const consent = await updateConsent(user.id, body, "oauth_modal", auditContext({ ip, userAgent }));
    const fresh = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    return { success: true, user: toCurrentUserDTO(fresh), consent };
  },
);
