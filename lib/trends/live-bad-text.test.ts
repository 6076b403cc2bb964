// Text from the outside world that Postgres refuses (a NUL, half of an emoji cut at the title
// limit) costs at most its own item, and a source's failure reaches users as a short public reason,
// never the raw provider or database error. Over real HTTP against the live-source stand-in; run
// with TEST_DATABASE_URL for the PostgreSQL server path.
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { HttpResponse } from "@/test/http-stub";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { setupTrendSourcesStub } from "@/test/trend-sources-stub";
import { storeNicheSignals } from "./live-store";
import { clip, storableText } from "./sources/types";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = setupTrendSourcesStub({ clear: t });

const EMOJI = "\u{1F3FA}"; // two UTF-16 units
// 299 units of text, then the emoji: the old cut at 300 units kept only its first half.
const SPLIT_TITLE = `Pottery glaze ${"x".repeat(299 - 14)}${EMOJI} tail`;
const NUL_TITLE = "Pottery wheel\u0000 throwing for beginners";

async function generate(client: TestClient, niche: string): Promise<GenerateTrendsResponseDTO> {
  const res = await client.post("/api/trends/generate", { niche });
  expect(res.status).toBe(200);
  return res.json();
}

/** Hacker News answers with good stories plus the two that Postgres would refuse. */
function hackerNewsWith(titles: string[]) {
  stub.on("GET /hackernews/api/v1/search_by_date", () =>
    HttpResponse.json({
      hits: titles.map((title, i) => ({
        title,
        url: `https://blog.example.com/${i}`,
        author: `hn_${i}`,
        points: 10 + i,
        num_comments: i,
        objectID: String(41_000_000 + i),
        created_at: new Date(Date.now() - i * 3_600_000).toISOString(),
      })),
    }),
  );
}

describe("source text Postgres refuses", () => {
  it("clip and storableText cut by code points and drop NUL and lone surrogates", () => {
    expect(SPLIT_TITLE.slice(0, 300).at(-1)).toBe("\uD83C");
    const cut = clip(SPLIT_TITLE, 300);
    // The emoji is the 300th code point: kept whole, where the old cut left half of it.
    expect([...cut]).toHaveLength(300);
    expect(cut.endsWith(`x${EMOJI}`)).toBe(true);
    expect(clip(SPLIT_TITLE, 299).endsWith("x")).toBe(true);
    expect(clip(`${"a".repeat(298)}${EMOJI}b`, 300)).toBe(`${"a".repeat(298)}${EMOJI}b`);
    expect(clip(NUL_TITLE, 300)).toBe("Pottery wheel throwing for beginners");
    expect(storableText("a\uDC00b\uD800", 10)).toBe("ab");
    expect(storableText(`${EMOJI}${EMOJI}`, 1)).toBe(EMOJI);
  });

  it("a failing source shows users a short public reason; the admin keeps the detail", async () => {
    stub.fail("hackernews", "junk");
    stub.fail("googlenews", "429");
    const { client } = await signedIn();
    const body = await generate(client, "personal finance");
    const byName = Object.fromEntries(body.meta.sources.map((s) => [s.name, s]));
    expect(byName.hackernews).toMatchObject({ ok: false, error: "couldn't be read just now" });
    expect(byName.googlenews).toMatchObject({ ok: false, error: "asked to slow down" });
    expect(JSON.stringify(body.meta)).not.toMatch(/parse failure|HTTP 429|Retry-After|prisma|Code:/i);
    const status = await t.prisma.apiSourceStatus.findUnique({ where: { source: "hackernews" } });
    expect(status?.errorMessage).toMatch(/^parse failure: not JSON/);
  });
  it("the store itself sanitises what an adapter let through, item by item", async () => {
    const at = new Date();
    const item = (externalId: string, title: string) => ({
      source: "hackernews",
      externalId,
      title,
      tags: ["tag\u0000"],
      channel: "chan\uD800",
      views: 1,
      likes: 0,
      comments: 0,
      categoryId: null,
      niche: "pottery",
      observedAt: at,
      publishedAt: at,
    });
    const stored = await storeNicheSignals(
      "pottery",
      [item("a", SPLIT_TITLE.slice(0, 300)), item("b", NUL_TITLE), item("c", "Pottery plain")],
      at,
    );
    expect(stored).toBe(3);
    const rows = await t.prisma.nicheSignal.findMany({ orderBy: { externalId: "asc" } });
    expect(rows.map((r) => [r.externalId, r.title.length, r.tags, r.channel])).toEqual([
      ["a", 299, ["tag"], "chan"],
      ["b", NUL_TITLE.length - 1, ["tag"], "chan"],
      ["c", 13, ["tag"], "chan"],
    ]);
  });

  it("a row the database still refuses costs only itself", async () => {
    const at = new Date();
    const item = (externalId: string, views: number) => ({
      source: "hackernews",
      externalId,
      title: `Pottery ${externalId}`,
      tags: [],
      channel: "c",
      views,
      likes: 0,
      comments: 0,
      categoryId: null,
      niche: "pottery",
      observedAt: at,
      publishedAt: at,
    });
    // A count that isn't a number goes in as NULL, which the column refuses: the batch fails.
    const stored = await storeNicheSignals("pottery", [item("x", 1), item("y", NaN), item("z", 2)], at);
    expect(stored).toBe(2);
    expect((await t.prisma.nicheSignal.findMany({ orderBy: { externalId: "asc" } })).map((r) => r.externalId)).toEqual([
      "x",
      "z",
    ]);
  });

  // Last: it replaces the stand-in's Hacker News answer for the rest of the file.
  it("a batch with a split emoji and a NUL stores every item", async () => {
    const good = ["Pottery kiln firing schedule", "Pottery studio tour", "Pottery trimming tools"];
    hackerNewsWith([...good, SPLIT_TITLE, NUL_TITLE]);
    const { client } = await signedIn();
    const body = await generate(client, "pottery");
    expect(body.meta.sources.find((s) => s.name === "hackernews")).toMatchObject({ ok: true, items: 5 });
    const titles = (await t.prisma.nicheSignal.findMany({ where: { source: "hackernews" } })).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining([...good, "Pottery wheel throwing for beginners"]));
    expect(titles.find((x) => x.startsWith("Pottery glaze"))).toBe(clip(SPLIT_TITLE, 300));
  });
});

async function signedIn() {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  return { user, client: await signInAs(app.client(), user) };
}
