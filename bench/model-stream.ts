// `npm run bench` (last part; `npm run build` first): a trend report and a script written by a
// model, streamed, at 20, 40 and 120 tokens/s. The model is the OpenAI stand-in on a local port
// (test/openai-stub.ts) writing the realistic answers of test/model-answers.ts (~1,500 tokens a
// report, ~450 a script) at the given rate, behind the production build (e2e/server.ts, PGlite or
// BENCH_DATABASE_URL). Measured from the client's side of POST /api/trends/generate with
// `Accept: application/x-ndjson`: time to the first card on the wire (the first draft event with a
// trend: what the dashboard renders as a card), to the first complete trend, and to the stored
// report; for the script, to the first beat and to the stored script.
// Then a live niche's report (its topics are confirmed on Wikipedia, the examples' never are) at
// 40 tokens/s with Wikipedia answering in 3 s: the look-up runs beside the model, so the first card
// must still come within 3 s (--wiki-delay, --live-niche).
//   npx tsx bench/model-stream.ts [--runs=2] [--rates=20,40,120] [--niche=pottery] [--wiki-delay=3000]
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NDJSON, readNdjson } from "../lib/client/ndjson";
import type { ScriptStreamEvent, TrendStreamEvent } from "../lib/dto";
import { answerTokens, goodAnswer } from "../test/model-answers";
import { openaiStub } from "../test/openai-stub";
import { flag } from "./args";

const PORT = Number(process.env.BENCH_STREAM_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@trendscript.local", password: "e2e-admin-password" };
const arg = (name: string, fallback: string) => flag(name) ?? fallback;
const RUNS = Number(arg("runs", "2"));
const RATES = arg("rates", "20,40,120").split(",").map(Number);
// A niche the sources' stand-in serves behind the bench's server (a preset it has no posts for gets
// the honest empty report: nothing for a model to write). Its report holds 3 trends.
const NICHE = arg("niche", "pottery");
// A niche of the live sources' stand-in corpus (real topics, so Wikipedia is asked), and how slowly
// Wikipedia answers; the goal for the first card with it.
const LIVE_NICHE = arg("live-niche", "pottery");
const WIKI_DELAY_MS = Number(arg("wiki-delay", "3000"));
const WIKI_RATE = 40;
const FIRST_CARD_GOAL_MS = 3000;

/** A Wikipedia that takes `delayMs` to say it has no article for the topic, counting the calls. */
async function slowWikipedia(delayMs: number) {
  let calls = 0;
  const server = createServer((_req, res) => {
    calls++;
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ batchcomplete: "", query: { searchinfo: { totalhits: 0 }, search: [] } }));
    }, delayMs);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Milliseconds from the request to each milestone of one streamed call. */
async function timed<E extends { type: string }>(
  cookie: string,
  path: string,
  body: unknown,
  milestones: Record<string, (e: E) => boolean>,
) {
  const started = performance.now();
  const res = await fetch(BASE + path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: NDJSON, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const at: Record<string, number> = {};
  let by = "";
  await readNdjson<E>(res.body, (e) => {
    for (const [name, hit] of Object.entries(milestones))
      if (at[name] === undefined && hit(e)) at[name] = performance.now() - started;
    if (e.type === "done") by = (e as unknown as { result: { generatedBy: string } }).result.generatedBy;
    if (e.type === "error") throw new Error(JSON.stringify(e));
  });
  return { at, by };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const s = (ms: number | undefined) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);

async function main() {
  const ai = openaiStub();
  const url = await ai.start();
  // Calls run one at a time, so the model's rate is simply the one being measured.
  let rate = RATES[0];
  const tokens = { report: 0, script: 0 };
  ai.reply((req) => {
    const answer = goodAnswer(req, { rate }) as { json: unknown };
    tokens[JSON.stringify(req.schema ?? {}).includes('"beats"') ? "script" : "report"] = answerTokens(answer.json);
    return answer;
  });
  const wiki = await slowWikipedia(WIKI_DELAY_MS);
  const env = {
    ...process.env,
    E2E_WIKIPEDIA_BASE_URL: wiki.url,
    E2E_PORT: String(PORT),
    OPENAI_BASE_URL: url,
    OPENAI_API_KEY: "sk-bench-stand-in",
  } as NodeJS.ProcessEnv;
  if (process.env.BENCH_DATABASE_URL) env.E2E_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = spawn("npx", ["tsx", "e2e/server.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitFor(`${BASE}/api/health`);
    const cookie = await signIn();
    const rows = [];
    for (rate of RATES) {
      const report: Record<string, number[]> = { card: [], trend: [], report: [] };
      const script: Record<string, number[]> = { beat: [], script: [] };
      let by = "";
      for (let run = 0; run < RUNS; run++) {
        const niche = NICHE;
        const r = await timed<TrendStreamEvent>(
          cookie,
          "/api/trends/generate",
          { niche },
          {
            card: (e) => e.type === "draft" && e.trends.length > 0,
            trend: (e) => e.type === "draft" && e.trends.some((d) => d.complete),
            report: (e) => e.type === "done",
          },
        );
        const sc = await timed<ScriptStreamEvent>(
          cookie,
          "/api/develop-script",
          {
            hook: "Stop firing raku like this",
            outline: "The mistake -> the fix -> the result",
            trendTitle: "Raku firing",
            topic: "raku firing",
            niche,
          },
          {
            beat: (e) => e.type === "draft" && e.beats.length > 0,
            script: (e) => e.type === "done",
          },
        );
        for (const k of Object.keys(report)) report[k].push(r.at[k]);
        for (const k of Object.keys(script)) script[k].push(sc.at[k]);
        by = `${r.by} / ${sc.by}`;
      }
      rows.push({
        "tokens/s": rate,
        "first card": s(median(report.card)),
        "first complete trend": s(median(report.trend)),
        "whole report": s(median(report.report)),
        "first beat": s(median(script.beat)),
        "whole script": s(median(script.script)),
        "tokens (report / script)": `${tokens.report} / ${tokens.script}`,
        "written by": by,
      });
    }
    console.log(`\nStreamed generation against the OpenAI stand-in (${BASE}, median of ${RUNS} run(s) per rate)\n`);
    console.table(rows);

    // A live niche: its first report reads the sources (not measured), the next ones are.
    rate = WIKI_RATE;
    const card = { card: (e: TrendStreamEvent) => e.type === "draft" && e.trends.length > 0 };
    const done = { report: (e: TrendStreamEvent) => e.type === "done" };
    await timed<TrendStreamEvent>(cookie, "/api/trends/generate", { niche: LIVE_NICHE }, done);
    const asked = wiki.calls();
    const live: Record<string, number[]> = { card: [], report: [] };
    for (let run = 0; run < RUNS; run++) {
      const r = await timed<TrendStreamEvent>(
        cookie,
        "/api/trends/generate",
        { niche: LIVE_NICHE },
        { ...card, ...done },
      );
      live.card.push(r.at.card);
      live.report.push(r.at.report);
    }
    const first = median(live.card);
    console.log(
      `\nA live niche (${LIVE_NICHE}) at ${WIKI_RATE} tokens/s with Wikipedia answering in ${WIKI_DELAY_MS / 1000} s ` +
        `(${wiki.calls() - asked} look-ups while measured): first card ${s(first)}, whole report ${s(median(live.report))} ` +
        `(goal: first card < ${FIRST_CARD_GOAL_MS / 1000} s: ${first !== undefined && first < FIRST_CARD_GOAL_MS ? "met" : "MISSED"})`,
    );
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await ai.stop();
    await wiki.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
