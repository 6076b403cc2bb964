// GDPR consent, OAuth consent and account deletion bodies.
// No server imports: the privacy pages use these too.
import "./zod-setup";
import { z } from "zod";

export const CONSENT_VERSION = "1.1";
export const DELETE_WORD = "DELETE_MY_ACCOUNT";
export const DELETE_MISMATCH = "Please type 'DELETE_MY_ACCOUNT' exactly as shown";
export const DATA_PROCESSING_LOCKED =
  "Data processing consent is required to provide the service and cannot be switched off.";
export const PRIVACY_CONSENT_REQUIRED = "You must accept our Privacy Policy to continue";
export const PRIVACY_WITHDRAW =
  "Acceptance of the Privacy Policy can't be withdrawn while the account exists. To stop all processing, delete your account.";
export const EXPORTS_PER_MONTH = 5;

/** POST /api/gdpr/consent: the five consent flags. */
export const consentUpdateSchema = z
  .object({
    gdprConsent: z.literal(true, { error: PRIVACY_WITHDRAW }).optional(),
    marketingConsent: z.boolean(),
    analyticsConsent: z.boolean(),
    conversionTrackingConsent: z.boolean(),
    dataProcessingConsent: z.literal(true, { error: DATA_PROCESSING_LOCKED }).optional(),
  })
  .strict();
export type ConsentUpdateInput = z.infer<typeof consentUpdateSchema>;

/** POST /api/gdpr/save-oauth-consent: the consent modal after a Google/Microsoft sign-up. */
export const oauthConsentSchema = z
  .object({
    gdprConsent: z.literal(true, { error: PRIVACY_CONSENT_REQUIRED }),
    marketingConsent: z.boolean().default(false),
    analyticsConsent: z.boolean().default(false),
    conversionTrackingConsent: z.boolean().default(false),
  })
  .strict();
export type OauthConsentInput = z.infer<typeof oauthConsentSchema>;

/** DELETE /api/gdpr/delete-account */
export const deleteAccountSchema = z
  .object({ confirmDeletion: z.literal(DELETE_WORD, { error: DELETE_MISMATCH }) })
  .strict();

/** GET /api/gdpr/consent: the consent record. */
export type ConsentRecordDTO = {
  gdprConsent: boolean;
  marketingConsent: boolean;
  analyticsConsent: boolean;
  conversionTrackingConsent: boolean;
  dataProcessingConsent: boolean;
  gdprConsentDate: string | null;
  consentVersion: string;
};
