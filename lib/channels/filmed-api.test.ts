// "I filmed this" over real HTTP with a real database: a creator connects the made-up channel
// (test/youtube-channel.ts, read with a key so every upload is stored), links an idea to one of
// its uploads by pasting a link or by picking a suggestion, sees its results at 24 h, 48 h and
// 7 days from the app's snapshots, and unlinks it. Every refusal (a garbage link, a video that is
// no upload of theirs, someone else's idea, the naughty strings) writes nothing.
import { DAY_MS } from "@/lib/time";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { CHANNEL_ID, channelHistory, serveChannel, type FixtureUpload } from "@/test/youtube-channel";
import { DELETE_WORD } from "@/lib/schemas/gdpr";
import { runRetention } from "@/lib/compliance/retention";
import { EXPIRED_TITLE } from "./filmed";
import { FILMED_NOTE } from "./filmed-results";
import type { FilmedIdeaDTO, FilmedListDTO, FilmedSuggestionsDTO } from "./types";
import { VIDEO_INPUT_MESSAGES } from "./video-input";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = setupYoutubeStandIn({ apiPath: "/youtube/v3", key: "yt-test-key" });

const upload = (id: string, title: string, format: "short" | "long", daysAgo: number, views: number) => ({
  id,
  title,
  tags: [] as string[],
  format,
  durationS: format === "short" ? 40 : 600,
  daysAgo,
  views,
  shortsLink: format === "short",
});
// Two uploads the creator filmed from the idea (ids of YouTube's 11 characters), after it was written.
const HISTORY: FixtureUpload[] = [
  ...channelHistory(),
  upload("filmedRaku1", "Raku firing with a barrel kiln", "long", 8, 30_000),
  upload("filmedShort", "Barrel raku firing in 40 seconds", "short", 2, 5_000),
];

beforeEach(async () => {
  yt.reset();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
  await t.prisma.youtubeQuotaDay.deleteMany({});
  await t.prisma.filmedIdea.deleteMany({});
});

/** A creator with the channel connected and a report whose idea was written 10 days ago. */
async function creator() {
  const user = await createUser(t.prisma);
  const client = await signInAs(app.client(), user);
  serveChannel(yt, HISTORY, new Date());
  const res = await client.post("/api/channels", { channel: CHANNEL_ID });
  expect(res.status).toBe(200);
  const channelRef = ((await res.json()) as { channel: { id: string } }).channel.id;
  const ideaId = await ideaOf(user.id);
  return { user, client, channelRef, ideaId };
}

async function ideaOf(userId: string): Promise<string> {
  const written = new Date(Date.now() - 10 * DAY_MS);
  const trend = await t.prisma.trend.create({
    data: {
      userId,
      niche: "Pottery",
      title: "Backyard raku firing",
      description: "Raku at home",
      engagement: "High",
      hashtags: ["#raku"],
      createdAt: written,
      ideas: {
        create: [{ hook: "I tried raku firing in a trash can", outline: "Build, fire, reveal", createdAt: written }],
      },
    },
    include: { ideas: true },
  });
  return trend.ideas[0].id;
}

const link = (client: TestClient, ideaId: string, video: string) =>
  client.post(`/api/ideas/${ideaId}/filmed`, { video });
const filmedRows = () => t.prisma.filmedIdea.count();

