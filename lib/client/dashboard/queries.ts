"use client";
// The dashboard's server state: trends per niche, subscription status, and the clear call (the
// streamed generate and develop-script calls are in ./use-streams). Query keys are URL paths
// (lib/client/query-client).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiJson, isUnauthorizedError } from "@/lib/client/api";
import { redirectToLogin } from "@/lib/client/unauthorized";
import type { SubscriptionStatusDTO, TrendDTO } from "@/lib/dto";

export const SUBSCRIPTION_STATUS_KEY = ["/api/subscription/status"] as const;
export const MODEL_INFO_KEY = ["/api/model-info"] as const;
export const trendsKey = (niche: string) => ["/api/trends", niche] as const;

export type DevelopScriptInput = { hook: string; outline: string; trendTitle: string; niche: string; ideaId?: string };

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

export function useSubscriptionStatus() {
  const query = useQuery<SubscriptionStatusDTO>({ queryKey: SUBSCRIPTION_STATUS_KEY });
  useRedirectOn401(query.error);
  return query;
}

export function useTrends(niche: string) {
  const query = useQuery<TrendDTO[]>({ queryKey: trendsKey(niche), enabled: niche.length > 0 });
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
