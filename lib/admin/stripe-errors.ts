// Stripe SDK errors as API errors for the admin endpoints: missing resources are 404, rejected
// requests 400 with Stripe's message, anything else (network, 5xx, auth) 503.
import "server-only";
import { ApiError, badRequest, notFound, unavailable } from "@/lib/http/errors";
import { log } from "@/lib/log";

type StripeLikeError = { type?: string; code?: string; statusCode?: number; message?: string };

export function stripeError(err: unknown, notFoundMessage: string): ApiError {
  if (err instanceof ApiError) return err;
  const e = (err ?? {}) as StripeLikeError;
  if (e.code === "resource_missing" || e.statusCode === 404) return notFound(notFoundMessage);
  if (e.type === "StripeInvalidRequestError" || e.type === "StripeIdempotencyError") {
    return badRequest(String(e.message ?? "Stripe rejected the request").slice(0, 300));
  }
  log.error("stripe_call_failed", { type: e.type, code: e.code, status: e.statusCode });
  return unavailable("Stripe is not reachable right now. Please try again.");
}

/** Runs a Stripe call, mapping its errors. */
export async function callStripe<T>(fn: () => Promise<T>, notFoundMessage: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw stripeError(err, notFoundMessage);
  }
}
