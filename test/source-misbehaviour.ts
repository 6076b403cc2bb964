// What a live source's adapter must survive, served from a local stand-in: a truncated body, a
// page of HTML where JSON was promised, a body over the size cap, an answer slower than the
// round, refusals (401, 403) and a 429 with a long Retry-After. Shared by the adapter tests.
import type { StubResponse } from "./http-stub";

export type Misbehaviour = "truncated" | "html" | "huge" | "slow" | "401" | "403" | "429";

export const MISBEHAVIOURS: Misbehaviour[] = ["truncated", "html", "huge", "slow", "401", "403", "429"];

/** `good` spoiled the `how` way; "slow" answers after `slowMs` (longer than the test's round). */
export function misbehave(how: Misbehaviour, good: string, slowMs = 2000): StubResponse | Promise<StubResponse> {
  const json = { "content-type": "application/json" };
  switch (how) {
    case "truncated":
      return { status: 200, body: good.slice(0, Math.floor(good.length / 2)), headers: json };
    case "html":
      return { status: 200, body: "<html><body>Our systems are busy</body></html>", headers: json };
    case "huge":
      return { status: 200, body: good + " ".repeat(3 * 1024 * 1024), headers: json };
    case "slow":
      return new Promise((r) => setTimeout(() => r({ status: 200, body: good, headers: json }), slowMs));
    case "429":
      return { status: 429, body: '{"error":"rate_limited"}', headers: { ...json, "retry-after": "120" } };
    default:
      return {
        status: Number(how),
        body: '{"error":"AuthenticationRequired","message":"Invalid token"}',
        headers: json,
      };
  }
}

/** The SourceError each misbehaviour becomes: its kind, and for refusals the status. */
export const EXPECTED: Record<Misbehaviour, { kind: string; status?: number }> = {
  truncated: { kind: "parse" },
  html: { kind: "parse" },
  huge: { kind: "too_large" },
  slow: { kind: "timeout" },
  "401": { kind: "http", status: 401 },
  "403": { kind: "http", status: 403 },
  "429": { kind: "http", status: 429 },
};
