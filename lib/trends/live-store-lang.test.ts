// niche_signals keeps the language a source declared (a nullable column: rows stored before it
// read as undeclared), so a stored post in another language still names no topic when reread.
import { BLNS } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { loadNicheSignals, storeNicheSignals } from "./live-store";
import type { SignalItem } from "./core/types";

const t = setupTestDatabase();
const NOW = new Date("2026-11-25T12:00:00Z");

function item(id: string, lang?: string): SignalItem {
  const publishedAt = new Date(NOW.getTime() - 3_600_000);
  return {
    source: "mastodon",
    externalId: id,
    title: `Post ${id}`,
    tags: [],
    channel: "@member",
    categoryId: null,
    views: 0,
    likes: 1,
    comments: 0,
    observedAt: publishedAt,
    publishedAt,
    ...(lang !== undefined ? { lang } : {}),
  };
}

const langs = async () =>
  Object.fromEntries((await loadNicheSignals("bookbinding", NOW)).map((i) => [i.externalId, i.lang]));

describe("niche_signals' declared language", () => {
  it("is stored and read back; none stays none; a reread without one keeps the first", async () => {
    await storeNicheSignals("bookbinding", [item("a", "es"), item("b", "en"), item("c")], NOW);
    expect(await langs()).toEqual({ a: "es", b: "en", c: undefined });
    // A channel feed or a client that declares nothing reads the same post again.
    await storeNicheSignals("bookbinding", [item("a"), item("c", "pt-BR")], NOW);
    expect(await langs()).toEqual({ a: "es", b: "en", c: "pt-BR" });
    const rows = await t.prisma.nicheSignal.findMany({ orderBy: { externalId: "asc" } });
    expect(rows.map((r) => r.lang)).toEqual(["es", "en", "pt-BR"]);
  });

  it("stores any naughty string as a language without failing the batch", async () => {
    const items = BLNS.map((s, i) => item(`n${i}`, s));
    expect(await storeNicheSignals("bookbinding", items, NOW)).toBe(items.length);
  });
});
