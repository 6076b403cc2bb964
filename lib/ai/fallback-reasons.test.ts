// Falling back only on failure, and saying so: each way a model fails (no first token, a stall
// mid-answer, 429, 500, an unusable answer, a chunk that is not JSON, a refused connection, the
// overall cap) hands the report to the backup model or the offline engine with the reason in plain
// words, on the streamed notice, the stored rows, the trends list and the export; the admin sees
// the failures with kind and time, and today's tokens with their estimated cost.
import { env } from "@/env";
import type { GenerateTrendsResponseDTO, TrendDTO, TrendStreamEvent } from "@/lib/dto";
import type { SystemStatsDTO } from "@/lib/admin/dto";
import { NDJSON, readNdjson } from "@/lib/client/ndjson";
import { buildTrendsExport } from "@/components/dashboard/export";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { goodAnswer } from "@/test/model-answers";
import { openaiStub, type OpenAIStubReply } from "@/test/openai-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub({ rate: 1500 });
let stubUrl = "";

beforeAll(async () => {
  stubUrl = await ai.start();
  Object.assign(env, {
    OPENAI_BASE_URL: stubUrl,
    OPENAI_API_KEY: "sk-test-stand-in",
    AI_DISABLED: false,
    AI_FIRST_TOKEN_TIMEOUT_MS: 1000,
    AI_STALL_TIMEOUT_MS: 1000,
  });
  await t.prisma.aiModelConfig.create({ data: { tier: "pro", primary: "model-a", backup: "model-b" } });
});
afterAll(() => ai.stop());
beforeEach(() => ai.reset());

async function creator(): Promise<{ id: string; client: TestClient }> {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  return { id: user.id, client: await signInAs(app.client(), user) };
}

async function streamed(
  client: TestClient,
  niche = "Fitness",
): Promise<{ events: TrendStreamEvent[]; result: GenerateTrendsResponseDTO }> {
  const res = await client.fetch("/api/trends/generate", {
    method: "POST",
    json: { niche },
    headers: { accept: NDJSON },
  });
  const events: TrendStreamEvent[] = [];
  await readNdjson<TrendStreamEvent>(res.body!, (e) => events.push(e));
  const done = events.at(-1)!;
  if (done.type !== "done") throw new Error(JSON.stringify(done));
  return { events, result: done.result };
}

const failOnA = (failure: OpenAIStubReply) => ai.reply((req) => (req.model === "model-a" ? failure : goodAnswer(req)));
const trend = (over: Partial<OpenAIStubReply> = {}) => ({ json: { trends: [] }, ...over }) as OpenAIStubReply;

