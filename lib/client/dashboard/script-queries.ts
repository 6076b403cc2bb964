"use client";
// A developed script after the fact: the saved one for an idea, saving the creator's edits, and
// regenerating one beat. Query keys are URL paths (lib/client/query-client).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import type { ScriptDTO } from "@/lib/dto";
import type { ScriptBeat } from "@/lib/generation/types";

export const savedScriptKey = (ideaId: string) => ["/api/scripts", "by-idea", ideaId] as const;

type BeatEdit = Pick<ScriptBeat, "label" | "text" | "onScreen" | "broll" | "direction">;
const edits = (beats: ScriptBeat[]): BeatEdit[] =>
  beats.map((b) =>
    b.direction
      ? { label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll, direction: b.direction }
      : { label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll },
  );

/** The latest script the creator developed from this idea, edits included (null when none). */
export function useSavedScript(ideaId: string) {
  return useQuery<{ script: ScriptDTO | null }>({
    queryKey: savedScriptKey(ideaId),
    queryFn: () => apiJson("GET", `/api/scripts?ideaId=${encodeURIComponent(ideaId)}`),
  });
}

export function useSaveScript(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, beats }: { id: string; beats: ScriptBeat[] }) =>
      apiJson<ScriptDTO>("PATCH", `/api/scripts/${encodeURIComponent(id)}`, { beats: edits(beats) }),
    onSuccess: (script) => queryClient.setQueryData(savedScriptKey(ideaId), { script }),
  });
}

export function useRegenerateBeat(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, beats, index, variant }: { id: string; beats: ScriptBeat[]; index: number; variant: number }) =>
      apiJson<ScriptDTO>("POST", `/api/scripts/${encodeURIComponent(id)}/regenerate-beat`, {
        beats: edits(beats),
        index,
        variant,
      }),
    onSuccess: (script) => queryClient.setQueryData(savedScriptKey(ideaId), { script }),
  });
}
