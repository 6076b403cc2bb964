// Watching competitor channels over real HTTP against the local YouTube stand-in: added like a
// connected channel (URL or id keyless, a handle with a key), read like it (the API part one page),
// their outliers judged against their own usual, shown as evidence on the trends they are close
// to, joining the channel sets of the creator's niches; every bad input answered clearly with
// nothing stored.
import { resolveNiche } from "@/lib/niches";
import { env } from "@/env";
import type { ChannelFitDTO } from "@/lib/channels/fit-service";
import type { ChannelListDTO, WatchedListDTO } from "@/lib/channels/types";
import { DELETE_WORD } from "@/lib/schemas/gdpr";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { BLNS } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { GLAZE_GARAGE_ID, KILN_WORKS_ID, watchedChannels } from "@/test/watched-channels";
import { CHANNEL_ID, channelHistory, serveChannel } from "@/test/youtube-channel";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";
import { watchedLine } from "./competitors";
import { CHANNEL_INPUT_MESSAGES } from "./input";
import { READ_MESSAGES } from "./read";
import { channelLimitMessage, ROLE_TAKEN } from "./service";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = setupYoutubeStandIn({ apiPath: "/youtube/v3" });

beforeEach(async () => {
  yt.reset();
  Object.assign(env, { YOUTUBE_API_KEY: undefined });
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.creatorChannel.deleteMany({});
  await t.prisma.youtubeQuotaDay.deleteMany({});
  await t.prisma.youtubeNicheChannel.deleteMany({});
  serveChannel(yt, channelHistory(), new Date(), 50, watchedChannels());
});

async function creator(tier: "free" | "pro" = "free") {
  const user = await createUser(t.prisma, { subscriptionTier: tier });
  return { user, client: await signInAs(app.client(), user) };
}

async function watch(client: TestClient, channel: string) {
  const res = await client.post("/api/channels/competitors", { channel });
  return { status: res.status, body: await res.json() };
}

const calls = (path: string) => yt.calls.filter((c) => c.path === path).length;

async function trendsFor(userId: string) {
  for (const [title, hashtags] of [
    ["Backyard raku firing", ["#rakufiring"]],
    ["Crystalline glazes", ["#crystallineglaze"]],
    ["Wood firing weekends", ["#woodfiring"]],
    ["Throwing big platters", ["#platters"]],
  ] as const)
    await t.prisma.trend.create({
      data: { userId, niche: "Pottery", title, description: "d", engagement: "High", hashtags: [...hashtags] },
    });
}

describe("watching competitors without a key", () => {
  it("adds them by URL, lists their outliers against their own usual, and apart from the own channels", async () => {
    const { client } = await creator();
    const added = await watch(client, `https://www.youtube.com/channel/${KILN_WORKS_ID}`);
    expect(added.status).toBe(200);
    expect(added.body.channel).toMatchObject({ channelId: KILN_WORKS_ID, title: "Kiln Works", role: "competitor" });
    expect(added.body.channel.videos).toEqual({ short: 0, long: 14 });
    const list = (await (await client.get("/api/channels/competitors")).json()) as WatchedListDTO;
    expect([list.channels.length, list.limit, list.apiKey]).toEqual([1, 5, false]);
    expect(list.channels[0].outliers.map((v) => [v.videoId, v.label])).toEqual([
      ["kwRaku0001", expect.stringMatching(/^\d+(\.\d)?x its usual at 3 days$/)],
      ["kwWood0001", expect.stringMatching(/x its usual at 20 days$/)],
    ]);
    // Not one of the creator's own channels: those stay free to connect.
    const own = (await (await client.get("/api/channels")).json()) as ChannelListDTO;
    expect(own.channels).toEqual([]);
    expect((await client.post("/api/channels", { channel: CHANNEL_ID })).status).toBe(200);
  });

  it("refuses a handle (no key), a video's link, a feed answering 404 or garbage, and stores nothing", async () => {
    const { client } = await creator();
    expect(await watch(client, "@kilnworks")).toMatchObject({
      status: 400,
      body: { message: CHANNEL_INPUT_MESSAGES.handleNeedsKey },
    });
    expect(await watch(client, "https://youtu.be/ULBuIB9lHkc")).toMatchObject({
      status: 400,
      body: { message: CHANNEL_INPUT_MESSAGES.video },
    });
    const unknown = "UCunknown000000000000000";
    expect(await watch(client, unknown)).toMatchObject({ status: 422, body: { message: READ_MESSAGES.gone(unknown) } });
    yt.on("GET /feeds-host/feeds/videos.xml", () => ({ status: 200, body: "<html><p>Consent</p>" }));
    expect(await watch(client, KILN_WORKS_ID)).toMatchObject({ status: 502, body: { message: READ_MESSAGES.garbage } });
    expect(await t.prisma.creatorChannel.count()).toBe(0);
  });

  it("answers every BLNS string with a clear 400, never a 500, and stores nothing", async () => {
    const { client } = await creator();
    const statuses = new Set<number>();
    for (let i = 0; i < BLNS.length; i += 8) {
      await t.prisma.rateLimitBucket.deleteMany({});
      const answers = await Promise.all(BLNS.slice(i, i + 8).map((s) => watch(client, s)));
      for (const a of answers) {
        statuses.add(a.status);
        expect(typeof a.body.message).toBe("string");
      }
    }
    expect([...statuses].sort()).toEqual([400]);
    expect(await t.prisma.creatorChannel.count()).toBe(0);
  }, 120_000);

  it("keeps its own limit by plan, and a channel is either the creator's own or watched", async () => {
    const { user, client } = await creator("free");
    await t.prisma.creatorChannel.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        channelId: `UCseeded${String(i).padStart(16, "0")}`,
        title: `Seeded ${i}`,
        role: "competitor",
      })),
    });
    const full = await watch(client, KILN_WORKS_ID);
    expect([full.status, full.body.message]).toEqual([403, channelLimitMessage("free", "competitor")]);
    // Five watched don't take the one own channel of the free plan.
    expect((await client.post("/api/channels", { channel: CHANNEL_ID })).status).toBe(200);
    await t.prisma.creatorChannel.deleteMany({ where: { userId: user.id, role: "competitor" } });
    expect(await watch(client, CHANNEL_ID)).toMatchObject({ status: 409, body: { message: ROLE_TAKEN.competitor } });
    const kiln = await watch(client, KILN_WORKS_ID);
    const res = await client.post("/api/channels", { channel: KILN_WORKS_ID });
    expect([res.status, (await res.json()).message]).toEqual([409, ROLE_TAKEN.own]);

    const other = await creator("pro");
    expect((await other.client.delete(`/api/channels/${kiln.body.channel.id}`)).status).toBe(404);
    expect((await client.delete(`/api/channels/${kiln.body.channel.id}`)).status).toBe(200);
    expect(await t.prisma.creatorChannel.count({ where: { role: "competitor" } })).toBe(0);
  });
});