describe("linking an idea to its video", () => {
  it("suggests the uploads after the idea that share its topic, links a pick, relinks by URL and unlinks", async () => {
    const { client, ideaId } = await creator();
    const res = await client.get(`/api/ideas/${ideaId}/filmed/suggestions`);
    expect(res.status).toBe(200);
    const s = (await res.json()) as FilmedSuggestionsDTO;
    expect([s.channels, s.current]).toEqual([1, null]);
    const suggested = s.videos.filter((v) => v.suggested).map((v) => v.videoId);
    // Published after the idea, with "raku firing" in the title: suggested first.
    expect(suggested).toEqual(expect.arrayContaining(["filmedRaku1", "filmedShort", "longRising"]));
    expect(s.videos.slice(0, suggested.length).every((v) => v.suggested)).toBe(true);
    expect(s.videos.find((v) => v.videoId === "filmedRaku1")!.shared).toContain("raku firing");
    // The outlier on raku firing came before the idea: listed, not suggested.
    const older = s.videos.find((v) => v.videoId === "longOutlier");
    expect(older === undefined || older.suggested === false).toBe(true);

    // A pick sends the upload's id.
    let linked = await link(client, ideaId, "filmedRaku1");
    expect(linked.status).toBe(200);
    const first = ((await linked.json()) as { filmed: FilmedIdeaDTO }).filmed;
    expect(first).toMatchObject({
      ideaId,
      trendTitle: "Backyard raku firing",
      hook: "I tried raku firing in a trash can",
      stored: true,
      video: { videoId: "filmedRaku1", title: "Raku firing with a barrel kiln", format: "long" },
    });
    expect(first.video.url).toBe("https://www.youtube.com/watch?v=filmedRaku1");

    // Linking again replaces: one row per idea.
    linked = await link(client, ideaId, "https://youtube.com/shorts/filmedShort?feature=share");
    expect(linked.status).toBe(200);
    expect(await filmedRows()).toBe(1);
    const list = (await (await client.get("/api/filmed")).json()) as FilmedListDTO;
    expect(list.note).toBe(FILMED_NOTE);
    expect(list.filmed.map((f) => [f.video.videoId, f.video.format])).toEqual([["filmedShort", "short"]]);
    expect((await client.get(`/api/ideas/${ideaId}/filmed/suggestions`)).status).toBe(200);

    const gone = await client.delete(`/api/ideas/${ideaId}/filmed`);
    expect([gone.status, await gone.json()]).toEqual([200, { success: true }]);
    expect(await filmedRows()).toBe(0);
  });

  it.each([
    ["a watch link", "https://www.youtube.com/watch?v=filmedRaku1&t=42s"],
    ["a youtu.be link", "youtu.be/filmedRaku1"],
    ["a mobile link", "https://m.youtube.com/watch?v=filmedRaku1"],
    ["the id", "  filmedRaku1 "],
  ])("links by %s", async (_, typed) => {
    const { client, ideaId } = await creator();
    const res = await link(client, ideaId, typed);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { filmed: FilmedIdeaDTO }).filmed.video.videoId).toBe("filmedRaku1");
  });

  it.each([
    ["a garbage link", "https://example.com/watch?v=filmedRaku1", 400, VIDEO_INPUT_MESSAGES.notVideo],
    ["a channel link", `https://www.youtube.com/channel/${CHANNEL_ID}`, 400, VIDEO_INPUT_MESSAGES.notVideo],
    ["a video of another channel", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", 422, VIDEO_INPUT_MESSAGES.notUpload],
  ])("refuses %s and writes nothing", async (_, typed, status, message) => {
    const { client, ideaId } = await creator();
    const res = await link(client, ideaId, typed);
    expect([res.status, (await res.json()).message]).toEqual([status, message]);
    expect(await filmedRows()).toBe(0);
  });

  it("refuses another creator's upload, and asks for a channel when none is connected", async () => {
    const { client, ideaId } = await creator();
    const other = await createUser(t.prisma);
    const theirs = await t.prisma.creatorChannel.create({
      data: { userId: other.id, channelId: "UCother000000000000000000", title: "Other" },
    });
    const now = new Date();
    await t.prisma.channelVideo.create({
      data: {
        channelRef: theirs.id,
        videoId: "otherVideo1",
        title: "Raku firing elsewhere",
        publishedAt: now,
        format: "long",
        formatBasis: "link",
        views: 10,
        observedAt: now,
      },
    });
    const res = await link(client, ideaId, "otherVideo1");
    expect([res.status, (await res.json()).message]).toEqual([422, VIDEO_INPUT_MESSAGES.notUpload]);
    const loner = await createUser(t.prisma);
    const none = await link(await signInAs(app.client(), loner), await ideaOf(loner.id), "filmedRaku1");
    expect([none.status, (await none.json()).message]).toEqual([422, VIDEO_INPUT_MESSAGES.noChannel]);
    expect(await filmedRows()).toBe(0);
  });

  it("answers 404 for another creator's idea, in every route, and changes nothing", async () => {
    const { client, ideaId } = await creator();
    expect((await link(client, ideaId, "filmedRaku1")).status).toBe(200);
    const before = await t.prisma.filmedIdea.findMany();
    const { client: other } = await creator();
    for (const res of [
      await link(other, ideaId, "filmedRaku1"),
      await other.delete(`/api/ideas/${ideaId}/filmed`),
      await other.get(`/api/ideas/${ideaId}/filmed/suggestions`),
    ]) {
      expect([res.status, (await res.json()).message]).toEqual([404, "Idea not found"]);
    }
    expect(await t.prisma.filmedIdea.findMany()).toEqual(before);
    expect(((await (await other.get("/api/filmed")).json()) as FilmedListDTO).filmed).toEqual([]);
  });

  it("survives the naughty strings in the video field: no 500, no row", async () => {
    const { client, ideaId } = await creator();
    for (const [i, s] of [...BLNS, ...LONE_SURROGATES].entries()) {
      if (i % 25 === 0) await t.prisma.rateLimitBucket.deleteMany({});
      const res = await link(client, ideaId, s);
      expect({ s, refused: res.status >= 400 && res.status < 500 }).toEqual({ s, refused: true });
    }
    expect(await filmedRows()).toBe(0);
  }, 120_000);
});

