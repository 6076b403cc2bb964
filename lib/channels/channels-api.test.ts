// Connecting a channel and seeing what works for it, over real HTTP against a local YouTube
// stand-in (test/youtube-channel.ts): with a key (handle resolved once, uploads paged, durations),
// without one (the feed's latest 15), and every bad input answered clearly with nothing stored.
import { env } from "@/env";
import type { ChannelInsightsDTO, ChannelListDTO } from "@/lib/channels/types";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { CHANNEL_ID, CHANNEL_TITLE, channelHistory, HANDLE, serveChannel } from "@/test/youtube-channel";
import { runRetention } from "@/lib/compliance/retention";
import { DELETE_WORD } from "@/lib/schemas/gdpr";
import { CHANNEL_INPUT_MESSAGES } from "./input";
import { READ_MESSAGES } from "./read";
import { channelLimitMessage, handleNotFound } from "./service";
import { RATIO_NOTE } from "./types";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = setupYoutubeStandIn({ apiPath: "/youtube/v3" });

beforeEach(async () => {
  yt.reset();
  Object.assign(env, { YOUTUBE_API_KEY: undefined });
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
  await t.prisma.creatorChannel.deleteMany({});
  await t.prisma.youtubeQuotaDay.deleteMany({});
});

async function creator(tier: "free" | "pro" = "free"): Promise<TestClient> {
  return signInAs(app.client(), await createUser(t.prisma, { subscriptionTier: tier }));
}

async function connect(client: TestClient, channel: string) {
  const res = await client.post("/api/channels", { channel });
  return { status: res.status, body: await res.json() };
}

const calls = (path: string) => yt.calls.filter((c) => c.path === path).length;
const storedVideos = () => t.prisma.channelVideo.count();

describe("with a YouTube key", () => {
  beforeEach(() => Object.assign(env, { YOUTUBE_API_KEY: "yt-test-key" }));

  it("resolves a handle once, reads every upload page and shows the outliers and flops per format", async () => {
    const history = channelHistory();
    serveChannel(yt, history, new Date(), 20);
    const client = await creator();
    const { status, body } = await connect(client, HANDLE);
    expect(status).toBe(200);
    expect(body.channel).toMatchObject({
      channelId: CHANNEL_ID,
      handle: HANDLE,
      title: CHANNEL_TITLE,
      readWith: "api",
    });
    expect(body.channel.videos).toEqual({ short: 15, long: 17 });
    // channels.list once (1 unit), 2 pages of 20 of the uploads, videos.list once for the 32 ids.
    expect([calls("/youtube/v3/channels"), calls("/youtube/v3/playlistItems"), calls("/youtube/v3/videos")]).toEqual([
      1, 2, 1,
    ]);
    // Counted on the day's unit ledger, as the creator's own channel.
    const [day] = await t.prisma.youtubeQuotaDay.findMany();
    expect(day.byPurpose).toEqual({ channel: 4 });

    const res = await client.get(`/api/channels/${body.channel.id}`);
    expect(res.status).toBe(200);
    const insights = (await res.json()) as ChannelInsightsDTO;
    // Read a moment ago: not read again.
    expect(calls("/youtube/v3/channels")).toBe(1);
    expect(calls("/youtube/v3/playlistItems")).toBe(2);
    const [short, long] = insights.formats;
    expect(long.outliers.map((v) => [v.videoId, v.label])).toEqual([
      ["longRising", "5.0x your usual at 4 days"],
      ["longOutlier", expect.stringMatching(/^\d\.\dx your usual at 36 days$/)],
    ]);
    expect(long.flops.map((v) => v.videoId)).toEqual(["longFlop01"]);
    expect(short.outliers.map((v) => v.videoId)).toEqual(["shortOutlr"]);
    expect(short.flops.map((v) => v.videoId)).toEqual(["shortFlop1"]);
    const recent = Object.fromEntries([...short.recent, ...long.recent].map((v) => [v.videoId, v]));
    expect(recent.longYoung1.label).toBe("Too early: long videos are compared from 48 hours");
    expect(recent.shortYoung.label).toBe("Too early: Shorts are compared from 24 hours");
    // 150 s but linked /watch in the feed: a long video.
    expect(recent.longEdge01).toMatchObject({ format: "long", formatBasis: "duration+link", verdict: "usual" });
    expect(recent.shortOutlr.url).toBe("https://www.youtube.com/shorts/shortOutlr");
    expect(insights.topics.outliers.map((x) => x.topic)).toContain("raku firing");
    expect(insights.topics.flops.map((x) => x.topic)).toContain("glaze chemistry");
    expect(insights.note).toBe(RATIO_NOTE);

    // "Read again" within 6 hours reads the free feed only: no more units.
    const feeds = calls("/feeds-host/feeds/videos.xml");
    expect((await client.post(`/api/channels/${body.channel.id}/refresh`)).status).toBe(200);
    expect(calls("/feeds-host/feeds/videos.xml")).toBe(feeds + 1);
    expect([calls("/youtube/v3/playlistItems"), calls("/youtube/v3/videos")]).toEqual([2, 1]);
    // The durations stored by the API read still decide the formats.
    expect(await t.prisma.channelVideo.count({ where: { format: "short" } })).toBe(15);
  });

  it("says a handle that doesn't exist, stores nothing", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const { status, body } = await connect(await creator(), "@nosuchpotter");
    expect([status, body.message]).toEqual([422, handleNotFound("@nosuchpotter")]);
    expect(await t.prisma.creatorChannel.count()).toBe(0);
  });

  it("says a channel id no channel has (deleted or private), stores nothing", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const gone = "UCgone000000000000000000";
    const { status, body } = await connect(await creator(), `https://www.youtube.com/channel/${gone}`);
    expect([status, body.message]).toEqual([422, READ_MESSAGES.gone(gone)]);
    expect(await t.prisma.creatorChannel.count()).toBe(0);
  });
});

