// Rewriting beats of a stored script, over real HTTP and the real database with the OpenAI stand-in:
// parallel rewrites never take a creator past the daily token budget (each call holds what it may
// cost before it starts, in one conditional update, and is settled with what it used), and model
// rewrites of one script are capped per UTC day.
import { env } from "@/env";
import { DAILY_TOKEN_BUDGET } from "@/lib/ai/budget";
import type { DevelopScriptResponseDTO, ScriptDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { goodAnswer } from "@/test/model-answers";
import { openaiStub, type OpenAIStubRequest } from "@/test/openai-stub";
import { BEAT_REWRITES_MESSAGE, BEAT_REWRITES_PER_DAY } from "./edits";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub({ rate: 2000 });
const idea = {
  hook: "Stop doing cardio like this",
  outline: "The mistake -> The fix -> The result",
  trendTitle: "Zone 2 Cardio",
  topic: "zone 2 cardio",
  niche: "Fitness",
};

const isBeatRewrite = (req: OpenAIStubRequest) =>
  JSON.stringify(req.schema ?? {}).includes('"onScreen"') && !JSON.stringify(req.schema ?? {}).includes('"beats"');

beforeAll(async () => {
  const url = await ai.start();
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  await t.prisma.aiModelConfig.create({ data: { tier: "pro", primary: "model-a" } });
});
afterAll(() => ai.stop());
beforeEach(() => {
  ai.reset();
  ai.reply((req) =>
    isBeatRewrite(req)
      ? {
          json: {
            text: "Start with ten minutes a day, not forty, and keep it up all week.",
            onScreen: "Ten minutes a day",
            broll: "Timer set to ten minutes",
          },
        }
      : goodAnswer(req),
  );
});

/** A creator with a script the model wrote; the stand-in's log is cleared afterwards. */
async function withScript(): Promise<{ id: string; client: TestClient; scriptId: string; beats: Beat[] }> {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  const client = await signInAs(app.client(), user);
  const res = await client.post("/api/develop-script", idea);
  expect(res.status).toBe(200);
  const script = (await res.json()) as DevelopScriptResponseDTO & { scriptId: string; generatedBy: string };
  expect(script.generatedBy).toBe("model-a");
  ai.requests.length = 0;
  const beats = script.beats.map(({ label, text, onScreen, broll }) => ({ label, text, onScreen, broll }));
  return { id: user.id, client, scriptId: script.scriptId, beats };
}

type Beat = { label: string; text: string; onScreen: string; broll: string };

const tokenKey = (id: string) => `ai-tokens:${id}`;

async function setTokensUsed(id: string, count: number) {
  const expiresAt = new Date(Date.now() + DAY_MS);
  await t.prisma.rateLimitBucket.upsert({
    where: { key: tokenKey(id) },
    create: { key: tokenKey(id), count, windowStart: new Date(), expiresAt },
    update: { count },
  });
}

const tokensUsed = async (id: string) =>
  (await t.prisma.rateLimitBucket.findUniqueOrThrow({ where: { key: tokenKey(id) } })).count;

/** `n` rewrites of the script's beats at once, each of another beat in turn. */
function parallelRewrites(s: Awaited<ReturnType<typeof withScript>>, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      s.client.post(`/api/scripts/${s.scriptId}/regenerate-beat`, { beats: s.beats, index: i % s.beats.length }),
    ),
  );
}

describe("parallel beat rewrites and the daily token budget", () => {
  it("20 at once by a creator one token short of the budget: none reaches the model, the budget holds", async () => {
    const s = await withScript();
    await setTokensUsed(s.id, DAILY_TOKEN_BUDGET - 1);
    const texts = s.beats.map((b) => b.text);
    const answers = await parallelRewrites(s, 20);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Each was rewritten all the same, by the offline writer.
    const scripts = (await Promise.all(answers.map((r) => r.json()))) as ScriptDTO[];
    scripts.forEach((sc, i) => expect(sc.beats[i % s.beats.length].text).not.toBe(texts[i % s.beats.length]));
    expect(ai.requests).toHaveLength(0);
    expect(await tokensUsed(s.id)).toBe(DAILY_TOKEN_BUDGET - 1);
  });

  it("20 at once with room for a few calls: some reach the model, the budget is never passed and ends at what they used", async () => {
    const s = await withScript();
    const start = DAILY_TOKEN_BUDGET - 8_000;
    await setTokensUsed(s.id, start);
    const since = new Date();
    const answers = await parallelRewrites(s, 20);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(ai.requests.length).toBeGreaterThan(0);
    expect(ai.requests.length).toBeLessThan(20);
    const calls = await t.prisma.aiCall.findMany({ where: { createdAt: { gte: since } } });
    expect(calls).toHaveLength(ai.requests.length);
    const used = calls.reduce((n, c) => n + c.inputTokens + c.outputTokens, 0);
    expect(await tokensUsed(s.id)).toBe(start + used);
    expect(start + used).toBeLessThanOrEqual(DAILY_TOKEN_BUDGET);
  });
});

describe("model rewrites of one script per day", () => {
  it(`stop at ${BEAT_REWRITES_PER_DAY}, with a message that says what still works`, async () => {
    const s = await withScript();
    const answers = await parallelRewrites(s, BEAT_REWRITES_PER_DAY);
    expect(answers.map((r) => r.status)).toEqual(Array(BEAT_REWRITES_PER_DAY).fill(200));
    expect(ai.requests).toHaveLength(BEAT_REWRITES_PER_DAY);
    const before = await t.prisma.script.findUniqueOrThrow({ where: { id: s.scriptId } });
    const tokensBefore = await tokensUsed(s.id);
    // A new minute of the route's own rate limit: what refuses the next one is the daily cap.
    await t.prisma.rateLimitBucket.deleteMany({ where: { key: `script-beat:${s.id}` } });
    const res = await s.client.post(`/api/scripts/${s.scriptId}/regenerate-beat`, { beats: s.beats, index: 1 });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(BEAT_REWRITES_MESSAGE);
    expect(ai.requests).toHaveLength(BEAT_REWRITES_PER_DAY);
    // Nothing written, nothing held.
    expect(await t.prisma.script.findUniqueOrThrow({ where: { id: s.scriptId } })).toEqual(before);
    expect(await tokensUsed(s.id)).toBe(tokensBefore);
  });
});
