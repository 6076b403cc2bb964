// A developed script after the fact, over real HTTP: reopened from its idea, edited beat by beat
// (timed by the server from the words), one beat regenerated at a time, and never reachable by
// another user.
import type { DevelopScriptResponseDTO, ScriptBeatDTO, ScriptDTO, TrendDTO } from "@/lib/dto";
import { beatSeconds } from "@/lib/generation/timing";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { BLNS } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

type Edit = Omit<ScriptBeatDTO, "start" | "end">;
const edits = (beats: ScriptBeatDTO[]): Edit[] =>
  beats.map((b) => ({
    label: b.label,
    text: b.text,
    onScreen: b.onScreen,
    broll: b.broll,
    ...(b.direction ? { direction: b.direction } : {}),
  }));

async function signedIn() {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  return { user, client: await signInAs(app.client(), user) };
}

/** A creator with a Fitness report and a script developed from its first idea. */
async function withScript() {
  const { user, client } = await signedIn();
  const report = (await (await client.post("/api/trends/generate", { niche: "Fitness" })).json()) as {
    trends: TrendDTO[];
  };
  const trend = report.trends[0];
  const idea = trend.ideas[0];
  const res = await client.post("/api/develop-script", {
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: trend.title,
    niche: "Fitness",
    ideaId: idea.id,
  });
  const script = (await res.json()) as DevelopScriptResponseDTO & { scriptId: string };
  return { user, client, trend, idea, script };
}

const patch = (client: TestClient, id: string, body: unknown) =>
  client.fetch(`/api/scripts/${id}`, { method: "PATCH", json: body });
const regenerate = (client: TestClient, id: string, body: unknown) =>
  client.post(`/api/scripts/${id}/regenerate-beat`, body);
const saved = (client: TestClient, ideaId: string) => client.get(`/api/scripts?ideaId=${encodeURIComponent(ideaId)}`);

function expectTimedFromWords(beats: ScriptBeatDTO[]) {
  let t0 = 0;
  beats.forEach((b, i) => {
    expect(b.start).toBe(t0);
    expect(b.end - b.start).toBe(beatSeconds(b as Parameters<typeof beatSeconds>[0], i === 0 && b.label === "HOOK"));
    t0 = b.end;
  });
}

