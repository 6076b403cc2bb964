"use client";
// The dashboard's server state: trends per niche, subscription status, and the clear call (the
// streamed generate and develop-script calls are in ./use-streams). Query keys are URL paths
// (lib/client/query-client).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiJson, isUnauthorizedError } from "@/lib/client/api";
import { redirectToLogin } from "@/lib/client/unauthorized";
import { USER_QUERY_KEY } from "@/lib/client/use-current-user";
import type { CurrentUserDTO, SubscriptionStatusDTO, TrendDTO } from "@/lib/dto";
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

function useRedirectOn401(error: unknown) {
  useEffect(() => {
    if (error) handleUnauthorizedOnce(error);
  }, [error]);
}

/**
 * The API answers product calls only once the privacy policy is accepted (an OAuth sign-up first
 * sees the consent modal): until then the dashboard asks for nothing. This only watches the user
 * the dashboard seeded from its server render (never fetches it); no user known, no wait.
 */
/** False until an OAuth sign-up has consented: the API refuses product calls before that. */
export function useConsentGiven(): boolean {
  const { data } = useQuery<CurrentUserDTO | null>({ queryKey: USER_QUERY_KEY, enabled: false });
  return data?.gdprConsent !== false;
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
