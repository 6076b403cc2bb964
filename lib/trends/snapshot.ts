// The snapshot store: signal items in signal_items (curated seed, CSV imports). Each source is
// read over the WINDOW_DAYS ending at its own latest day, so an import of 2017 data is scored on
// its own time axis. With an empty store (a database that was never seeded) the curated examples
// are built in memory, so the preset niches always have something to show.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { curatedSignalItems } from "./curated-seed";
import { adjacentPresets, type NicheMatcher } from "./core/niche";
import { WINDOW_DAYS } from "./pick";
import { dayNumber } from "./scoring";
import type { SignalItem } from "./core/types";

type Row = [
  string,
  string,
  string,
  string[] | null,
  string,
  number | null,
  string | null,
  number,
  number,
  number,
  string,
];

function toItem(r: Row): SignalItem {
  return {
    source: r[0],
    externalId: r[1],
    title: r[2],
    tags: r[3] ?? [],
    channel: r[4],
    categoryId: r[5],
    niche: r[6],
    views: Number(r[7]) || 0,
    likes: Number(r[8]) || 0,
    comments: Number(r[9]) || 0,
    observedAt: new Date(`${r[10].slice(0, 10)}T00:00:00Z`),
  };
}

/**
 * Rows that may concern the niche: a preset's curated rows and the imports (unlabelled rows); for
 * a custom niche, rows naming its words and the curated rows of the presets it may borrow from.
 * pick.ts decides which of them are the niche's own.
 */
function nicheFilter(matcher: NicheMatcher): Prisma.Sql {
  if (matcher.preset) return Prisma.sql`(s.niche = ${matcher.key} OR s.niche IS NULL)`;
  const words = [...new Set(matcher.terms.flatMap((t) => t.split(" ")))].filter((w) => w.length >= 2).slice(0, 8);
  if (words.length === 0) return Prisma.sql`FALSE`;
  // Words are letters and digits only (niche.ts), so they carry no LIKE wildcards.
  const patterns = words.map((w) => `%${w}%`);
  const lenders = adjacentPresets(matcher);
  return Prisma.sql`(s.niche = ANY(${lenders}::text[])
    OR s.title ILIKE ANY(${patterns}::text[]) OR array_to_string(s.tags, ' ') ILIKE ANY(${patterns}::text[]))`;
}

// One JSON value per query: row-by-row decoding of thousands of rows is the slow part (PGlite).
async function load(filter: Prisma.Sql, now: Date): Promise<{ items: SignalItem[]; hasCurated: boolean }> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db.$queryRaw<{ items: Row[] | null; hasCurated: boolean }[]>`
    WITH latest AS (
      SELECT source, max("observedAt") AS d FROM signal_items WHERE "observedAt" <= ${today}::date GROUP BY source
    )
    SELECT json_agg(json_build_array(s.source, s."externalId", s.title, s.tags, s.channel, s."categoryId", s.niche,
      s.views, s.likes, s.comments, s."observedAt")) AS items,
      EXISTS (SELECT 1 FROM latest WHERE latest.source = 'curated') AS "hasCurated"
    FROM signal_items s JOIN latest ON latest.source = s.source
    WHERE s."observedAt" > latest.d - ${WINDOW_DAYS}::int AND s."observedAt" <= latest.d AND ${filter}`;
  return { items: (rows[0]?.items ?? []).map(toItem), hasCurated: Boolean(rows[0]?.hasCurated) };
}

let memo: { day: number; items: SignalItem[] } | undefined;

/** The curated examples up to today, built in memory (deterministic: the same rows the seed stores). */
export function inMemoryCurated(now: Date): SignalItem[] {
  const day = dayNumber(now);
  if (memo?.day !== day) memo = { day, items: curatedSignalItems(now) };
  return memo.items;
}

/** The snapshot rows a niche's report may use; the in-memory curated examples when the store was never seeded. */
export async function loadSnapshot(matcher: NicheMatcher, now: Date): Promise<SignalItem[]> {
  const { items, hasCurated } = await load(nicheFilter(matcher), now);
  if (hasCurated) return items;
  const lenders = new Set(adjacentPresets(matcher));
  const curated = inMemoryCurated(now).filter((it) =>
    matcher.preset ? it.niche === matcher.key : lenders.has(it.niche ?? "") || matcher.matches(it),
  );
  return [...items, ...curated];
}