describe("the backup model takes over, and the card says why", () => {
  it.each([
    ["no first token", { ...trend(), firstTokenMs: Infinity }, "your model did not answer in 1 s", "first_token"],
    [
      "a stall mid-answer",
      { text: '{"trends":[{"id":0,"title":"Half a trend and then nothing more at all"', stallAfter: 12 },
      "your model stopped writing for 1 s",
      "stalled",
    ],
    [
      "a 429",
      { status: 429, message: "Rate limit reached" },
      "your model was rate-limited by its provider (429)",
      "rate_limited",
    ],
    ["a 500", { status: 500 }, "your model hit a server error at its provider (500)", "server_error"],
    [
      "a malformed answer",
      { text: '{"trends": [ {"id": 0, "title": ' },
      "your model sent an answer that broke off before its JSON ended",
      "malformed",
    ],
    [
      "a chunk that is not JSON",
      { text: '{"trends":[{"id":0,"title":"A trend title"}]}', badChunkAfter: 3 },
      "your model sent a piece of its stream that could not be read",
      "malformed",
    ],
  ] as [string, OpenAIStubReply, string, string][])("on %s", async (_name, failure, reason, kind) => {
    failOnA(failure);
    const { id, client } = await creator();
    const since = new Date();
    const { events, result } = await streamed(client);
    expect(events).toContainEqual({ type: "fallback", from: "model-a", to: "model-b", reason });
    expect(result).toMatchObject({ generatedBy: "model-b", fallbackReason: reason });
    expect(result.trends.every((tr) => tr.generatedBy === "model-b" && tr.fallbackReason === reason)).toBe(true);
    const stored = await t.prisma.trend.findMany({ where: { userId: id } });
    expect(stored.map((s) => [s.generatedBy, s.fallbackReason])).toEqual(stored.map(() => ["model-b", reason]));
    expect(
      await t.prisma.aiCall.findFirst({ where: { model: "model-a" }, orderBy: { createdAt: "desc" } }),
    ).toMatchObject({ outcome: kind, purpose: "trends" });
    // Both attempts are charged to the creator's daily token budget, the failed one too.
    const calls = await t.prisma.aiCall.findMany({ where: { createdAt: { gte: since } } });
    expect(calls.map((c) => c.model).sort()).toEqual(["model-a", "model-b"]);
    const failedTokens = calls
      .filter((c) => c.model === "model-a")
      .reduce((n, c) => n + c.inputTokens + c.outputTokens, 0);
    // (A 429, a 500 or no first token costs nothing; an answer cut or thrown away was written.)
    if (kind === "stalled" || kind === "malformed") expect(failedTokens).toBeGreaterThan(0);
    const bucket = await t.prisma.rateLimitBucket.findUnique({ where: { key: `ai-tokens:${id}` } });
    expect(bucket?.count).toBe(calls.reduce((n, c) => n + c.inputTokens + c.outputTokens, 0));
    // Every call to model-a ended: the failed one was cut, not left writing into the void.
    for (const r of ai.requests) await r.closed;
  });
});

