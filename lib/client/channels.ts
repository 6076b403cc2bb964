"use client";
// The connected channels' server state: the list (dashboard card, settings), connecting and
// disconnecting, what works for one channel, and the competitor channels the creator watches.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, httpStatus, serverMessage } from "@/lib/client/api";
import { useConsentGiven } from "@/lib/client/use-current-user";
import type { ChannelFitDTO } from "@/lib/channels/fit-service";
import type { ChannelDTO, ChannelInsightsDTO, ChannelListDTO, WatchedListDTO } from "@/lib/channels/types";

export const CHANNELS_KEY = ["/api/channels"] as const;
export const WATCHED_KEY = ["/api/channels/competitors"] as const;
const FIT_KEY = ["/api/channels/fit"] as const;
export const channelKey = (id: string) => ["/api/channels", id] as const;

/**
 * The server's words for a refused connect (a handle to replace by a URL, a channel that is gone,
 * a feed answering garbage, YouTube unreachable); only an unexpected 500 gets the fallback.
 */
export function channelError(error: unknown, fallback: string): string {
  return httpStatus(error) === 500 ? fallback : serverMessage(error, fallback);
}

export function useChannels() {
  return useQuery<ChannelListDTO>({ queryKey: CHANNELS_KEY, enabled: useConsentGiven() });
}

export function useChannelInsights(id: string | null) {
  return useQuery<ChannelInsightsDTO>({
    queryKey: channelKey(id ?? ""),
    enabled: useConsentGiven() && Boolean(id),
  });
}

export function useConnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: string) => apiJson<{ channel: ChannelDTO }>("POST", "/api/channels", { channel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
  });
}

export function useDisconnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ success: boolean }>("DELETE", `/api/channels/${encodeURIComponent(id)}`),
    // A connected or a watched channel: both lists, and the cards' evidence, may change.
    onSuccess: () =>
      Promise.all([CHANNELS_KEY, WATCHED_KEY, FIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The competitor channels the creator watches, with their latest outliers. */
export function useWatched() {
  return useQuery<WatchedListDTO>({ queryKey: WATCHED_KEY, enabled: useConsentGiven() });
}

export function useWatchChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: string) => apiJson<{ channel: ChannelDTO }>("POST", "/api/channels/competitors", { channel }),
    onSuccess: () => Promise.all([WATCHED_KEY, FIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useRefreshChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ChannelInsightsDTO>("POST", `/api/channels/${encodeURIComponent(id)}/refresh`),
    onSuccess: (data) => {
      queryClient.setQueryData(channelKey(data.channel.id), data);
      return queryClient.invalidateQueries({ queryKey: CHANNELS_KEY });
    },
  });
}

/**
 * How the niche's trends fit the creator's connected channel (no channel: `channel` is null);
 * `trendsVersion` (when the trend list last changed, 0 before it loads) asks again for a new report's trends.
 */
export function useChannelFit(niche: string, trendsVersion: number) {
  return useQuery<ChannelFitDTO>({
    queryKey: [...FIT_KEY, niche, trendsVersion],
    queryFn: () => apiJson<ChannelFitDTO>("GET", `/api/channels/fit?niche=${encodeURIComponent(niche)}`),
    enabled: useConsentGiven() && niche.length > 0 && trendsVersion > 0,
  });
}
