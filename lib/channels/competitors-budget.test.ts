// The creators' channel reads hold the unit plan: a simulated day of creators, each with their own
// channel and five watched competitors, read every 6 hours with a key against the local stand-in
// (real HTTP, real ledger), never spends more than the channel share (7% of the day), on top of
// the niches' shares spent to their caps never passes the day's units, the stand-in's count of
// what it was asked agrees with the ledger, and past the share every read still succeeds from the
// free feed.
import { env } from "@/env";
import { db } from "@/lib/db";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { channelHistory, serveChannel, type FixtureChannel } from "@/test/youtube-channel";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";
import { purposeCap, quotaDay, unitsOfDay } from "@/lib/trends/sources/youtube/units";
import { YOUTUBE_LIMIT } from "@/lib/trends/sources/youtube/client";
import { YOUTUBE_FEEDS_LIMIT } from "@/lib/trends/sources/youtube/feed";
import { refreshChannel } from "./service";

const t = setupTestDatabase();
const yt = setupYoutubeStandIn({ apiPath: "/youtube/v3", key: "yt-test-key" });
const DAILY = 2_000;
const CREATORS = 20;
const WATCHED = 5;
const limits = [YOUTUBE_LIMIT, YOUTUBE_FEEDS_LIMIT].map((l) => ({ ...l }));

beforeAll(() => {
  Object.assign(env, { YOUTUBE_DAILY_UNITS: DAILY });
  // A day compressed into a minute: the per-minute request limits are not what is measured here.
  for (const l of [YOUTUBE_LIMIT, YOUTUBE_FEEDS_LIMIT]) Object.assign(l, { requests: 1_000_000 });
});
afterAll(() => {
  Object.assign(env, { YOUTUBE_DAILY_UNITS: 10_000 });
  Object.assign(YOUTUBE_LIMIT, limits[0]);
  Object.assign(YOUTUBE_FEEDS_LIMIT, limits[1]);
});

const idOf = (i: number) => `UCsim${String(i).padStart(19, "0")}`;

/** A channel per creator and role, each with its own uploads (the history, ids made its own). */
function channels(): FixtureChannel[] {
  return Array.from({ length: CREATORS * (1 + WATCHED) }, (_, i) => ({
    channelId: idOf(i),
    title: `Channel ${i}`,
    handle: `@sim${i}`,
    uploads: channelHistory().map((u) => ({ ...u, id: `${u.id.slice(0, 7)}${i}`.padEnd(11, "x") })),
  }));
}

it("keeps a day of channel reads within the channel share and the day, the feed reading on past it", async () => {
  const start = new Date();
  serveChannel(yt, [], start, 50, channels());
  // The niches spent their whole shares today: only the channel share (and the probe's) is left.
  const { day } = quotaDay(start);
  const niches = purposeCap("search", DAILY) + purposeCap("views", DAILY);
  await db.youtubeQuotaDay.create({
    data: {
      day,
      used: niches,
      byPurpose: { search: purposeCap("search", DAILY), views: purposeCap("views", DAILY) },
      calls: {},
    },
  });
  const rows = [];
  for (let c = 0; c < CREATORS; c++) {
    const user = await createUser(t.prisma);
    for (let k = 0; k <= WATCHED; k++) {
      const i = c * (1 + WATCHED) + k;
      rows.push(
        await t.prisma.creatorChannel.create({
          data: { userId: user.id, channelId: idOf(i), title: `Channel ${i}`, role: k === 0 ? "own" : "competitor" },
        }),
      );
    }
  }
  const failed: string[] = [];
  for (let round = 0; round < 4; round++) {
    const now = new Date(start.getTime() + round * 6 * 3_600_000 + 60_000);
    for (let b = 0; b < rows.length; b += 8)
      await Promise.all(
        rows.slice(b, b + 8).map(async (row) => {
          const fresh = await t.prisma.creatorChannel.findUniqueOrThrow({ where: { id: row.id } });
          const read = await refreshChannel(fresh, now);
          if (read.readError) failed.push(read.readError);
        }),
      );
  }
  const ledger = await unitsOfDay(start);
  const asked = yt.calls.filter((c) => c.path.startsWith("/youtube/v3/")).length;
  expect(failed).toEqual([]);
  // Each call is one unit: what the stand-in was asked is what the channel share holds.
  expect(ledger.byPurpose.channel).toBe(asked);
  expect(ledger.byPurpose.channel).toBeLessThanOrEqual(purposeCap("channel", DAILY));
  expect(ledger.used).toBeLessThanOrEqual(DAILY);
  // The share was the limit (a full round asks more than it), and the feeds read every channel every round.
  expect(ledger.byPurpose.channel).toBeGreaterThan(purposeCap("channel", DAILY) - 4);
  expect(yt.calls.filter((c) => c.path === "/feeds-host/feeds/videos.xml")).toHaveLength(rows.length * 4);
  // Every channel has its videos, read with the API or from the feed alone.
  const stored = await t.prisma.channelVideo.groupBy({ by: ["channelRef"], _count: { _all: true } });
  expect(stored).toHaveLength(rows.length);
}, 600_000);
