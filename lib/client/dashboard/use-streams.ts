"use client";
// The two streamed calls of the dashboard: a trend report written trend by trend and a script
// written beat by beat. Each keeps what has been written so far (drafts) and the latest fallback
// notice; leaving (unmounting) or starting over aborts the request, which the server answers by
// cutting the model call and refunding the unit.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { postStream } from "@/lib/client/ndjson";
import type {
  DraftBeatDTO,
  DraftTrendDTO,
  FallbackEventDTO,
  GenerateTrendsResponseDTO,
  ScriptStreamEvent,
  TrendDTO,
  TrendStreamEvent,
} from "@/lib/dto";
import { SUBSCRIPTION_STATUS_KEY } from "@/lib/client/use-current-user";
import { trendsKey, type DevelopScriptInput } from "./queries";
import { savedScriptKey } from "./script-queries";

/** What is being written: by which model, so far, after which fallback; `total` trends expected. */
export type Writing<D> = { model: string | null; drafts: D[]; fallback: FallbackEventDTO | null; total: number | null };
const idle = <D>(): Writing<D> => ({ model: null, drafts: [], fallback: null, total: null });

/** One in-flight request per hook; aborted when a new one starts or the component goes away. */
function useAbortable() {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}

function onEvent<D>(set: (update: (w: Writing<D>) => Writing<D>) => void) {
  return (e: { type: string; model?: string | null; trends?: unknown; to?: string }, drafts?: D[]) => {
    if (e.type === "start")
      set(() => ({
        model: e.model ?? null,
        drafts: [],
        fallback: null,
        total: typeof e.trends === "number" ? e.trends : null,
      }));
    else if (e.type === "draft" && drafts) set((w) => ({ ...w, drafts }));
    // Whoever takes over writes from the start.
    else if (e.type === "fallback")
      set((w) => ({ ...w, model: e.to ?? null, drafts: [], fallback: e as FallbackEventDTO }));
  };
}

export function useGenerateTrends() {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState<Writing<DraftTrendDTO>>(idle);
  const nextSignal = useAbortable();
  const mutation = useMutation({
    mutationFn: (niche: string) => {
      setWriting(idle());
      const handle = onEvent<DraftTrendDTO>(setWriting);
      return postStream<GenerateTrendsResponseDTO, TrendStreamEvent>(
        "/api/trends/generate",
        { niche },
        (e) => handle(e, e.type === "draft" ? e.trends : undefined),
        nextSignal(),
      );
    },
    onSuccess: (data, niche) => {
      // The stored report replaces the drafts at once; the refetch then confirms the list.
      queryClient.setQueryData<TrendDTO[]>(trendsKey(niche), (old) => (old ? [...data.trends, ...old] : old));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: trendsKey(niche) }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
      ]);
    },
    onSettled: () => setWriting(idle()),
  });
  return { ...mutation, writing };
}

export type ScriptResult = Extract<ScriptStreamEvent, { type: "done" }>["result"];

export function useDevelopScript() {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState<Writing<DraftBeatDTO>>(idle);
  const nextSignal = useAbortable();
  const mutation = useMutation({
    mutationFn: (input: DevelopScriptInput) => {
      setWriting(idle());
      const handle = onEvent<DraftBeatDTO>(setWriting);
      return postStream<ScriptResult, ScriptStreamEvent>(
        "/api/develop-script",
        input,
        (e) => handle(e, e.type === "draft" ? e.beats : undefined),
        nextSignal(),
      );
    },
    onSuccess: (_res, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
        // The new script is now the idea's latest; reopening the idea shows it.
        input.ideaId ? queryClient.invalidateQueries({ queryKey: savedScriptKey(input.ideaId) }) : undefined,
      ]),
    onSettled: () => setWriting(idle()),
  });
  return { ...mutation, writing };
}
