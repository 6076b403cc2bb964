"use client";
// The developed script: Copy, Download (.txt), captions (.srt), a teleprompter, editing every
// beat (saved to the stored script as the creator types) and regenerating any one beat. All the
// outputs come from the current beats, so they carry the creator's edits.
import { CaptionsIcon, CopyIcon, DownloadIcon, MonitorPlayIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";
import { useRegenerateBeat, useSaveScript } from "@/lib/client/dashboard/script-queries";
import type { DevelopScriptResponseDTO } from "@/lib/dto";
import { beatHeadings } from "@/lib/generation/timing";
import type { ScriptBeat } from "@/lib/generation/types";
import { toSrt } from "@/lib/video-scripts/srt";
import { BeatEditor } from "./beat-editor";
import { copyText, downloadText } from "./download";
import { OfflineNote } from "./offline-note";
import { captionsFileName, scriptFileName, scriptText, toBeats, usageNote, type ScriptDoc } from "./script-doc";
import { Teleprompter } from "./teleprompter";

type Props = {
  doc: ScriptDoc;
  onDocChange: (doc: ScriptDoc) => void;
  usage: DevelopScriptResponseDTO["usage"] | null;
  trendTitle: string;
  ideaId: string;
};

type View = "script" | "edit" | "teleprompter";
const SAVE_DELAY_MS = 700;
const SAVE_NOTES = { idle: "", pending: "Saving edits…", saved: "All edits saved", failed: "Edits not saved" } as const;

export function ScriptStudio({ doc, onDocChange, usage, trendTitle, ideaId }: Props) {
  const [view, setView] = useState<View>("script");
  const [announcement, setAnnouncement] = useState("");
  const [saveState, setSaveState] = useState<"idle" | "pending" | "saved" | "failed">("idle");
  const save = useSaveScript(ideaId);
  const regenerate = useRegenerateBeat(ideaId);
  const [regenerating, setRegenerating] = useState<number | null>(null);
  // Each press asks for the next alternative of that beat, so repeated presses walk through them.
  const variants = useRef(new Map<string, number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const text = scriptText(doc);

  // The script appears below the concept: bring it (and its actions) into view once.
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const failed = (err: unknown, title: string) => {
    if (handleUnauthorized(err)) return;
    toast.error(title, { description: serverMessage(err, "Please try again.") });
  };

  const editBeats = (beats: ScriptBeat[]) => {
    onDocChange({ ...doc, beats });
    if (!doc.id) return;
    const id = doc.id;
    setSaveState("pending");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      save.mutate(
        { id, beats },
        {
          onSuccess: () => setSaveState("saved"),
          onError: (err) => (setSaveState("failed"), failed(err, "Edits not saved")),
        },
      );
    }, SAVE_DELAY_MS);
  };

  const regenerateBeat = (index: number) => {
    if (!doc.id) return;
    const heading = beatHeadings(doc.beats)[index];
    const key = `${doc.beats[index].label}:${heading}`;
    const variant = variants.current.get(key) ?? 0;
    variants.current.set(key, variant + 1);
    // The regenerate call saves every beat as it stands, so a pending save is not needed.
    if (timer.current) clearTimeout(timer.current);
    setRegenerating(index);
    regenerate.mutate(
      { id: doc.id, beats: doc.beats, index, variant },
      {
        onSuccess: (res) => {
          const beats = toBeats(res.beats);
          onDocChange({ ...doc, beats });
          setSaveState("saved");
          setAnnouncement(`New ${heading}: ${beats[Math.min(index, beats.length - 1)]?.text ?? ""}`);
        },
        onError: (err) => failed(err, "Regenerate failed"),
        onSettled: () => setRegenerating(null),
      },
    );
  };

  const copy = async () => {
    try {
      await copyText(text);
      toast.success("Script copied!", { description: "The script is on your clipboard." });
    } catch {
      toast.error("Copy failed", { description: "Failed to copy script to clipboard" });
    }
  };

  const toggle = (v: View) => setView((current) => (current === v ? "script" : v));
  const hookAt = doc.beats.findIndex((b) => b.label === "HOOK");
  const ctaAt = doc.beats.map((b) => b.label).lastIndexOf("CTA");

  return (
    <section ref={sectionRef} aria-labelledby="script-heading" className="scroll-mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="script-heading" className="font-semibold">
          Your Script <span className="font-normal text-muted-foreground">({doc.beats.at(-1)?.end ?? 0}s)</span>
        </h3>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={view === "edit"}
            onClick={() => toggle("edit")}
          >
            <PencilIcon aria-hidden />
            Edit Beats
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={view === "teleprompter"}
            onClick={() => toggle("teleprompter")}
          >
            <MonitorPlayIcon aria-hidden />
            Teleprompter
          </Button>
        </div>
      </div>
      {usage && <p className="text-xs text-muted-foreground">{usageNote(usage)}</p>}
      <OfflineNote beats={doc.beats} offline={doc.offline} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => downloadText(scriptFileName(trendTitle), text)}
        >
          <DownloadIcon aria-hidden />
          Download
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            downloadText(captionsFileName(trendTitle), toSrt(doc.beats), "application/x-subrip;charset=utf-8")
          }
        >
          <CaptionsIcon aria-hidden />
          Captions (.srt)
        </Button>
        {doc.id && hookAt >= 0 && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={regenerating !== null}
            onClick={() => regenerateBeat(hookAt)}
          >
            <RefreshCwIcon aria-hidden />
            Regenerate Hook
          </Button>
        )}
        {doc.id && ctaAt >= 0 && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={regenerating !== null}
            onClick={() => regenerateBeat(ctaAt)}
          >
            <RefreshCwIcon aria-hidden />
            Regenerate CTA
          </Button>
        )}
      </div>
      {view === "edit" ? (
        <BeatEditor
          beats={doc.beats}
          platform={doc.platform}
          onChange={editBeats}
          onRegenerate={regenerateBeat}
          regenerating={regenerating}
        />
      ) : view === "teleprompter" ? (
        <Teleprompter beats={doc.beats} />
      ) : (
        <pre
          tabIndex={0}
          aria-label="Script text"
          className="max-h-[45vh] overflow-y-auto rounded-lg border bg-muted/40 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {text}
        </pre>
      )}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {doc.id ? SAVE_NOTES[saveState] : ""}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
