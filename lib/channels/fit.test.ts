// Trends ordered by fit to the made-up channel (test/youtube-channel.ts), over real HTTP: the
// trend close to its outliers first, naming them; the one close to its flops last; new ground in
// between, said so.
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { channelHistory, HANDLE, serveChannel } from "@/test/youtube-channel";
import type { ChannelFitDTO } from "./fit-service";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = setupYoutubeStandIn({ apiPath: "/youtube/v3", key: "yt-test-key" });

const TRENDS = [
  { title: "Glaze Chemistry Myths", hashtags: ["#glazechemistry"] },
  { title: "Cold Brew Coffee Art", hashtags: ["#coldbrew"] },
  { title: "Wheel Throwing Speed Runs", hashtags: ["#wheelthrowing"] },
  { title: "Raku Firing Tricks", hashtags: ["#rakufiring"] },
];

it("orders a report's trends by fit to the connected channel and says why", async () => {
  serveChannel(yt, channelHistory(), new Date());
  const user = await createUser(t.prisma);
  const client = await signInAs(app.client(), user);
  // No channel yet: nothing to order by.
  let res = await client.get("/api/channels/fit?niche=Pottery");
  expect(await res.json()).toEqual({ channel: null, fits: [], watched: [] });

  expect((await client.post("/api/channels", { channel: HANDLE })).status).toBe(200);
  const ids: Record<string, string> = {};
  for (const tr of TRENDS) {
    const row = await t.prisma.trend.create({
      data: { userId: user.id, niche: "Pottery", description: "", engagement: "", ...tr },
    });
    ids[row.id] = tr.title;
  }
  res = await client.get("/api/channels/fit?niche=pottery");
  expect(res.status).toBe(200);
  const fit = (await res.json()) as ChannelFitDTO;
  expect(fit.channel?.title).toBe("Pottery Lab");
  const ordered = [...fit.fits].sort((a, b) => b.score - a.score);
  expect(ordered.map((f) => ids[f.trendId])).toEqual([
    "Raku Firing Tricks",
    "Wheel Throwing Speed Runs",
    "Cold Brew Coffee Art",
    "Glaze Chemistry Myths",
  ]);
  const [raku, wheel, coffee, glaze] = ordered;
  expect(raku.closest[0].videoId).toBe("longRising");
  expect(raku.closest.map((v) => v.videoId).sort()).toEqual(["longOutlier", "longRising", "shortOutlr"]);
  expect(raku.reason).toMatch(
    /^Close to what works for you: "Raku firing mistakes to avoid" \(5\.0x your usual at 4 days\), /,
  );
  expect(wheel.reason).toMatch(/^Close to your videos: "Throwing a mug on the wheel part \d+"/);
  expect(coffee).toMatchObject({ score: 0, closest: [] });
  expect(coffee.reason).toBe("New ground for your channel: none of your videos is on this topic yet.");
  expect(glaze.score).toBeLessThan(0);
  expect(glaze.reason).toMatch(/^Close to videos that did below your usual: "Glaze chemistry/);

  // Another creator's trends are not theirs to rank.
  const other = await signInAs(app.client(), await createUser(t.prisma));
  expect(await (await other.get("/api/channels/fit?niche=Pottery")).json()).toEqual({
    channel: null,
    fits: [],
    watched: [],
  });
});
