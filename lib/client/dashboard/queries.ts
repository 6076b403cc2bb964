"use client";
// The dashboard's server state: trends per niche, subscription status, and the clear call (the
// streamed generate and develop-script calls are in ./use-streams). Query keys are URL paths
// (lib/client/query-client).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiJson, isUnauthorizedError } from "@/lib/client/api";
import { redirectToLogin } from "@/lib/client/unauthorized";
import { USER_QUERY_KEY, useCurrentUser } from "@/lib/client/use-current-user";
import type { SubscriptionStatusDTO, TrendDTO } from "@/lib/dto";
export type { DevelopScriptInput } from "@/lib/schemas/trends";

export const SUBSCRIPTION_STATUS_KEY = ["/api/subscription/status"] as const;
export const MODEL_INFO_KEY = ["/api/model-info"] as const;
export const trendsKey = (niche: string) => ["/api/trends", niche] as const;

let redirecting = false;

/** Several calls can fail with 401 at once; the creator gets one toast and one redirect. */
export function handleUnauthorizedOnce(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (!redirecting) {
    redirecting = true;
    redirectToLogin();
  }
  return true;
}

/** Test hook: the guard is per page load, and each test is a fresh "page". */
export function resetUnauthorizedGuard(): void {
  redirecting = false;
}

/**
 * A 401 once the user query has answered with a user: the session ended while the page was open.
 * Before that, the dashboard decides from the user query itself (on arrival, a 401 means the
 * cookie names no session any more: components/dashboard/dashboard.tsx).
 */
function useRedirectOn401(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (error && queryClient.getQueryData(USER_QUERY_KEY)) handleUnauthorizedOnce(error);
  }, [error, queryClient]);
}

/**
 * True once the signed-in user is known to have consented: before that the API refuses product
 * calls (an OAuth sign-up answers the consent modal first), so they wait for the user query.
 */
export function useConsentGiven(): boolean {
  return useCurrentUser().user?.gdprConsent === true;
}

export function useSubscriptionStatus() {
  const query = useQuery<SubscriptionStatusDTO>({ queryKey: SUBSCRIPTION_STATUS_KEY, enabled: useConsentGiven() });
  useRedirectOn401(query.error);
  return query;
}

export function useTrends(niche: string) {
  const consented = useConsentGiven();
  const query = useQuery<TrendDTO[]>({ queryKey: trendsKey(niche), enabled: consented && niche.length > 0 });
  useRedirectOn401(query.error);
  return query;
}

export function useClearTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (niche: string) => apiJson<unknown>("POST", "/api/trends/clear", { niche }),
    onSuccess: (_data, niche) => queryClient.invalidateQueries({ queryKey: trendsKey(niche) }),
  });
}
