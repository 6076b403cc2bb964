"use client";
// The developed script: Copy, Download (.txt), captions (.srt), regenerate just the hook or the
// CTA (locally, through lib/scripts), a teleprompter view, and the monthly usage note.
import { CaptionsIcon, CopyIcon, DownloadIcon, MonitorPlayIcon, RefreshCwIcon, ScrollTextIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { DevelopScriptResponseDTO } from "@/lib/dto";
import { regenerateCta, regenerateHook, toSrt } from "@/lib/scripts/develop";
import type { DevelopedScript } from "@/lib/trends/types";
import { copyText, downloadText } from "./download";
import { captionsFileName, scriptFileName, usageNote } from "./script-doc";
import { Teleprompter } from "./teleprompter";

type Props = {
  script: DevelopedScript;
  onScriptChange: (script: DevelopedScript) => void;
  usage: DevelopScriptResponseDTO["usage"] | null;
  trendTitle: string;
  niche: string;
};

export function ScriptStudio({ script, onScriptChange, usage, trendTitle, niche }: Props) {
  const [view, setView] = useState<"script" | "teleprompter">("script");
  // Each press asks for the next alternative, so repeated presses walk through them.
  const [hookVariant, setHookVariant] = useState(0);
  const [ctaVariant, setCtaVariant] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const context = { niche, trendTitle };
  const sectionRef = useRef<HTMLElement>(null);

  // The script appears below the concept: bring it (and its actions) into view once.
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, []);

  const copy = async () => {
    try {
      await copyText(script.text);
      toast.success("Script copied!", { description: "The script is on your clipboard." });
    } catch {
      toast.error("Copy failed", { description: "Failed to copy script to clipboard" });
    }
  };

  const newHook = () => {
    const next = regenerateHook(script, hookVariant, context);
    setHookVariant((v) => v + 1);
    onScriptChange(next);
    setAnnouncement(`New hook: ${next.hook}`);
  };

  const newCta = () => {
    const next = regenerateCta(script, ctaVariant, context);
    setCtaVariant((v) => v + 1);
    onScriptChange(next);
    setAnnouncement(`New call to action: ${next.cta}`);
  };

  return (
    <section ref={sectionRef} aria-labelledby="script-heading" className="scroll-mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="script-heading" className="font-semibold">
          Your Script <span className="font-normal text-muted-foreground">({script.durationS}s)</span>
        </h3>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-pressed={view === "teleprompter"}
          onClick={() => setView((v) => (v === "script" ? "teleprompter" : "script"))}
        >
          {view === "script" ? <MonitorPlayIcon aria-hidden /> : <ScrollTextIcon aria-hidden />}
          Teleprompter
        </Button>
      </div>
      {usage && <p className="text-xs text-muted-foreground">{usageNote(usage)}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => downloadText(scriptFileName(trendTitle), script.text)}>
          <DownloadIcon aria-hidden />
          Download
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => downloadText(captionsFileName(trendTitle), toSrt(script.beats), "application/x-subrip;charset=utf-8")}
        >
          <CaptionsIcon aria-hidden />
          Captions (.srt)
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={newHook}>
          <RefreshCwIcon aria-hidden />
          Regenerate Hook
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={newCta}>
          <RefreshCwIcon aria-hidden />
          Regenerate CTA
        </Button>
      </div>
      {view === "script" ? (
        <pre
          tabIndex={0}
          aria-label="Script text"
          className="max-h-[45vh] overflow-y-auto rounded-lg border bg-muted/40 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {script.text}
        </pre>
      ) : (
        <Teleprompter beats={script.beats} />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
