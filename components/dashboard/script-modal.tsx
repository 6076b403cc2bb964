"use client";
// 'AI Script Development': the idea's concept, the platform, 'Generate Professional Script',
// then the script studio. A script the creator already developed from this idea (with their
// edits) opens straight away, with "I filmed this" for its idea. Radix Dialog closes on a backdrop click and locks body scrolling.
import { WandSparklesIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FilmedControl } from "@/components/channels/filmed-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFilmedIdea } from "@/lib/client/filmed";
import { handleUnauthorized } from "@/lib/client/query-client";
import { useSavedScript } from "@/lib/client/dashboard/script-queries";
import { useDevelopScript } from "@/lib/client/dashboard/use-streams";
import type { DevelopScriptResponseDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";
import { DEFAULT_PLATFORM, type PlatformId } from "@/lib/generation/platforms";
import { friendlyMessage } from "./errors";
import { GenerationNote } from "./generation-note";
import { PlatformPicker } from "./platform-picker";
import { docFromResponse, type ScriptDoc } from "./script-doc";
import { ScriptStream } from "./script-stream";
import { ScriptStudio } from "./script-studio";
import { potentialStyle } from "./trend-labels";

export type ScriptTarget = { trend: TrendDTO; idea: VideoIdeaDTO; niche: string };

export function ScriptModal({ target, onClose }: { target: ScriptTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        {target && <ScriptModalBody key={`${target.trend.id}:${target.idea.id}`} target={target} />}
      </DialogContent>
    </Dialog>
  );
}

function ScriptModalBody({ target }: { target: ScriptTarget }) {
  const { trend, idea, niche } = target;
  const develop = useDevelopScript();
  const saved = useSavedScript(idea.id);
  const filmed = useFilmedIdea(idea.id);
  const [doc, setDoc] = useState<ScriptDoc | null>(null);
  const [fresh, setFresh] = useState(false);
  const [platform, setPlatform] = useState<PlatformId>(DEFAULT_PLATFORM);
  const [usage, setUsage] = useState<DevelopScriptResponseDTO["usage"] | null>(null);
  const potential = potentialStyle(idea.engagementPotential);
  // Until the creator asks for a new one, the script they developed before (edits included).
  const shown = doc ?? (!fresh && saved.data?.script ? docFromResponse(saved.data.script) : null);

  const generate = () =>
    develop.mutate(
      // A daily-brief idea isn't a stored idea: it has no id to send, and its topic is the one the
      // brief stored with it. A stored idea's topic is read on the server, next to the idea.
      {
        hook: idea.hook,
        outline: idea.outline,
        trendTitle: trend.title,
        ...(trend.topic ? { topic: trend.topic } : {}),
        ...(trend.kind ? { kind: trend.kind } : {}),
        niche,
        ideaId: idea.id || undefined,
        platform,
      },
      {
        onSuccess: (res) => {
          setDoc(docFromResponse(res));
          setUsage(res.usage);
        },
        onError: (err) => {
          // Closing the modal cancels the request: nothing to report.
          if (err.name === "AbortError") return;
          if (handleUnauthorized(err)) return;
          toast.error("Script development failed", { description: friendlyMessage(err, "Failed to develop script") });
        },
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <WandSparklesIcon className="size-5 text-violet-700" aria-hidden />
          AI Script Development
        </DialogTitle>
        <DialogDescription>Turn this idea into a 60-90 second script with timing cues.</DialogDescription>
      </DialogHeader>

      <section aria-labelledby="concept-heading" className="space-y-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <h3 id="concept-heading" className="font-semibold">
          Video Concept
        </h3>
        <dl className="grid gap-3">
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Trend</dt>
            <dd className="break-words">{trend.title}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Hook</dt>
            <dd className="font-medium break-words">{idea.hook}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Content Outline</dt>
            <dd className="break-words whitespace-pre-line">{idea.outline}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground uppercase">Engagement Potential</dt>
            <dd>
              <span className={`inline-block rounded-md border px-2 py-0.5 text-xs font-medium ${potential.className}`}>
                {potential.label}
              </span>
            </dd>
          </div>
        </dl>
      </section>

      {!shown && (
        <>
          <PlatformPicker value={platform} onChange={setPlatform} disabled={develop.isPending} />
          <Button type="button" size="lg" onClick={generate} disabled={develop.isPending}>
            {develop.isPending ? <Spinner label="Generating script" /> : <WandSparklesIcon aria-hidden />}
            {develop.isPending ? "Generating Script..." : "Generate Professional Script"}
          </Button>
        </>
      )}

      {develop.isPending && <ScriptStream writing={develop.writing} />}

      {shown && (
        <>
          <GenerationNote generatedBy={shown.generatedBy} fallbackReason={shown.fallbackReason} />
          <ScriptStudio
            key={shown.id ?? "unsaved"}
            doc={shown}
            onDocChange={setDoc}
            usage={usage}
            trendTitle={trend.title}
            ideaId={idea.id}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              setDoc(null);
              setFresh(true);
            }}
          >
            Write a new version
          </Button>
          {idea.id && <FilmedControl ideaId={idea.id} hook={idea.hook} filmed={filmed} />}
        </>
      )}
    </>
  );
}
