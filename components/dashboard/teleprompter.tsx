"use client";
// Large scrolling text at the script's own pace: each beat passes the reading line over exactly
// its [start, end) cue. With prefers-reduced-motion the view jumps beat to beat instead of gliding.
import { PauseIcon, PlayIcon, RotateCcwIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { beatHeadings, formatClock } from "@/lib/generation/timing";
import type { ScriptBeat } from "@/lib/generation/types";
import { cn } from "@/lib/utils";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(REDUCED_MOTION).matches : false),
    () => false,
  );
}

/** The beat on screen at `t` seconds (the last one once the script has ended). */
export function beatIndexAt(beats: readonly ScriptBeat[], t: number): number {
  const i = beats.findIndex((b) => t >= b.start && t < b.end);
  return i >= 0 ? i : t <= 0 ? 0 : Math.max(0, beats.length - 1);
}

export function Teleprompter({ beats }: { beats: ScriptBeat[] }) {
  const total = beats.at(-1)?.end ?? 0;
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [second, setSecond] = useState(0);
  const [current, setCurrent] = useState(0);
  const timeRef = useRef(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const beatRefs = useRef<(HTMLParagraphElement | null)[]>([]);
  const headings = beatHeadings(beats);

  const scrollTo = useCallback(
    (t: number) => {
      const box = containerRef.current;
      const i = beatIndexAt(beats, t);
      const el = beatRefs.current[i];
      if (!box || !el) return;
      const beat = beats[i];
      const frac = reducedMotion
        ? 0
        : Math.min(1, Math.max(0, (t - beat.start) / Math.max(0.001, beat.end - beat.start)));
      // The reading line sits a third of the way down the frame.
      box.scrollTop = Math.max(0, el.offsetTop + frac * el.offsetHeight - box.clientHeight / 3);
    },
    [beats, reducedMotion],
  );

  const show = useCallback(
    (t: number) => {
      timeRef.current = t;
      setSecond(Math.floor(t));
      setCurrent(beatIndexAt(beats, t));
      scrollTo(t);
    },
    [beats, scrollTo],
  );

  useEffect(() => {
    if (!playing) return;
    const origin = performance.now() - timeRef.current * 1000;
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(total, (now - origin) / 1000);
      show(t);
      if (t >= total) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, total, show]);

  const toggle = () => {
    if (!playing && timeRef.current >= total) show(0);
    setPlaying((p) => !p);
  };

  const restart = () => {
    setPlaying(false);
    show(0);
  };

  return (
    <div className="space-y-2">
      <div
        ref={containerRef}
        tabIndex={0}
        role="region"
        aria-label="Teleprompter"
        className="relative h-[45vh] overflow-y-auto rounded-lg bg-zinc-950 px-5 text-white"
      >
        {/* Blank space above and below so the first and last lines can reach the reading line. */}
        <div className="h-[15vh]" aria-hidden />
        {beats.map((b, i) => (
          <p
            key={i}
            ref={(el) => {
              beatRefs.current[i] = el;
            }}
            aria-current={i === current ? "true" : undefined}
            className={cn(
              "py-3 text-2xl leading-snug font-semibold transition-opacity sm:text-3xl",
              i === current ? "opacity-100" : "opacity-60",
            )}
          >
            <span className="mb-1 block font-mono text-xs font-normal tracking-wide text-zinc-300">
              [{formatClock(b.start)}-{formatClock(b.end)}] {headings[i]}
            </span>
            {b.text}
          </p>
        ))}
        <div className="h-[30vh]" aria-hidden />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={toggle}>
          {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
          {playing ? "Pause" : "Play"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={restart}>
          <RotateCcwIcon aria-hidden />
          Restart
        </Button>
        <span role="timer" aria-label="Teleprompter time" className="ml-auto font-mono text-sm tabular-nums">
          {formatClock(second)} / {formatClock(total)}
        </span>
      </div>
    </div>
  );
}
