// Unusable trending files get one clear line naming the file, from the reader both command-line
// tools use, and `npm run import:trending` prints just that line (no stack trace) and stops.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readTrendingFile } from "./trending-file";

const CSV = path.resolve(process.cwd(), "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");
const dir = mkdtempSync(path.join(tmpdir(), "trending-file-"));
const file = (name: string, body: string | Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, body);
  return p;
};
const HEADER_2020 =
  "video_id,title,publishedAt,channelId,channelTitle,categoryId,trending_date,tags,view_count,likes,dislikes,comment_count,thumbnail_link,comments_disabled,ratings_disabled,description";

describe("readTrendingFile", () => {
  it("reads the layout from 2020 on", () => {
    const f = file(
      "US_youtube_trending_data.csv",
      `${HEADER_2020}\n` +
        'Iz3e6qB1Ztk,Garden Tour 2020,2020-08-11T16:34:06Z,UCx,Plant Place,26,2020-08-12T00:00:00Z,garden|"house plants",1514614,156908,5855,35313,https://i.ytimg.com/vi/x/default.jpg,False,False,"line one\nline two"\n' +
        "J78aPJ3VyNs,No tags,2020-08-11T17:00:01Z,UCy,Someone,24,2020-08-13T00:00:00Z,[None],1000,10,1,2,x,False,False,\n",
    );
    const { name, items, rows } = readTrendingFile(f);
    expect(name).toBe("US_youtube_trending_data.csv");
    expect(rows).toBe(2);
    expect(items[0]).toEqual({
      source: "import:US_youtube_trending_data.csv",
      externalId: "Iz3e6qB1Ztk",
      title: "Garden Tour 2020",
      tags: ["garden", "house plants"],
      channel: "Plant Place",
      categoryId: 26,
      views: 1514614,
      likes: 156908,
      comments: 35313,
      observedAt: new Date(Date.UTC(2020, 7, 12)),
      niche: null,
    });
    expect(items[1]).toMatchObject({ tags: [], observedAt: new Date(Date.UTC(2020, 7, 13)) });
  });

  it("names what is wrong with a file it cannot use, in one line", () => {
    const problems: [string, string | Buffer, string][] = [
      ["empty.csv", "", "empty.csv: the file is empty"],
      ["blank.csv", "\n\n  \n", "blank.csv: the file is empty"],
      [
        "archive.zip",
        Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0]),
        "archive.zip: a zip archive, not a CSV: unzip it and pass the CSV inside",
      ],
      [
        "US.csv.gz",
        gzipSync("video_id,title\n"),
        "US.csv.gz: a gzip archive, not a CSV: gunzip it and pass the CSV inside",
      ],
      [
        "image.csv",
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0xff, 0xfe]),
        "image.csv: binary data, not a CSV text file (a CSV export in UTF-8 is needed)",
      ],
      ["header.csv", `${HEADER_2020}\n`, "header.csv: a header and no rows"],
      [
        "dates.csv",
        `${HEADER_2020}\nabc,Title,x,y,Chan,1,last tuesday,,5,1,0,0,,,,\n`,
        'dates.csv: none of its 1 rows has a video id and a trending date in a known form ("13.09", "17.14.11" or "2020-08-12T00:00:00Z")',
      ],
      [
        "people.csv",
        "name,age\nann,3\n",
        'people.csv: not a YouTube trending CSV: no video_id, no title, no channel_title or channelTitle, no views or view_count, no date or trending_date column (its first line reads "name,age")',
      ],
    ];
    for (const [name, body, message] of problems) expect(() => readTrendingFile(file(name, body))).toThrow(message);
    expect(() => readTrendingFile(path.join(dir, "missing.csv"))).toThrow("missing.csv: cannot be read (no such file)");
    expect(() => readTrendingFile(dir)).toThrow(`${path.basename(dir)}: cannot be read (a folder, not a file)`);
  });

  it("keeps the whole rows of a file cut off mid-row and skips the cut one", () => {
    const text = readFileSync(CSV, "utf8");
    const lines = text.split("\n");
    // Cut inside a quoted title of the 11th row: that row is unusable, the ten before it stand.
    const cut = lines.slice(0, 11).join("\n") + "\n" + lines[11].slice(0, lines[11].indexOf('"') + 5);
    const { items, rows } = readTrendingFile(file("cut.csv", cut));
    expect(items).toHaveLength(10);
    expect(rows).toBe(11);
  });
});

it("npm run import:trending prints one line and stops on an unusable file, storing nothing", () => {
  const run = spawnSync("npx", ["tsx", "scripts/import-trending.ts", file("other.csv", "name,age\nann,3\n")], {
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" },
  });
  expect(run.status).toBe(2);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toEqual([
    'other.csv: not a YouTube trending CSV: no video_id, no title, no channel_title or channelTitle, no views or view_count, no date or trending_date column (its first line reads "name,age")',
  ]);
}, 90_000);
