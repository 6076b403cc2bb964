// A real model at real speeds, over real HTTP: the OpenAI stand-in writes a realistic report
// (~1,500 tokens) and script (~450 tokens) at 20, 40 and 120 tokens/s with the default timeouts;
// the report streams trend by trend and the script beat by beat; a creator who leaves cuts the
// provider call (the stand-in sees the connection close), gets the unit back and leaves no rows.
import { env } from "@/env";
import type {
  DevelopScriptResponseDTO,
  GenerateTrendsResponseDTO,
  ScriptStreamEvent,
  TrendStreamEvent,
  WrittenTrendDTO,
} from "@/lib/dto";
import { NDJSON, readNdjson } from "@/lib/client/ndjson";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { seedLiveSignals } from "@/test/live-signals";
import { answerTokens, goodAnswer, scriptAnswer, trendsAnswer } from "@/test/model-answers";
import { openaiStub } from "@/test/openai-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub();
const idea = {
  hook: "Stop doing cardio like this",
  outline: "The mistake -> The fix -> The result",
  trendTitle: "Zone 2 Cardio",
  topic: "zone 2 cardio",
  niche: "Fitness",
};

beforeAll(async () => {
  const url = await ai.start();
  // The defaults a creator runs with: 15 s to the first token, 10 s of silence, a 4 min cap.
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  for (const k of ["AI_FIRST_TOKEN_TIMEOUT_MS", "AI_STALL_TIMEOUT_MS", "AI_TIMEOUT_MS"] as const) delete env[k];
  await t.prisma.aiModelConfig.createMany({
    data: (["free", "pro", "studio", "enterprise"] as const).map((tier) => ({
      tier,
      primary: "local-8b",
      backup: "hosted-mini",
    })),
  });
});
afterAll(() => ai.stop());
beforeEach(() => ai.reset());

async function creator(): Promise<{ id: string; client: TestClient }> {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  return { id: user.id, client: await signInAs(app.client(), user) };
}

type Timed<E> = { event: E; at: number };

