"use client";
// The filmed ideas' server state: the creator's list (each idea's "Filmed:" line and the channel
// page's section), an idea's uploads to pick from, and linking or unlinking one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { useConsentGiven } from "@/lib/client/use-current-user";
import type { FilmedIdeaDTO, FilmedListDTO, FilmedSuggestionsDTO } from "@/lib/channels/types";

export const FILMED_KEY = ["/api/filmed"] as const;
const filmedPath = (ideaId: string) => `/api/ideas/${encodeURIComponent(ideaId)}/filmed`;

export function useFilmed() {
  return useQuery<FilmedListDTO>({ queryKey: FILMED_KEY, enabled: useConsentGiven() });
}

/** The filmed link of one idea, from the creator's list (null: not filmed, or not loaded). */
export function useFilmedIdea(ideaId: string): FilmedIdeaDTO | null {
  return useFilmed().data?.filmed.find((f) => f.ideaId === ideaId) ?? null;
}

export function useFilmedSuggestions(ideaId: string, open: boolean) {
  return useQuery<FilmedSuggestionsDTO>({
    queryKey: ["/api/ideas", ideaId, "filmed", "suggestions"],
    enabled: useConsentGiven() && open && ideaId.length > 0,
    // Each opening asks again: the creator may have just published the video.
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useLinkFilmed(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: string) => apiJson<{ filmed: FilmedIdeaDTO }>("POST", filmedPath(ideaId), { video }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILMED_KEY }),
  });
}

export function useUnlinkFilmed(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: boolean }>("DELETE", filmedPath(ideaId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILMED_KEY }),
  });
}
