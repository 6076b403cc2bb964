// The billing ledger (billing_records): payments, refunds, downgrades and cancellations. Rows with a
// Stripe id are written once: a replayed webhook or a second caller finds the id taken and skips.
import "server-only";
import { db, type Prisma } from "@/lib/db";

export type Tx = Prisma.TransactionClient;
/** PGlite runs one transaction at a time: waiting callers need room; Postgres rarely waits. */
export const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

export type LedgerKind = "payment" | "refund" | "downgrade" | "cancellation";
export type LedgerRow = {
  userId: string | null;
  kind: LedgerKind;
  details: string;
  stripeId?: string | null;
  chargeId?: string | null;
  amount?: number;
  currency?: string;
  reason?: string | null;
  actorEmail?: string | null;
};

/** Inserts the row unless its Stripe id is already recorded; true when this call wrote it. */
export async function recordLedger(tx: Tx, row: LedgerRow): Promise<boolean> {
  const result = await tx.billingRecord.createMany({
    data: [{ ...row, details: row.details.slice(0, 1000), currency: row.currency ?? "usd", amount: row.amount ?? 0 }],
    skipDuplicates: true,
  });
  return result.count > 0;
}

export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, TX_OPTIONS);
}
