// What a streamed report or script costs when the creator leaves before the end, over real HTTP
// with the OpenAI stand-in writing at 40 tokens/s: once a usable trend (a title and a description,
// finished or not) or a finished beat has been sent, the unit is kept (the drafts are the content);
// a hang-up before any such content gets the unit back. Nothing is stored either way.
import { env } from "@/env";
import type { ScriptStreamEvent, TrendStreamEvent } from "@/lib/dto";
import { NDJSON, readNdjson } from "@/lib/client/ndjson";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { goodAnswer } from "@/test/model-answers";
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
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  await t.prisma.aiModelConfig.createMany({
    data: (["free", "pro", "studio", "enterprise"] as const).map((tier) => ({ tier, primary: "local-8b" })),
  });
});
afterAll(() => ai.stop());
beforeEach(() => {
  ai.reset();
  ai.reply((req) => goodAnswer(req, { rate: 40 }));
});

async function creator(): Promise<{ id: string; client: TestClient }> {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  return { id: user.id, client: await signInAs(app.client(), user) };
}

/** Streams `path` and hangs up at the first event `leaveAt` picks; returns the events read. */
async function leaveWhen<E>(client: TestClient, path: string, body: unknown, leaveAt: (e: E) => boolean) {
  const leave = new AbortController();
  const events: E[] = [];
  const res = await client.fetch(path, {
    method: "POST",
    json: body,
    headers: { accept: NDJSON },
    signal: leave.signal,
  });
  expect(res.status).toBe(200);
  await readNdjson<E>(res.body!, (event) => {
    events.push(event);
    if (leaveAt(event)) leave.abort();
  }).catch((err: Error) => expect(err.name).toBe("AbortError"));
  expect(leave.signal.aborted).toBe(true);
  return events;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The aborted work has unwound: its model call is recorded as cancelled, and a refund had time to land. */
async function settled(purpose: "trends" | "script") {
  for (let i = 0; i < 100 && !(await t.prisma.aiCall.findFirst({ where: { outcome: "cancelled", purpose } })); i++)
    await sleep(50);
  await sleep(500);
  await t.prisma.aiCall.deleteMany({});
}

const used = async (id: string) => {
  const u = await t.prisma.user.findUniqueOrThrow({ where: { id } });
  return { trends: u.trendsUsedThisMonth, scripts: u.scriptsUsedThisMonth };
};

describe("a streamed report", () => {
  it("is charged to a client that read a finished trend and hung up before done", async () => {
    const { id, client } = await creator();
    const events = await leaveWhen<TrendStreamEvent>(
      client,
      "/api/trends/generate",
      { niche: "Food" },
      (e) => e.type === "draft" && e.trends.filter((d) => d.complete).length >= 2,
    );
    expect(events.some((e) => e.type === "done")).toBe(false);
    await settled("trends");
    expect(await used(id)).toEqual({ trends: 1, scripts: 0 });
    expect(await t.prisma.trend.count({ where: { userId: id } })).toBe(0);
  });

  it("is charged to a client that hung up once the first trend had a title and a description", async () => {
    const { id, client } = await creator();
    // The first trend is still being written (its ideas to come): no trend is complete yet, and
    // for a one-trend report none ever would be.
    const events = await leaveWhen<TrendStreamEvent>(
      client,
      "/api/trends/generate",
      { niche: "Food" },
      (e) => e.type === "draft" && e.trends[0].trend.title.length > 2 && e.trends[0].trend.description.length >= 10,
    );
    const drafts = events.filter((e) => e.type === "draft");
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.some((e) => e.trends.some((d) => d.complete))).toBe(false);
    await settled("trends");
    expect(await used(id)).toEqual({ trends: 1, scripts: 0 });
    expect(await t.prisma.trend.count({ where: { userId: id } })).toBe(0);
  });

  it("is refunded to a client that hung up before any trend text", async () => {
    const { id, client } = await creator();
    await leaveWhen<TrendStreamEvent>(client, "/api/trends/generate", { niche: "Food" }, (e) => e.type === "start");
    await settled("trends");
    expect(await used(id)).toEqual({ trends: 0, scripts: 0 });
  });
});

describe("a streamed script", () => {
  it("is charged to a client that read finished beats and hung up before done", async () => {
    const { id, client } = await creator();
    await leaveWhen<ScriptStreamEvent>(
      client,
      "/api/develop-script",
      idea,
      (e) => e.type === "draft" && e.beats.filter((b) => b.complete).length >= 3,
    );
    await settled("script");
    expect(await used(id)).toEqual({ trends: 0, scripts: 1 });
    expect(await t.prisma.script.count({ where: { userId: id } })).toBe(0);
  });

  it("is refunded to a client that hung up before the first finished beat", async () => {
    const { id, client } = await creator();
    await leaveWhen<ScriptStreamEvent>(client, "/api/develop-script", idea, (e) => e.type === "start");
    await settled("script");
    expect(await used(id)).toEqual({ trends: 0, scripts: 0 });
  });
});
