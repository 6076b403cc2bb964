"use client";
// The dashboard's server state: trends per niche, subscription status, and the clear call (the
// streamed generate and develop-script calls are in ./use-streams). Query keys are URL paths
// (lib/client/query-client).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { SUBSCRIPTION_STATUS_KEY, useConsentGiven } from "@/lib/client/use-current-user";
import type { SubscriptionStatusDTO, TrendDTO } from "@/lib/dto";
export type { DevelopScriptInput } from "@/lib/schemas/trends";

export const MODEL_INFO_KEY = ["/api/model-info"] as const;
export const trendsKey = (niche: string) => ["/api/trends", niche] as const;

export function useSubscriptionStatus() {
  const query = useQuery<SubscriptionStatusDTO>({ queryKey: SUBSCRIPTION_STATUS_KEY, enabled: useConsentGiven() });
  return query;
}

export function useTrends(niche: string) {
  const consented = useConsentGiven();
  const query = useQuery<TrendDTO[]>({ queryKey: trendsKey(niche), enabled: consented && niche.length > 0 });
  return query;
}

export function useClearTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (niche: string) => apiJson<unknown>("POST", "/api/trends/clear", { niche }),
    onSuccess: (_data, niche) => queryClient.invalidateQueries({ queryKey: trendsKey(niche) }),
  });
}
