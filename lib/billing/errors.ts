// Stripe SDK failures as API errors for the user-facing billing endpoints: a missing object is a
// 404, anything else (network, Stripe 5xx, a rejected request) a 503 with a plain message; the
// Stripe detail goes to the log only.
import "server-only";
import { ApiError, notFound, unavailable } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { isResourceMissing } from "./ids";

export const PAYMENT_PROVIDER_DOWN = "We couldn't reach our payment provider. Please try again in a moment.";

export function billingError(err: unknown, notFoundMessage = "Not found"): unknown {
  if (err instanceof ApiError) return err;
  const e = err as { type?: string; code?: string; statusCode?: number; message?: string };
  if (typeof e?.type !== "string" || !e.type.startsWith("Stripe")) return err;
  if (isResourceMissing(err)) return notFound(notFoundMessage);
  log.error("stripe_call_failed", {
    type: e.type,
    code: e.code,
    status: e.statusCode,
    error: String(e.message).slice(0, 200),
  });
  return unavailable(PAYMENT_PROVIDER_DOWN);
}

/** Runs billing work, turning Stripe errors into API errors (database errors pass through as they are). */
export async function withBillingErrors<T>(fn: () => Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw billingError(err, notFoundMessage);
  }
}
