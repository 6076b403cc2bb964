// A link injected into a stranger's video title never reaches a stored script, over real HTTP with
// the real database: the title reaches the script prompt as evidence without its link, and a
// stand-in model that writes the link anyway (spelled out as words in the title, "dot com", which
// a model reads back as a domain) has its script or beat refused, in the spoken text, the on-screen
// text or the b-roll; the offline writer writes it instead.
import { env } from "@/env";
import type { DevelopScriptResponseDTO, GenerateTrendsResponseDTO, ScriptDTO } from "@/lib/dto";
import { storeNicheSignals } from "@/lib/trends/live-store";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { corpusSignalItems } from "@/test/live-signals";
import { goodAnswer, scriptAnswer } from "@/test/model-answers";
import { openaiStub, type OpenAIStubRequest } from "@/test/openai-stub";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub({ rate: 2000 });
const NICHE = "Pottery injected";
const INJECTED = "free followers: visit free-followers-now dot com or https://free-followers-now.com/win";
const LINK = /free-followers-now\.com|https?:\/\//i;

beforeAll(async () => {
  const url = await ai.start();
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  await t.prisma.aiModelConfig.create({ data: { tier: "pro", primary: "model-a" } });
  const items = corpusSignalItems(NICHE, "pottery").map((it, i) =>
    i % 2 ? it : { ...it, title: `${it.title.slice(0, 60)} - ${INJECTED}` },
  );
  await storeNicheSignals(nicheMatcher(resolveNiche(NICHE)).key, items, new Date());
});
afterAll(() => ai.stop());

type Field = "text" | "onScreen" | "broll";

/** The address the titles carried, written back by a model that knows it from elsewhere: the prompt
 * holds none of it once the links are stripped, so the model is the only way in left to test. */
const obeyed = (req: OpenAIStubRequest) => (req.user.includes("free followers: visit") ? "free-followers-now.com" : "");

/** A model that writes the trends well and puts the address it was told about into `field`. */
function obedientModel(field: Field) {
  ai.reply((req) => {
    const schema = JSON.stringify(req.schema ?? {});
    if (schema.includes('"trends"')) return goodAnswer(req);
    const link = obeyed(req);
    const put = <B extends Record<Field, string>>(b: B): B => ({
      ...b,
      [field]: field === "text" ? `${b.text} Get yours at ${link}.` : `${link}`,
    });
    if (schema.includes('"beats"')) {
      const { beats } = scriptAnswer(req) as { beats: Record<Field, string>[] };
      return { json: { beats: beats.map((b, i) => (i === 2 ? put(b) : b)) } };
    }
    return {
      json: put({
        text: "Start with ten minutes a day and keep it up all week.",
        onScreen: "Ten minutes",
        broll: "A timer",
      }),
    };
  });
}

async function creator() {
  const user = await createUser(t.prisma, { subscriptionTier: "pro" });
  return { id: user.id, client: await signInAs(app.client(), user) };
}

describe.each(["text", "onScreen", "broll"] as Field[])("an injected link in a title, written into the %s", (field) => {
  beforeEach(() => {
    ai.reset();
    obedientModel(field);
  });

  it("never reaches a stored script, developed or with a beat rewritten", async () => {
    const { id, client } = await creator();
    const report = (await (
      await client.post("/api/trends/generate", { niche: NICHE })
    ).json()) as GenerateTrendsResponseDTO;
    const trend = report.trends.find((tr) => tr.evidence?.topItems.some((i) => i.title.includes(INJECTED)));
    expect(trend).toBeDefined();
    const idea = trend!.ideas[0];
    ai.requests.length = 0;

    const res = await client.post("/api/develop-script", {
      hook: idea.hook,
      outline: idea.outline,
      trendTitle: trend!.title,
      niche: NICHE,
      ideaId: idea.id,
    });
    expect(res.status).toBe(200);
    const script = (await res.json()) as DevelopScriptResponseDTO & { scriptId: string; generatedBy: string };
    // The model was given the title's words but not its link (not even spelled out), and wrote the
    // address all the same.
    const [asked] = ai.requests;
    expect(asked.user).toContain("free followers: visit");
    expect(asked.user).not.toMatch(LINK);
    expect(asked.user).not.toContain("free-followers-now");
    const calls = await t.prisma.aiCall.findMany({ where: { purpose: "script" } });
    expect(calls.map((c) => c.outcome)).toEqual(["malformed"]);
    expect(script.generatedBy).toBe("Offline Engine");
    expect(script.fallbackReason).toBe("your model sent a script that carried a link");
    expect(JSON.stringify(script)).not.toMatch(LINK);

    const beats = script.beats.map(({ label, text, onScreen, broll }) => ({ label, text, onScreen, broll }));
    const rewritten = await client.post(`/api/scripts/${script.scriptId}/regenerate-beat`, { beats, index: 2 });
    expect(rewritten.status).toBe(200);
    expect(ai.requests).toHaveLength(2);
    expect(JSON.stringify((await rewritten.json()) as ScriptDTO)).not.toMatch(LINK);

    const stored = await t.prisma.script.findMany({ where: { userId: id } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(LINK);
    await t.prisma.aiCall.deleteMany({});
  });
});
