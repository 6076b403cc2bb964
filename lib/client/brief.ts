"use client";
// The daily brief's server state: the Today section, follows and the settings card.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { SUBSCRIPTION_STATUS_KEY, useConsentGiven } from "@/lib/client/use-current-user";
import type { BriefSettingsDTO, FollowDTO, TodayDTO } from "@/lib/brief/types";

export const TODAY_KEY = ["/api/brief"] as const;
export const BRIEF_SETTINGS_KEY = ["/api/brief/settings"] as const;

/** The zone the browser runs in (sent with a first follow; the settings card offers it). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function useToday() {
  return useQuery<TodayDTO>({ queryKey: TODAY_KEY, enabled: useConsentGiven() });
}

export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (niche: string) =>
      apiJson<{ follow: FollowDTO }>("POST", "/api/brief/follows", { niche, timeZone: browserTimeZone() }),
    onSuccess: () =>
      Promise.all([TODAY_KEY, BRIEF_SETTINGS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (niche: string) => apiJson<{ success: boolean }>("DELETE", "/api/brief/follows", { niche }),
    onSuccess: () =>
      Promise.all([TODAY_KEY, BRIEF_SETTINGS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Builds today's missing briefs (the scheduler hasn't reached them yet) and updates Today. */
export function useRefreshToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TodayDTO>("POST", "/api/brief/refresh"),
    onSuccess: (data) => queryClient.setQueryData(TODAY_KEY, data),
  });
}

/** Briefs built before this call stop being "new" on the next visit (this one keeps its marks). */
export function useMarkSeen() {
  return useMutation({ mutationFn: () => apiJson<{ success: boolean }>("POST", "/api/brief/seen") });
}

export function useBriefSettings() {
  return useQuery<BriefSettingsDTO>({ queryKey: BRIEF_SETTINGS_KEY });
}

export function useSaveBriefSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { timeZone?: string; digestEmail?: boolean }) =>
      apiJson<BriefSettingsDTO>("POST", "/api/brief/settings", body),
    onSuccess: (data) => {
      queryClient.setQueryData(BRIEF_SETTINGS_KEY, data);
      return Promise.all(
        [TODAY_KEY, SUBSCRIPTION_STATUS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