describe("without a key (the channel feed only)", () => {
  it("connects by URL and judges what the latest 15 uploads allow", async () => {
    const longOnly = channelHistory().filter((u) => u.format === "long");
    serveChannel(yt, longOnly, new Date());
    const client = await creator();
    const { status, body } = await connect(client, `https://www.youtube.com/channel/${CHANNEL_ID}`);
    expect(status).toBe(200);
    expect(body.channel).toMatchObject({ channelId: CHANNEL_ID, handle: null, readWith: "feed" });
    expect(body.channel.videos).toEqual({ short: 0, long: 15 });
    expect(calls("/youtube/v3/channels") + calls("/youtube/v3/playlistItems")).toBe(0);
    const insights = (await (await client.get(`/api/channels/${body.channel.id}`)).json()) as ChannelInsightsDTO;
    const long = insights.formats[1];
    expect(long.outliers.map((v) => v.videoId).sort()).toEqual(["longOutlier", "longRising"]);
    expect(long.outliers.every((v) => v.formatBasis === "link")).toBe(true);
    expect(long.flops.map((v) => v.videoId)).toEqual(["longFlop01"]);
  });

  it("asks for the channel's URL when given a handle", async () => {
    const { status, body } = await connect(await creator(), HANDLE);
    expect([status, body.message]).toEqual([400, CHANNEL_INPUT_MESSAGES.handleNeedsKey]);
    expect(yt.calls).toHaveLength(0);
  });

  it.each([
    ["a video's URL", "https://www.youtube.com/watch?v=ULBuIB9lHkc", CHANNEL_INPUT_MESSAGES.video],
    ["a Short's URL", "https://youtube.com/shorts/ULBuIB9lHkc", CHANNEL_INPUT_MESSAGES.video],
    [
      "a playlist",
      "https://www.youtube.com/playlist?list=PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw",
      CHANNEL_INPUT_MESSAGES.playlist,
    ],
    ["another site", "https://example.com/channel/x", CHANNEL_INPUT_MESSAGES.notYoutube],
  ])("refuses %s before any request", async (_, typed, message) => {
    const { status, body } = await connect(await creator(), typed);
    expect([status, body.message]).toEqual([400, message]);
    expect(yt.calls).toHaveLength(0);
  });

  it("says a feed answering 404 or garbage, and stores nothing", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const unknown = "UCunknown000000000000000";
    let res = await connect(await creator(), unknown);
    expect([res.status, res.body.message]).toEqual([422, READ_MESSAGES.gone(unknown)]);
    yt.on("GET /feeds-host/feeds/videos.xml", () => ({ status: 200, body: "<html><p>Consent</p>" }));
    res = await connect(await creator(), CHANNEL_ID);
    expect([res.status, res.body.message]).toEqual([502, READ_MESSAGES.garbage]);
    expect(await t.prisma.creatorChannel.count()).toBe(0);
  });
});

