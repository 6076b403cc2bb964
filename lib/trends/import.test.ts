// `npm run import:trending`'s loader: both Kaggle layouts into signal_items, idempotently.
import { setupTestDatabase } from "@/test/db";
import { importTrendingCsv } from "./import";

const t = setupTestDatabase();

const LAYOUT_2017 = [
  "\uFEFFvideo_id,title,channel_title,category_id,tags,views,likes,dislikes,comment_total,thumbnail_link,date",
  'aaa111,"Halloween makeup, three ways",Glow Lab,26,halloween makeup|"makeup"|halloween,120000,5400,30,410,https://i.ytimg.com/vi/aaa111/default.jpg,13.10',
  'bbb222,"Pumpkin carving ""hacks""",Home Bench,26,[none],9000,300,2,20,https://i.ytimg.com/vi/bbb222/default.jpg,14.10',
  'aaa111,"Halloween makeup, three ways",Glow Lab,26,halloween makeup,150000,6100,31,480,https://i.ytimg.com/vi/aaa111/default.jpg,14.10',
].join("\n");

const LAYOUT_LATER = [
  "video_id,trending_date,title,channel_title,category_id,publish_time,tags,views,likes,dislikes,comment_count,thumbnail_link,comments_disabled,ratings_disabled,video_error_or_removed,description",
  'ccc333,18.01.06,Switch 2 first look,Pixel Pit,20,2018-05-30T16:00:00.000Z,"switch|nintendo",500000,20000,100,3000,https://x/y.jpg,False,False,False,"multi\nline"',
  "ddd444,18.02.06,Removed video,Gone,20,2018-05-30T16:00:00.000Z,tag,10,1,0,0,https://x/y.jpg,False,False,True,",
].join("\r\n");

describe("importTrendingCsv", () => {
  it("loads the 2017 layout (date DD.MM) and counts what it added", async () => {
    const s = await importTrendingCsv(t.prisma, LAYOUT_2017, "/data/US_sample.csv");
    expect(s).toEqual({
      file: "US_sample.csv",
      source: "import:US_sample.csv",
      items: 3,
      inserted: 3,
      duplicates: 0,
      videos: 2,
      days: 2,
      first: "2017-10-13",
      last: "2017-10-14",
    });
    const rows = await t.prisma.signalItem.findMany({
      where: { source: "import:US_sample.csv" },
      orderBy: [{ observedAt: "asc" }, { externalId: "asc" }],
    });
    expect(rows[0]).toMatchObject({
      externalId: "aaa111",
      title: "Halloween makeup, three ways",
      channel: "Glow Lab",
      categoryId: 26,
      niche: null,
      views: 120000n,
      likes: 5400n,
      comments: 410n,
    });
    expect(rows[0].tags).toEqual(["halloween makeup", "makeup", "halloween"]);
    expect(rows.find((r) => r.externalId === "bbb222")).toMatchObject({ title: 'Pumpkin carving "hacks"', tags: [] });
    // A second run adds nothing.
    expect(await importTrendingCsv(t.prisma, LAYOUT_2017, "US_sample.csv")).toMatchObject({
      inserted: 0,
      duplicates: 3,
    });
  });

  it("loads the later layout (trending_date YY.DD.MM) and skips removed videos", async () => {
    const s = await importTrendingCsv(t.prisma, LAYOUT_LATER, "GB_videos.csv");
    expect(s).toMatchObject({ items: 1, inserted: 1, first: "2018-06-01", last: "2018-06-01" });
    expect(await t.prisma.signalItem.findFirst({ where: { source: "import:GB_videos.csv" } })).toMatchObject({
      externalId: "ccc333",
      comments: 3000n,
      tags: ["switch", "nintendo"],
    });
  });

  it("refuses a file that is not a trending CSV", async () => {
    await expect(importTrendingCsv(t.prisma, "a,b\n1,2", "other.csv")).rejects.toThrow(/not a YouTube trending CSV/);
  });
});