async function stream<E>(
  client: TestClient,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  onEvent?: (e: E) => void,
): Promise<Timed<E>[]> {
  const res = await client.fetch(path, { method: "POST", json: body, headers: { accept: NDJSON }, signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain(NDJSON);
  const events: Timed<E>[] = [];
  await readNdjson<E>(res.body!, (event) => {
    events.push({ event, at: Date.now() });
    onEvent?.(event);
  });
  return events;
}

describe("a model writing at a real token rate", () => {
  it("is realistic: the report is ~1,500 tokens and the script ~450", () => {
    const req = {
      user: `<data>${JSON.stringify({ niche: "Fitness", trends: [0, 1, 2, 3, 4].map((id) => ({ id, topic: `topic number ${id}` })) })}</data>`,
    };
    expect(answerTokens(trendsAnswer(req as never))).toBeGreaterThan(1300);
    expect(answerTokens(scriptAnswer({ user: `<data>${JSON.stringify(idea)}</data>` } as never))).toBeGreaterThan(400);
  });

  // 20 tokens/s takes ~75 s for the report: the three rates run side by side.
  it("writes the report and the script at 20, 40 and 120 tokens/s, with the report streamed trend by trend", async () => {
    const closedAt = new Map<string, number>();
    ai.reply((req) => {
      const rate = Number(/rate-(\d+)/.exec(req.user)?.[1]);
      if (!req.user.includes('"outline"')) void req.closed.then(() => closedAt.set(`report-${rate}`, Date.now()));
      return goodAnswer(req, { rate });
    });
    // The rate travels in the niche, which the stand-in reads back from the prompt.
    const results = await Promise.all(
      [20, 40, 120].map(async (rate) => {
        const { client } = await creator();
        const niche = `Fitness rate-${rate}`;
        // Not a preset: its topics are the live signals a refresh stored for it.
        await seedLiveSignals(niche, "fitness");
        const [report, script] = await Promise.all([
          stream<TrendStreamEvent>(client, "/api/trends/generate", { niche }),
          client
            .post("/api/develop-script", { ...idea, niche })
            .then(async (r) => ({ status: r.status, body: (await r.json()) as DevelopScriptResponseDTO })),
        ]);
        return { rate, report, script };
      }),
    );
    for (const { rate, report, script } of results) {
      const done = report.at(-1)!;
      expect(done.event.type).toBe("done");
      const result = (done.event as { result: GenerateTrendsResponseDTO }).result;
      expect({ rate, generatedBy: result.generatedBy, reason: result.fallbackReason }).toEqual({
        rate,
        generatedBy: "local-8b",
        reason: null,
      });
      expect(result.trends.every((tr) => /is picking up fast$/.test(tr.title) && tr.fallbackReason === null)).toBe(
        true,
      );
      // The first trend reached the caller, complete, while the model was still writing the rest.
      const firstComplete = report.find((e) => e.event.type === "draft" && e.event.trends.some((d) => d.complete));
      expect(firstComplete).toBeDefined();
      expect(firstComplete!.at).toBeLessThan(closedAt.get(`report-${rate}`)!);
      expect(report[0].event).toEqual({ type: "start", model: "local-8b", trends: result.trends.length });
      // A card being written is the stored card but for its ids and time: the same evidence, sources and freshness.
      const lastDraft = report.findLast((e) => e.event.type === "draft")!.event as Extract<
        TrendStreamEvent,
        { type: "draft" }
      >;
      const card = (tr: WrittenTrendDTO) => ({
        ...tr,
        id: "",
        createdAt: "",
        ideas: tr.ideas.map((i) => ({ ...i, id: "" })),
      });
      expect(card(lastDraft.trends[0].trend)).toEqual(card(result.trends[0]));
      expect(result.trends[0].sources.length).toBeGreaterThan(0);
      expect(script.status).toBe(200);
      expect({ rate, generatedBy: script.body.generatedBy, reason: script.body.fallbackReason }).toEqual({
        rate,
        generatedBy: "local-8b",
        reason: null,
      });
      expect(script.body.durationS).toBeGreaterThanOrEqual(60);
      expect(script.body.durationS).toBeLessThanOrEqual(90);
    }
    expect(ai.requests.every((r) => r.stream && r.model === "local-8b")).toBe(true);
    // Tokens per report and per script are recorded per model, from the usage in the last chunk.
    const calls = await t.prisma.aiCall.findMany({ where: { model: "local-8b" } });
    expect(calls).toHaveLength(6);
    for (const c of calls) expect(c).toMatchObject({ outcome: "ok", estimated: false });
    // About 300 tokens a trend, and the stand-in's seeded niche holds two trends or more.
    expect(calls.filter((c) => c.purpose === "trends").every((c) => c.outputTokens > 500 && c.inputTokens > 0)).toBe(
      true,
    );
    expect(calls.filter((c) => c.purpose === "script").every((c) => c.outputTokens > 400)).toBe(true);
  }, 180_000);

  it("streams a script beat by beat, each beat complete before the script ends", async () => {
    ai.reply((req) => goodAnswer(req, { rate: 120 }));
    const { client } = await creator();
    const events = await stream<ScriptStreamEvent>(client, "/api/develop-script", idea);
    const drafts = events.filter(
      (e): e is Timed<Extract<ScriptStreamEvent, { type: "draft" }>> => e.event.type === "draft",
    );
    const counts = drafts.map((d) => d.event.beats.filter((b) => b.complete).length);
    // Beats arrive one after another: the number of finished beats only grows, through several values.
    expect(new Set(counts).size).toBeGreaterThanOrEqual(4);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(drafts[0].event.beats[0].label).toBe("HOOK");
    const done = events.at(-1)!.event as Extract<ScriptStreamEvent, { type: "done" }>;
    expect(done.type).toBe("done");
    expect(done.result.beats.map((b) => b.text)).toEqual(drafts.at(-1)!.event.beats.map((b) => b.text));
    expect(done.result.generatedBy).toBe("local-8b");
  });

  it("answers the same JSON as before to callers that don't ask for a stream", async () => {
    ai.reply((req) => goodAnswer(req));
    const { client } = await creator();
    const res = await client.post("/api/trends/generate", { niche: "Gaming" });
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as GenerateTrendsResponseDTO;
    expect(body).toMatchObject({ generatedBy: "local-8b", fallbackReason: null, usage: { used: 1 } });
    expect(body.trends.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a creator who leaves", () => {
  const untilAborted = async () => {
    for (let i = 0; i < 100 && !ai.requests.at(-1)?.aborted; i++) await new Promise((r) => setTimeout(r, 50));
    return ai.requests.at(-1)?.aborted;
  };

  it("cuts the provider call of a streamed report, refunds the unit and stores nothing", async () => {
    ai.reply((req) => goodAnswer(req, { rate: 40 }));
    const { id, client } = await creator();
    const leave = new AbortController();
    const events: TrendStreamEvent[] = [];
    await stream<TrendStreamEvent>(client, "/api/trends/generate", { niche: "Food" }, leave.signal, (e) => {
      events.push(e);
      if (e.type === "draft") leave.abort();
    }).catch((err: Error) => expect(err.name).toBe("AbortError"));
    expect(events.some((e) => e.type === "draft")).toBe(true);
    expect(await untilAborted()).toBe(true);
    await ai.requests.at(-1)!.closed;
    // The refund and the cancelled call are recorded once the aborted work unwinds.
    for (
      let i = 0;
      i < 50 && !(await t.prisma.aiCall.findFirst({ where: { outcome: "cancelled", purpose: "trends" } }));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id } })).trendsUsedThisMonth).toBe(0);
    expect(await t.prisma.trend.count({ where: { userId: id } })).toBe(0);
    expect(ai.requests).toHaveLength(1); // no backup model, no offline report
  });

  it("cuts the provider call of a plain JSON script request too, refunding the script unit", async () => {
    ai.reply((req) => goodAnswer(req, { rate: 20 }));
    const { id, client } = await creator();
    const leave = new AbortController();
    const pending = client.post("/api/develop-script", idea, { signal: leave.signal }).catch((err: Error) => err);
    for (let i = 0; i < 100 && ai.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    leave.abort();
    expect(((await pending) as Error).name).toBe("AbortError");
    expect(await untilAborted()).toBe(true);
    for (let i = 0; i < 50 && (await t.prisma.user.findUniqueOrThrow({ where: { id } })).scriptsUsedThisMonth > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id } })).scriptsUsedThisMonth).toBe(0);
    expect(await t.prisma.script.count({ where: { userId: id } })).toBe(0);
    expect(await t.prisma.aiCall.findFirst({ where: { outcome: "cancelled", purpose: "script" } })).not.toBeNull();
  });
});
