// Work that must not hold up the answer (mail delivery): Next.js's after() runs it once the
// response has been sent, and keeps a serverless function alive until it ends. Outside a Next.js
// request (scripts, jobs, a handler served by some other HTTP server) there is no "after": the
// task starts at once, unawaited. Either way a failure is logged, never thrown at the caller.
import "server-only";
import { after } from "next/server";
import { log } from "@/lib/log";

export function afterResponse(label: string, task: () => Promise<unknown>): void {
  const run = () =>
    task().catch((err: Error) => log.error(`${label}_failed`, { error: String(err?.message ?? err).slice(0, 300) }));
  try {
    after(run);
  } catch {
    void run();
  }
}