describe("a filmed video's results", () => {
  it("reads 24 h, 48 h and 7 days from the snapshots, says not yet for 28 days, and projects 28 days", async () => {
    const { client, ideaId, channelRef } = await creator();
    const video = await t.prisma.channelVideo.findFirstOrThrow({ where: { channelRef, videoId: "filmedRaku1" } });
    const at = (days: number) => new Date(video.publishedAt.getTime() + days * DAY_MS);
    await t.prisma.channelVideoSnapshot.createMany({
      data: [
        { videoRef: video.id, observedAt: at(1), views: 9_000 },
        { videoRef: video.id, observedAt: at(2), views: 12_000 },
        { videoRef: video.id, observedAt: at(7), views: 1_000 },
      ],
    });
    expect((await link(client, ideaId, "filmedRaku1")).status).toBe(200);
    const [f] = ((await (await client.get("/api/filmed")).json()) as FilmedListDTO).filmed;
    const m = Object.fromEntries(f.results!.milestones.map((x) => [x.age, x]));
    expect(m["24 h"]).toMatchObject({ views: 9_000, measured: true, verdict: "above" });
    expect(m["24 h"].label).toMatch(/^9,000 views at 24 h — above your usual [\d,]+-[\d,]+$/);
    expect(m["48 h"]).toMatchObject({ views: 12_000, measured: true, verdict: "above" });
    expect(m["7 days"]).toMatchObject({ views: 1_000, measured: true, verdict: "below" });
    expect(m["7 days"].usual!.low).toBeGreaterThan(1_000);
    expect(m["28 days"]).toMatchObject({ verdict: "not_yet", views: null });
    expect(f.results!.latest!.age).toBe("7 days");
    expect(f.results!.projection!.low).toBeGreaterThan(30_000);
    expect(f.results!.projection!.high).toBeGreaterThan(f.results!.projection!.low);
  });

  it("keeps the link and its last results when the upload's row goes, and links it back on a new read", async () => {
    const { client, ideaId, channelRef } = await creator();
    expect((await link(client, ideaId, "filmedRaku1")).status).toBe(200);
    await t.prisma.channelVideo.deleteMany({ where: { channelRef, videoId: "filmedRaku1" } });
    let [f] = ((await (await client.get("/api/filmed")).json()) as FilmedListDTO).filmed;
    expect(f).toMatchObject({ stored: false, video: { title: "Raku firing with a barrel kiln" } });
    expect(f.results!.latest!.age).toBe("7 days");

    expect((await client.post(`/api/channels/${channelRef}/refresh`)).status).toBe(200);
    [f] = ((await (await client.get("/api/filmed")).json()) as FilmedListDTO).filmed;
    expect(f.stored).toBe(true);
  });

  it("blanks the video's title once it has gone unread for YouTube's 30 days, and keeps the link", async () => {
    const { client, ideaId, channelRef } = await creator();
    expect((await link(client, ideaId, "filmedRaku1")).status).toBe(200);
    await t.prisma.channelVideo.deleteMany({ where: { channelRef, videoId: "filmedRaku1" } });
    // Read 31 days ago, not since: the title goes, the link and the app's own results stay.
    await t.prisma.filmedIdea.updateMany({ data: { resultsAt: new Date(Date.now() - 31 * DAY_MS) } });
    await runRetention();
    const [f] = ((await (await client.get("/api/filmed")).json()) as FilmedListDTO).filmed;
    expect(f).toMatchObject({ stored: false, video: { videoId: "filmedRaku1", title: EXPIRED_TITLE } });
    expect((await t.prisma.filmedIdea.findFirstOrThrow()).title).toBe("");
  });

  it("is in the data export and goes with the account", async () => {
    const { client, ideaId, user } = await creator();
    expect((await link(client, ideaId, "filmedRaku1")).status).toBe(200);
    const exported = await (await client.get("/api/gdpr/export")).json();
    expect(exported.filmedIdeas).toHaveLength(1);
    expect(exported.filmedIdeas[0]).toMatchObject({ ideaId, videoId: "filmedRaku1", hook: expect.any(String) });
    const res = await client.fetch("/api/gdpr/delete-account", {
      method: "DELETE",
      json: { confirmDeletion: DELETE_WORD },
    });
    expect(res.status).toBe(200);
    expect(await t.prisma.filmedIdea.count({ where: { userId: user.id } })).toBe(0);
  });
});