describe("saved scripts", () => {
  it("reopens the idea's latest script, and answers null for an idea with none (or someone else's)", async () => {
    const { client, idea, script } = await withScript();
    const res = await saved(client, idea.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { script: ScriptDTO };
    expect(body.script).toMatchObject({
      id: script.scriptId,
      script: script.script,
      durationS: script.durationS,
      platform: "default",
      offline: true,
      editedAt: null,
    });
    expect(body.script.beats).toEqual(script.beats);
    const other = await signedIn();
    expect(await (await saved(other.client, idea.id)).json()).toEqual({ script: null });
    expect((await other.client.get("/api/scripts")).status).toBe(400);
    expect((await app.client().get(`/api/scripts?ideaId=${idea.id}`)).status).toBe(401);
  }, 30000);

  it("saves edits: timings follow the words, the text is re-rendered, and the edit comes back when reopened", async () => {
    const { client, idea, script } = await withScript();
    const beats = edits(script.beats);
    const point = beats.findIndex((b) => b.label === "POINT");
    beats[point] = {
      ...beats[point],
      text: `${beats[point].text} And one more thing I want to say about this, in my own words.`,
      onScreen: "MY CAPTION",
      broll: "my own shot",
    };
    const res = await patch(client, script.scriptId, { beats });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ScriptDTO;
    expectTimedFromWords(body.beats);
    expect(body.beats[point]).toMatchObject({ onScreen: "MY CAPTION", broll: "my own shot" });
    expect(body.beats[point].end - body.beats[point].start).toBeGreaterThan(
      script.beats[point].end - script.beats[point].start + 4,
    );
    expect(body.durationS).toBe(body.beats.at(-1)!.end);
    expect(body.script).toContain("in my own words.\nOn-screen: MY CAPTION\nB-roll: my own shot");
    expect(body.script).toContain(
      `Runtime: ${Math.floor(body.durationS / 60)}:${String(body.durationS % 60).padStart(2, "0")}`,
    );
    expect(body.editedAt).not.toBeNull();
    const reopened = (await (await saved(client, idea.id)).json()) as { script: ScriptDTO };
    expect(reopened.script).toMatchObject({ script: body.script, durationS: body.durationS, beats: body.beats });
    const row = await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } });
    expect(row.content).toBe(body.script);
  }, 30000);

  it("regenerates one beat, keeping every other beat's words (edits included), and walks the alternatives", async () => {
    const { client, script } = await withScript();
    const beats = edits(script.beats);
    const setup = beats.findIndex((b) => b.label === "SETUP");
    beats[setup] = { ...beats[setup], text: "My own setup, kept as I wrote it." };
    const point = beats.map((b) => b.label).lastIndexOf("POINT");
    const first = (await (await regenerate(client, script.scriptId, { beats, index: point })).json()) as ScriptDTO;
    const second = (await (
      await regenerate(client, script.scriptId, { beats, index: point, variant: 1 })
    ).json()) as ScriptDTO;
    for (const res of [first, second]) {
      expectTimedFromWords(res.beats);
      expect(res.beats[point].text).not.toBe(beats[point].text);
      res.beats.forEach((b, i) => i !== point && expect(b.text).toBe(beats[i].text));
      expect(res.beats[point].text).not.toMatch(/->|%/);
    }
    expect(second.beats[point].text).not.toBe(first.beats[point].text);
    // Regenerating saves: the stored script is the second answer.
    expect((await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } })).content).toBe(second.script);
  }, 30000);

  it("refuses bad edits with 400 and changes nothing", async () => {
    const { client, script } = await withScript();
    const beats = edits(script.beats);
    const bad = [
      {},
      { beats: [] },
      { beats: Array.from({ length: 13 }, () => beats[0]) },
      { beats: [{ ...beats[0], label: "INTRO" }] },
      { beats: [{ ...beats[0], text: "x".repeat(801) }] },
      { beats: [{ ...beats[0], onScreen: "x".repeat(121) }] },
      { beats: [{ ...beats[0], text: "nul \u0000 byte" }] },
      { beats: [{ ...beats[0], start: 0, end: 500 }] },
      { beats, extra: true },
    ];
    const before = await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } });
    for (const body of bad) expect((await patch(client, script.scriptId, body)).status).toBe(400);
    for (const body of [
      { beats, index: 99 },
      { beats, index: -1 },
      { beats, index: beats.length },
      { beats, index: 0, variant: "x" },
    ]) {
      expect((await regenerate(client, script.scriptId, body)).status).toBe(400);
    }
    expect(await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } })).toEqual(before);
  }, 30000);

  it("answers 404 for another user's script and leaves it alone", async () => {
    const { script } = await withScript();
    const before = await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } });
    const other = await signedIn();
    const beats = edits(script.beats).map((b) => ({ ...b, text: "hijacked" }));
    for (const res of [
      await patch(other.client, script.scriptId, { beats }),
      await regenerate(other.client, script.scriptId, { beats, index: 0 }),
    ]) {
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).toContain("Script not found");
      expect(text).not.toContain(script.beats[1].text);
    }
    expect((await patch(app.client(), script.scriptId, { beats })).status).toBe(401);
    expect(await t.prisma.script.findUniqueOrThrow({ where: { id: script.scriptId } })).toEqual(before);
  }, 30000);

  it("keeps every naughty string as typed in a beat (or refuses it with 400), never a 5xx", async () => {
    const { client, script } = await withScript();
    const base = edits(script.beats);
    let ok = 0;
    for (let i = 0; i < BLNS.length; i += 12) {
      const chunk = BLNS.slice(i, i + 12);
      const beats = chunk.map((s, k) => ({
        ...base[k % base.length],
        text: s,
        onScreen: s.slice(0, 120),
        broll: s.slice(0, 240),
      }));
      const res = await patch(client, script.scriptId, { beats });
      expect([200, 400]).toContain(res.status);
      if (res.status !== 200) continue;
      ok++;
      const body = (await res.json()) as ScriptDTO;
      expectTimedFromWords(body.beats);
      expect(body.beats).toHaveLength(beats.length);
    }
    expect(ok).toBeGreaterThan(BLNS.length / 12 / 2);
  }, 120000);
});