describe("their outliers on the trend cards", () => {
  it("names the channels whose outliers of the last 7 days are close to a trend", async () => {
    const { user, client } = await creator();
    await trendsFor(user.id);
    await watch(client, KILN_WORKS_ID);
    await watch(client, GLAZE_GARAGE_ID);
    const fit = (await (await client.get("/api/channels/fit?niche=Pottery")).json()) as ChannelFitDTO;
    // No own channel: no fit, the evidence all the same.
    expect([fit.channel, fit.fits]).toEqual([null, []]);
    const titles = new Map((await t.prisma.trend.findMany()).map((tr) => [tr.id, tr.title]));
    const byTitle: Record<string, ChannelFitDTO["watched"][number]> = Object.fromEntries(
      fit.watched.map((w) => [titles.get(w.trendId) ?? w.trendId, w]),
    );
    expect(Object.keys(byTitle).sort()).toEqual(["Backyard raku firing", "Crystalline glazes"]);
    expect(byTitle["Backyard raku firing"].line).toBe("2 channels you watch had an outlier on this in the last 7 days");
    expect(byTitle["Backyard raku firing"].channels.map((c) => [c.title, c.videos.map((v) => v.videoId)])).toEqual([
      ["Kiln Works", ["kwRaku0001"]],
      ["Glaze Garage", ["ggRaku0001"]],
    ]);
    expect(byTitle["Crystalline glazes"].line).toBe(watchedLine(1));
    expect(watchedLine(1)).toBe("1 channel you watch had an outlier on this in the last 7 days");
  });
});

describe("the niche's channel set", () => {
  it("takes in the creator's own and watched channels for the niches they follow and asked for", async () => {
    const { user, client } = await creator();
    await trendsFor(user.id);
    await t.prisma.nicheFollow.create({
      data: { userId: user.id, nicheKey: "ceramics glaze", niche: "Ceramics glaze" },
    });
    await client.post("/api/channels", { channel: CHANNEL_ID });
    await watch(client, KILN_WORKS_ID);
    const rows = await t.prisma.youtubeNicheChannel.findMany({ orderBy: [{ nicheKey: "asc" }, { channelId: "asc" }] });
    const keys = [nicheMatcher(resolveNiche("Pottery")).key, nicheMatcher(resolveNiche("Ceramics glaze")).key].sort();
    expect(rows.map((r) => [r.nicheKey, r.channelId, r.ranked])).toEqual(
      keys.flatMap((k) => [
        [k, KILN_WORKS_ID, 0],
        [k, CHANNEL_ID, 0],
      ]),
    );
    // The feeds read them like a search's channels: never read, first in the rotation.
    expect(rows.every((r) => r.lastReadAt === null)).toBe(true);
  });
});

describe("with a key", () => {
  it("reads a watched channel's latest 50 uploads: 2 units on the channel share", async () => {
    Object.assign(env, { YOUTUBE_API_KEY: "yt-test-key" });
    const { client } = await creator();
    const added = await watch(client, "@glazegarage");
    expect(added.status).toBe(200);
    expect(added.body.channel).toMatchObject({ channelId: GLAZE_GARAGE_ID, handle: "@glazegarage", readWith: "api" });
    expect([calls("/youtube/v3/channels"), calls("/youtube/v3/playlistItems"), calls("/youtube/v3/videos")]).toEqual([
      1, 1, 1,
    ]);
    const [day] = await t.prisma.youtubeQuotaDay.findMany();
    expect(day.byPurpose).toEqual({ channel: 3 });
  });
});

describe("the creator's data", () => {
  it("lists the watched channels in the export, and they go with the account", async () => {
    const { client } = await creator();
    await watch(client, KILN_WORKS_ID);
    const exported = await (await client.get("/api/gdpr/export")).json();
    expect(exported.youtubeChannels).toEqual([
      expect.objectContaining({ channelId: KILN_WORKS_ID, role: "competitor", videos: expect.any(Array) }),
    ]);
    const res = await client.fetch("/api/gdpr/delete-account", {
      method: "DELETE",
      json: { confirmDeletion: DELETE_WORD },
    });
    expect(res.status).toBe(200);
    expect([await t.prisma.creatorChannel.count(), await t.prisma.channelVideo.count()]).toEqual([0, 0]);
  });
});