describe("a connected channel", () => {
  it("keeps its videos when a later read fails, and says why", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const client = await creator();
    const { body } = await connect(client, CHANNEL_ID);
    const before = await storedVideos();
    expect(before).toBe(15);
    yt.on("GET /feeds-host/feeds/videos.xml", () => ({ status: 404, body: "Not Found" }));
    const res = await client.post(`/api/channels/${body.channel.id}/refresh`);
    expect(res.status).toBe(200);
    const insights = (await res.json()) as ChannelInsightsDTO;
    expect(insights.channel.readError).toBe(READ_MESSAGES.gone(CHANNEL_ID));
    expect(await storedVideos()).toBe(before);
  });

  it("is one on the free plan, and another creator's is not found", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const client = await creator("free");
    const { body } = await connect(client, CHANNEL_ID);
    // The same channel again is the same connection, not a second one.
    expect((await connect(client, `youtube.com/channel/${CHANNEL_ID}`)).body.channel.id).toBe(body.channel.id);
    const second = await connect(client, "UCsecond0000000000000000");
    expect([second.status, second.body.message]).toEqual([403, channelLimitMessage("free")]);
    const list = (await (await client.get("/api/channels")).json()) as ChannelListDTO;
    expect([list.channels.length, list.limit, list.apiKey]).toEqual([1, 1, false]);

    const other = await creator("pro");
    expect((await other.get(`/api/channels/${body.channel.id}`)).status).toBe(404);
    expect((await other.delete(`/api/channels/${body.channel.id}`)).status).toBe(404);
    expect((await other.post(`/api/channels/${body.channel.id}/refresh`)).status).toBe(404);
    expect(await t.prisma.creatorChannel.count({ where: { id: body.channel.id } })).toBe(1);

    expect((await client.delete(`/api/channels/${body.channel.id}`)).status).toBe(200);
    expect(await storedVideos()).toBe(0);
  });
});

describe("the creator's data", () => {
  it("is in the data export, goes with the account, and public video data is kept 30 days from its last read", async () => {
    serveChannel(yt, channelHistory(), new Date());
    const client = await creator();
    const { body } = await connect(client, CHANNEL_ID);
    const exported = await (await client.get("/api/gdpr/export")).json();
    expect(exported.youtubeChannels).toHaveLength(1);
    expect(exported.youtubeChannels[0]).toMatchObject({ channelId: CHANNEL_ID, title: CHANNEL_TITLE });
    expect(exported.youtubeChannels[0].videos).toHaveLength(15);
    expect(exported.youtubeChannels[0].videos[0].snapshots).toHaveLength(1);

    // A video not read again for 31 days goes with its snapshots; the rest stays.
    const old = new Date(Date.now() - 31 * DAY_MS);
    await t.prisma.channelVideo.updateMany({ where: { videoId: "shortOrd07" }, data: { observedAt: old } });
    await t.prisma.channelVideoSnapshot.updateMany({
      where: { video: { videoId: "shortOrd06" } },
      data: { observedAt: old },
    });
    const report = await runRetention();
    expect(report.deleted).toMatchObject({ channel_videos: 1, channel_video_snapshots: 1 });
    expect(await storedVideos()).toBe(14);
    expect(await t.prisma.channelVideoSnapshot.count()).toBe(13);

    const res = await client.fetch("/api/gdpr/delete-account", {
      method: "DELETE",
      json: { confirmDeletion: DELETE_WORD },
    });
    expect(res.status).toBe(200);
    expect(await t.prisma.creatorChannel.count({ where: { id: body.channel.id } })).toBe(0);
    expect([await storedVideos(), await t.prisma.channelVideoSnapshot.count()]).toEqual([0, 0]);
  });
});
