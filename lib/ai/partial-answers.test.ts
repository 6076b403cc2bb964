// A model's answer is kept for what it holds, over real HTTP against the OpenAI stand-in: a report
// with an extra, a missing or a malformed trend keeps every good trend (the rest written offline and
// labelled so), an answer wrapped in a sentence and a ```json fence is read, the reason names what
// was wrong, and regenerating one beat of a script asks the plan's model.
import { env } from "@/env";
import type { DevelopScriptResponseDTO, GenerateTrendsResponseDTO, ScriptDTO, TrendStreamEvent } from "@/lib/dto";
import { NDJSON, readNdjson } from "@/lib/client/ndjson";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { goodAnswer, scriptAnswer, trendsAnswer } from "@/test/model-answers";
import { openaiStub, promptData, type OpenAIStubRequest } from "@/test/openai-stub";
import { jsonPart } from "./answer-json";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub({ rate: 2000 });

beforeAll(async () => {
  const url = await ai.start();
  // The defaults a creator runs with: 15 s to the first token, 10 s of silence, a 4 min cap.
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  for (const k of ["AI_FIRST_TOKEN_TIMEOUT_MS", "AI_STALL_TIMEOUT_MS", "AI_TIMEOUT_MS"] as const) delete env[k];
  await t.prisma.aiModelConfig.create({ data: { tier: "pro", primary: "model-a", backup: "model-b" } });
});
afterAll(() => ai.stop());
beforeEach(() => ai.reset());

async function creator(): Promise<{ id: string; client: TestClient }> {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  return { id: user.id, client: await signInAs(app.client(), user) };
}

async function report(client: TestClient): Promise<{ events: TrendStreamEvent[]; result: GenerateTrendsResponseDTO }> {
  const res = await client.fetch("/api/trends/generate", {
    method: "POST",
    json: { niche: "Fitness" },
    headers: { accept: NDJSON },
  });
  const events: TrendStreamEvent[] = [];
  await readNdjson<TrendStreamEvent>(res.body!, (e) => events.push(e));
  const done = events.at(-1)!;
  if (done.type !== "done") throw new Error(JSON.stringify(done));
  return { events, result: done.result };
}

const idea = {
  hook: "Stop doing cardio like this",
  outline: "The mistake -> The fix -> The result",
  trendTitle: "Zone 2 Cardio",
  topic: "zone 2 cardio",
  niche: "Fitness",
};
const isScript = (req: OpenAIStubRequest) => JSON.stringify(req.schema ?? {}).includes('"beats"');
const fenced = (value: unknown) =>
  `Sure! Here is what you asked for, following the schema.\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;

describe("a report keeps every trend the model wrote well", () => {
  it("at 20 tokens/s, an extra item costs nothing: the whole report is the model's", async () => {
    ai.reply((req) => {
      const answer = trendsAnswer(req);
      const extra = { ...(answer.trends[0] as object), id: answer.trends.length };
      return { json: { trends: [...answer.trends, extra] }, rate: 20 };
    });
    const { id, client } = await creator();
    const { result } = await report(client);
    expect(result).toMatchObject({ generatedBy: "model-a", fallbackReason: null });
    expect(result.trends.every((tr) => tr.generatedBy === "model-a" && /is picking up fast$/.test(tr.title))).toBe(
      true,
    );
    expect(ai.models()).toEqual(["model-a"]);
    const stored = await t.prisma.trend.findMany({ where: { userId: id } });
    expect(stored.map((s) => s.generatedBy)).toEqual(stored.map(() => "model-a"));
  }, 180_000);

  it("a missing and a malformed trend are written offline and say why; the others keep the model's words", async () => {
    ai.reply((req) => {
      const trends = trendsAnswer(req).trends as { id: number; ideas: unknown[] }[];
      // Trend 0 has two ideas instead of three; trend 1 is left out.
      const broken = [{ ...trends[0], ideas: trends[0].ideas.slice(0, 2) }, ...trends.slice(2)];
      return { json: { trends: broken } };
    });
    const { id, client } = await creator();
    const { result } = await report(client);
    const n = result.trends.length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(result.generatedBy).toBe("model-a");
    expect(result.fallbackReason).toBe(
      `your model sent ${n - 2} usable trends of ${n} (the offline engine wrote 2 trends)`,
    );
    const [first, second, ...rest] = result.trends;
    expect(first).toMatchObject({ generatedBy: "Offline Engine" });
    expect(first.fallbackReason).toMatch(/^your model sent this trend in a form that could not be used \(ideas: /);
    expect(second).toMatchObject({ generatedBy: "Offline Engine", fallbackReason: "your model left this trend out" });
    expect(first.title).not.toMatch(/is picking up fast$/);
    expect(rest.every((tr) => tr.generatedBy === "model-a" && /is picking up fast$/.test(tr.title))).toBe(true);
    // Stored as shown: the list a creator reopens labels the same trends.
    const stored = await t.prisma.trend.findMany({ where: { userId: id }, orderBy: { createdAt: "desc" } });
    expect(stored.map((s) => [s.generatedBy, s.fallbackReason])).toEqual(
      result.trends.map((tr) => [tr.generatedBy, tr.fallbackReason]),
    );
    expect(ai.models()).toEqual(["model-a"]);
  });

  it("an answer with no usable trend goes to the backup, with the reason naming what was wrong", async () => {
    ai.reply((req) =>
      req.model === "model-a"
        ? { json: { trends: (trendsAnswer(req).trends as object[]).map((tr) => ({ ...tr, title: "" })) } }
        : goodAnswer(req),
    );
    const { client } = await creator();
    const { result } = await report(client);
    expect(result.generatedBy).toBe("model-b");
    expect(result.fallbackReason).toMatch(/^your model sent a report with no usable trend \(title: /);
  });
});

describe("an answer wrapped in a sentence and a fenced block", () => {
  it("is read, for the report and the script, at 120 tokens/s, and streams as it is written", async () => {
    ai.reply((req) => ({ text: fenced(isScript(req) ? scriptAnswer(req) : trendsAnswer(req)), rate: 120 }));
    const { client } = await creator();
    const [{ events, result }, script] = await Promise.all([
      report(client),
      client.post("/api/develop-script", idea).then((r) => r.json() as Promise<DevelopScriptResponseDTO>),
    ]);
    expect(result).toMatchObject({ generatedBy: "model-a", fallbackReason: null });
    expect(result.trends.every((tr) => /is picking up fast$/.test(tr.title))).toBe(true);
    expect(events.some((e) => e.type === "draft" && e.trends.some((d) => d.complete))).toBe(true);
    expect(events.some((e) => e.type === "fallback")).toBe(false);
    expect(script).toMatchObject({ generatedBy: "model-a", fallbackReason: null });
    expect(script.beats[1].text).toMatch(/^Everyone in Fitness is talking about Zone 2 Cardio/);
  }, 60_000);

  it("names a cut-off answer and one with no JSON in it", async () => {
    ai.reply((req) =>
      req.model === "model-a"
        ? { text: "Sure! Here it is:\n```json\n" + JSON.stringify(trendsAnswer(req)).slice(0, 300) }
        : { text: "I'm sorry, I can't help with that." },
    );
    const { client } = await creator();
    const { result } = await report(client);
    expect(result).toMatchObject({
      generatedBy: "Offline Engine",
      fallbackReason:
        "your model sent an answer that broke off before its JSON ended, and the backup model (model-b) sent an answer with no JSON in it",
    });
  });

  it("finds the JSON however it is wrapped", () => {
    const json = '{"a":[1,{"b":"```"}]}';
    expect(jsonPart(json)).toBe(json);
    expect(jsonPart(`Here you go:\n\`\`\`json\n${json}\n\`\`\`\nHope it helps!`)).toBe(json);
    expect(jsonPart(`\`\`\`\n${json}`)).toBe(json);
    expect(jsonPart(`The answer is ${json} - enjoy.`)).toBe(json);
    expect(jsonPart("no braces at all")).toBe("");
  });
});

