// Stripe SDK failures as API answers, decided in one place: the route wrapper's error mapping
// sends every error through stripeApiError, so a route that calls Stripe without thinking about
// it still answers 404/400/503 and never 500. A missing object is a 404 (its wording given by
// orNotFound where the call site knows what was missing); anything else is a 503 with a plain
// message, Stripe's detail going to the log only. Admin routes opt in to `stripeDetail`: a request
// Stripe rejected is a 400 with Stripe's own message, which an operator can act on.
import { ApiError, badRequest, notFound, unavailable } from "@/lib/errors";
import { log } from "@/lib/log";

export const PAYMENT_PROVIDER_DOWN = "We couldn't reach our payment provider. Please try again in a moment.";

type StripeLikeError = { type?: string; code?: string; statusCode?: number; message?: string };

/** An error thrown by the Stripe SDK (every one of its classes has a `type` starting with "Stripe"). */
export function isStripeError(err: unknown): boolean {
  const type = (err as StripeLikeError | null)?.type;
  return typeof type === "string" && type.startsWith("Stripe");
}

/** Stripe's "no such object" error (a subscription already gone, a wrong id). */
export function isResourceMissing(err: unknown): boolean {
  const e = err as StripeLikeError | null;
  return e?.code === "resource_missing" || (e?.type === "StripeInvalidRequestError" && e?.statusCode === 404);
}

/** The API error for a Stripe failure, or null when `err` did not come from Stripe. */
export function stripeApiError(err: unknown, showDetail = false): ApiError | null {
  if (!isStripeError(err)) return null;
  const e = err as StripeLikeError;
  if (isResourceMissing(err)) return notFound();
  if (showDetail && (e.type === "StripeInvalidRequestError" || e.type === "StripeIdempotencyError")) {
    return badRequest(String(e.message ?? "Stripe rejected the request").slice(0, 300));
  }
  log.error("stripe_call_failed", {
    type: e.type,
    code: e.code,
    status: e.statusCode,
    error: String(e.message).slice(0, 200),
  });
  return unavailable(PAYMENT_PROVIDER_DOWN);
}

/** Runs Stripe work, answering a missing Stripe object with a 404 that says what was not found. */
export async function orNotFound<T>(fn: () => Promise<T>, message: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw isResourceMissing(err) ? notFound(message) : err;
  }
}
