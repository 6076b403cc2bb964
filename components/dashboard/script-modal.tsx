"use client";
// 'AI Script Development': the idea's concept, 'Generate Professional Script',
// then the script studio. Radix Dialog closes on a backdrop click and locks body scrolling.
import { WandSparklesIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleUnauthorizedOnce } from "@/lib/client/dashboard/queries";
import { useDevelopScript } from "@/lib/client/dashboard/use-streams";
import type { DevelopScriptResponseDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";
import type { DevelopedScript } from "@/lib/trends/types";
import { friendlyMessage } from "./errors";
import { GenerationNote } from "./generation-note";
import { ScriptStream } from "./script-stream";
import { ScriptStudio } from "./script-studio";
import { toDevelopedScript } from "./script-doc";
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
  const [script, setScript] = useState<DevelopedScript | null>(null);
  const [usage, setUsage] = useState<DevelopScriptResponseDTO["usage"] | null>(null);
  const [author, setAuthor] = useState<{ generatedBy?: string; fallbackReason?: string | null }>({});
  const potential = potentialStyle(idea.engagementPotential);

  const generate = () =>
    develop.mutate(
      { hook: idea.hook, outline: idea.outline, trendTitle: trend.title, niche, ideaId: idea.id },
      {
        onSuccess: (res) => {
          setScript(toDevelopedScript(res, idea.hook));
          setUsage(res.usage);
          setAuthor({ generatedBy: res.generatedBy, fallbackReason: res.fallbackReason });
        },
        onError: (err) => {
          // Closing the modal cancels the request: nothing to report.
          if (err.name === "AbortError") return;
          if (handleUnauthorizedOnce(err)) return;
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
              <span className={`inline-block rounded-md border px-2 py-0.5 text-xs font-medium ${potential.className}`}>{potential.label}</span>
            </dd>
          </div>
        </dl>
      </section>

      {!script && (
        <Button type="button" size="lg" onClick={generate} disabled={develop.isPending}>
          {develop.isPending ? <Spinner label="Generating script" /> : <WandSparklesIcon aria-hidden />}
          {develop.isPending ? "Generating Script..." : "Generate Professional Script"}
        </Button>
      )}

      {develop.isPending && <ScriptStream writing={develop.writing} />}

      {script && <GenerationNote generatedBy={author.generatedBy} fallbackReason={author.fallbackReason} />}
      {script && <ScriptStudio script={script} onScriptChange={setScript} usage={usage} trendTitle={trend.title} niche={niche} />}
    </>
  );
}