describe("regenerating one beat", () => {
  async function withScript(client: TestClient) {
    ai.reply((req) => goodAnswer(req));
    const script = (await (await client.post("/api/develop-script", idea)).json()) as DevelopScriptResponseDTO & {
      scriptId: string;
    };
    ai.reset();
    const beats = script.beats.map(({ label, text, onScreen, broll }) => ({ label, text, onScreen, broll }));
    return { id: script.scriptId, beats };
  }

  it("asks the plan's model for that beat, with the script around it, and keeps the rest", async () => {
    const { client } = await creator();
    const { id, beats } = await withScript(client);
    const index = beats.findIndex((b) => b.label === "POINT");
    ai.reply(() => ({
      json: {
        text: "Here is the part most people skip: start with ten minutes, not forty, and do it every day this week.",
        onScreen: "Ten minutes a day",
        broll: "Timer set to ten minutes",
      },
    }));
    const res = await client.post(`/api/scripts/${id}/regenerate-beat`, { beats, index });
    expect(res.status).toBe(200);
    const after = (await res.json()) as ScriptDTO;
    expect(after.beats[index]).toMatchObject({ label: "POINT", onScreen: "Ten minutes a day" });
    expect(after.beats[index].text).toMatch(/^Here is the part most people skip/);
    expect(after.beats.filter((_, i) => i !== index).map((b) => b.text)).toEqual(
      beats.filter((_, i) => i !== index).map((b) => b.text),
    );
    const [req] = ai.requests;
    expect(ai.models()).toEqual(["model-a"]);
    expect(req.schema).toMatchObject({ required: ["text", "onScreen", "broll"], additionalProperties: false });
    const data = promptData<{ index: number; label: string; beats: unknown[] }>(req.user);
    expect(data).toMatchObject({ index, label: "POINT" });
    expect(data.beats).toHaveLength(beats.length);
  });

  it("falls back to the offline writer when no model can write it", async () => {
    const { client } = await creator();
    const { id, beats } = await withScript(client);
    const index = beats.findIndex((b) => b.label === "SETUP");
    ai.reply(() => ({ status: 500 }));
    const res = await client.post(`/api/scripts/${id}/regenerate-beat`, { beats, index });
    expect(res.status).toBe(200);
    const after = (await res.json()) as ScriptDTO;
    expect(after.beats[index].label).toBe("SETUP");
    expect(after.beats[index].text).not.toBe(beats[index].text);
    // (The SDK retries a 500 once before the backup is asked.)
    expect([...new Set(ai.models())]).toEqual(["model-a", "model-b"]);
  });
});
