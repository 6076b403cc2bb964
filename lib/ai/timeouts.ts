// How long a model may take. A model is judged by how soon it starts and whether it keeps
// writing, not by how long the whole answer takes: a laptop model writing 20 tokens a second
// needs over a minute for a report and is working the whole time. One overall cap still bounds a
// report or a script (every attempt together) inside the product's promise of 30 s - 5 min.
import "server-only";
import { env } from "@/env";

export const DEFAULT_FIRST_TOKEN_MS = 15_000;
export const DEFAULT_STALL_MS = 10_000;
export const DEFAULT_TOTAL_MS = 240_000;

export type AiLimits = { firstTokenMs: number; stallMs: number; totalMs: number };

export function aiLimits(): AiLimits {
  return {
    firstTokenMs: env.AI_FIRST_TOKEN_TIMEOUT_MS ?? DEFAULT_FIRST_TOKEN_MS,
    stallMs: env.AI_STALL_TIMEOUT_MS ?? DEFAULT_STALL_MS,
    totalMs: env.AI_TIMEOUT_MS ?? DEFAULT_TOTAL_MS,
  };
}

export type TimeoutKind = "first_token" | "stalled" | "too_slow";

/** A watchdog fired: which one, and the limit it enforced. */
export class ModelTimeout extends Error {
  constructor(
    readonly which: TimeoutKind,
    readonly limitMs: number,
  ) {
    super(
      `${which === "first_token" ? "no first token" : which === "stalled" ? "no chunk" : "not finished"} within ${limitMs} ms`,
    );
    this.name = "ModelTimeout";
  }
}

/**
 * Three timers on one attempt: the first token (from the request), the silence between chunks
 * (from each token) and the overall deadline. `signal` aborts the provider call when one fires or
 * when `parent` (the creator's request) aborts.
 */
export class Watchdog {
  readonly signal: AbortSignal;
  fired: ModelTimeout | null = null;
  private readonly controller = new AbortController();
  private firstToken: ReturnType<typeof setTimeout> | undefined;
  private stall: ReturnType<typeof setTimeout> | undefined;
  private readonly overall: ReturnType<typeof setTimeout>;
  private started = false;

  constructor(
    private readonly limits: AiLimits,
    deadline: number,
    parent: AbortSignal,
  ) {
    this.signal = AbortSignal.any([parent, this.controller.signal]);
    this.firstToken = setTimeout(
      () => this.fire(new ModelTimeout("first_token", limits.firstTokenMs)),
      limits.firstTokenMs,
    );
    this.overall = setTimeout(
      () => this.fire(new ModelTimeout("too_slow", limits.totalMs)),
      Math.max(0, deadline - Date.now()),
    );
  }

  /** A token arrived: the first-token timer is done, the silence timer starts over. */
  tick(): void {
    if (this.fired) return;
    if (!this.started) {
      this.started = true;
      clearTimeout(this.firstToken);
    }
    clearTimeout(this.stall);
    this.stall = setTimeout(() => this.fire(new ModelTimeout("stalled", this.limits.stallMs)), this.limits.stallMs);
  }

  /** Ends the attempt's timers; `abort` also cuts the provider call (an attempt given up early). */
  stop(abort = false): void {
    clearTimeout(this.firstToken);
    clearTimeout(this.stall);
    clearTimeout(this.overall);
    if (abort && !this.controller.signal.aborted) this.controller.abort(new Error("attempt ended"));
  }

  private fire(timeout: ModelTimeout): void {
    if (this.fired) return;
    this.fired = timeout;
    this.stop();
    this.controller.abort(timeout);
  }
}

/** 15000 -> "15 s", 240000 -> "4 min", 90000 -> "90 s". */
export function spokenDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 120 && s % 60 === 0 ? `${s / 60} min` : `${s} s`;
}