describe("the offline engine writes it when no model can", () => {
  it("says why both models failed, in the stream, the stored report, the list and the export", async () => {
    ai.reply((req) => (req.model === "model-a" ? { status: 503 } : { text: "not json at all" }));
    const { client } = await creator();
    const { events, result } = await streamed(client, "Gaming");
    const reason =
      "your model hit a server error at its provider (503), and the backup model (model-b) sent an answer with no JSON in it";
    expect(events.filter((e) => e.type === "fallback")).toEqual([
      {
        type: "fallback",
        from: "model-a",
        to: "model-b",
        reason: "your model hit a server error at its provider (503)",
      },
      {
        type: "fallback",
        from: "model-b",
        to: "Offline Engine",
        reason: "the backup model (model-b) sent an answer with no JSON in it",
      },
    ]);
    expect(result).toMatchObject({ generatedBy: "Offline Engine", fallbackReason: reason });
    const list = (await (await client.get("/api/trends/Gaming")).json()) as TrendDTO[];
    expect(list.map((tr) => [tr.generatedBy, tr.fallbackReason])).toEqual(list.map(() => ["Offline Engine", reason]));
    expect(
      buildTrendsExport(list).every((e) => e.generatedBy === "Offline Engine" && e.fallbackReason === reason),
    ).toBe(true);
  });

  it("on a refused connection to both models", async () => {
    Object.assign(env, { OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    try {
      const { client } = await creator();
      const { result } = await streamed(client);
      expect(result).toMatchObject({
        generatedBy: "Offline Engine",
        fallbackReason: "your model could not be reached, and the backup model (model-b) could not be reached",
      });
    } finally {
      Object.assign(env, { OPENAI_BASE_URL: stubUrl });
    }
  });

  it("when the overall cap runs out (a model still writing is not cut by the other timers, only by the cap)", async () => {
    Object.assign(env, { AI_TIMEOUT_MS: 2000 });
    try {
      ai.reply((req) => goodAnswer(req, { rate: 100 }));
      const { client } = await creator();
      const { result } = await streamed(client);
      // The cap is for the report as a whole: the backup gets no time left, the offline engine writes it.
      expect(result).toMatchObject({
        generatedBy: "Offline Engine",
        fallbackReason: "your model did not finish within 2 s",
      });
      expect(ai.models()).toEqual(["model-a"]);
    } finally {
      delete env.AI_TIMEOUT_MS;
    }
  });

  it("says so when a model refuses the request (no backup: the same provider would refuse it too)", async () => {
    ai.reply(() => ({ status: 401, message: "Incorrect API key provided" }));
    const { client } = await creator();
    const { result } = await streamed(client);
    expect(result).toMatchObject({
      generatedBy: "Offline Engine",
      fallbackReason: "your model was refused by its provider (401)",
    });
    expect(ai.models()).toEqual(["model-a"]);
  });

  it("gives no reason when AI is simply not set up, and one when the admin switched it off", async () => {
    const { client } = await creator();
    Object.assign(env, { AI_DISABLED: true });
    try {
      expect((await streamed(client)).result).toMatchObject({
        generatedBy: "Offline Engine",
        fallbackReason: "AI writing is switched off by the admin",
      });
      Object.assign(env, { AI_DISABLED: false, OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined });
      expect((await streamed(client)).result).toMatchObject({ generatedBy: "Offline Engine", fallbackReason: null });
    } finally {
      Object.assign(env, { AI_DISABLED: false, OPENAI_BASE_URL: stubUrl, OPENAI_API_KEY: "sk-test-stand-in" });
    }
    expect(ai.requests).toHaveLength(0);
  });

  it("says so in the script answer too", async () => {
    ai.reply(() => ({ json: {}, firstTokenMs: Infinity }));
    const { id, client } = await creator();
    const res = await client.post("/api/develop-script", {
      hook: "Stop doing cardio like this",
      outline: "Mistake -> fix -> result",
      trendTitle: "Zone 2",
      topic: "zone 2",
      niche: "Fitness",
    });
    const body = await res.json();
    const reason = "your model did not answer in 1 s, and the backup model (model-b) did not answer in 1 s";
    expect(body).toMatchObject({ generatedBy: "Offline Engine", fallbackReason: reason });
    expect(await t.prisma.script.findFirst({ where: { userId: id } })).toMatchObject({
      model: "Offline Engine",
      fallbackReason: reason,
    });
  });
});

describe("what the admin sees", () => {
  it("lists the provider's latest failures with kind and time, and today's tokens with their estimated cost", async () => {
    await t.prisma.aiModelPrice.upsert({
      where: { model: "model-b" },
      create: { model: "model-b", inputPerM: 1, outputPerM: 4 },
      update: {},
    });
    const admin = await signInAs(app.client(), await createUser(t.prisma, { role: "admin" }));
    const stats = (await (await admin.get("/api/admin/dashboard")).json()) as SystemStatsDTO;
    const failures = stats.apiStatus.openai.recentFailures!;
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(failures[0]).toEqual({
      model: expect.any(String),
      kind: expect.any(String),
      purpose: expect.any(String),
      message: expect.any(String),
      at: expect.any(String),
    });
    expect(failures.map((f) => f.kind)).toContain("first_token");
    expect(Date.parse(failures[0].at)).toBeGreaterThanOrEqual(Date.parse(failures.at(-1)!.at));
    const calls = await t.prisma.aiCall.findMany({ where: { model: "model-b", outcome: "ok" } });
    const input = calls.reduce((n, c) => n + c.inputTokens, 0);
    const output = calls.reduce((n, c) => n + c.outputTokens, 0);
    const b = stats.aiUsageToday.byModel.find((m) => m.model === "model-b")!;
    expect(b.inputTokens).toBeGreaterThanOrEqual(input);
    expect(b.outputTokens).toBeGreaterThanOrEqual(output);
    expect(b.costUsd).toBeCloseTo((b.inputTokens * 1 + b.outputTokens * 4) / 1e6, 10);
    // model-a has no price: its tokens are counted but left out of the estimate, by name.
    expect(stats.aiUsageToday.unpriced).toContain("model-a");
    expect(stats.aiUsageToday.tokens).toBe(stats.aiUsageToday.inputTokens + stats.aiUsageToday.outputTokens);
  });
});
