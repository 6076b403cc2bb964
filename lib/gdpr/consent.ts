import "server-only";
// Consent records: every change writes the new flags, the
// consent date and version 1.1 on the user, plus an audit row with before/after, version and
// source, in one transaction (the user row is locked so concurrent saves record true "before"s).
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { CONSENT_VERSION, type ConsentRecordDTO } from "@/lib/schemas/gdpr";
import { writeGdprAudit, type AuditContext } from "@/lib/compliance/audit";
import { ensureRetentionSchedule } from "@/lib/compliance/retention";

export type ConsentFlags = {
  gdprConsent: boolean;
  marketingConsent: boolean;
  analyticsConsent: boolean;
  conversionTrackingConsent: boolean;
  dataProcessingConsent: boolean;
};
export type ConsentSource = "consent_page" | "oauth_modal" | "signup";

const FLAGS = [
  "gdprConsent",
  "marketingConsent",
  "analyticsConsent",
  "conversionTrackingConsent",
  "dataProcessingConsent",
] as const;

export function toConsentRecord(
  user: Pick<User, (typeof FLAGS)[number] | "gdprConsentDate" | "consentVersion">,
): ConsentRecordDTO {
  return {
    gdprConsent: user.gdprConsent,
    marketingConsent: user.marketingConsent,
    analyticsConsent: user.analyticsConsent,
    conversionTrackingConsent: user.conversionTrackingConsent,
    // Always on: it is the basis of the service, not an optional consent.
    dataProcessingConsent: true,
    gdprConsentDate: user.gdprConsentDate?.toISOString() ?? null,
    consentVersion: user.consentVersion,
  };
}

type Row = ConsentFlags & { gdprConsentDate: Date | null; consentVersion: string };

/**
 * Applies `changes` (flags not given stay as they are). Writes an audit row when a flag changes,
 * and always for the OAuth modal and sign-up, where the act of consenting is what is recorded.
 */
export async function updateConsent(
  userId: string,
  changes: Partial<ConsentFlags>,
  source: ConsentSource,
  ctx: AuditContext,
): Promise<ConsentRecordDTO> {
  const result = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Row[]>`
      SELECT "gdprConsent", "marketingConsent", "analyticsConsent", "conversionTrackingConsent",
             "dataProcessingConsent", "gdprConsentDate", "consentVersion"
      FROM users WHERE id = ${userId} FOR UPDATE`;
    const current = rows[0];
    if (!current) throw notFound("User not found");
    const before: ConsentFlags = pickFlags(current);
    const after: ConsentFlags = { ...before, ...definedOnly(changes), dataProcessingConsent: true };
    const changed = FLAGS.some((f) => before[f] !== after[f]);
    if (!changed && source === "consent_page") return { ...current, dataProcessingConsent: true };
    const updated = await tx.user.update({
      where: { id: userId },
      data: { ...after, gdprConsentDate: new Date(), consentVersion: CONSENT_VERSION },
    });
    await writeGdprAudit(tx, {
      userId,
      action: "consent_updated",
      dataType: "consent",
      details: { before, after, version: CONSENT_VERSION, source },
      ctx,
    });
    return updated;
  });
  if (result.gdprConsent) await ensureRetentionSchedule(userId);
  return toConsentRecord(result);
}

function pickFlags(row: ConsentFlags): ConsentFlags {
  return {
    gdprConsent: row.gdprConsent,
    marketingConsent: row.marketingConsent,
    analyticsConsent: row.analyticsConsent,
    conversionTrackingConsent: row.conversionTrackingConsent,
    dataProcessingConsent: row.dataProcessingConsent,
  };
}

function definedOnly(changes: Partial<ConsentFlags>): Partial<ConsentFlags> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => typeof v === "boolean")) as Partial<ConsentFlags>;
}
