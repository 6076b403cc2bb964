// The background pass over rows whose topics another extractor version wrote (or none: a feed's
// re-read marks its row for another extraction). A report extracts such rows itself when it reads
// them, but after a version change that is every row of every niche, on the first report of each:
// the trends cron works through them first, newest first (the rows reports read), in batches and
// within a time budget, and says how many are left; `npm run topics:reextract` runs it to the end.
import "server-only";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { extractTopics, TOPICS_VERSION } from "./extracted";
import { storeTopics } from "./live-store";
import type { SignalItem } from "./core/types";

type Row = {
  nicheKey: string;
  source: string;
  listing: string;
  externalId: string;
  title: string;
  tags: string[];
  channel: string;
  lang: string | null;
  publishedAt: Date;
};

/** Rows needing another extraction: how many are left. */
export async function staleTopicRows(): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM niche_signals WHERE "topicsVersion" <> ${TOPICS_VERSION}`;
  return rows[0]?.n ?? 0;
}

/**
 * Extracts the topics of up to `batch` rows at a time again, newest first, until none is left or
 * `budgetMs` is spent (one batch at least). Each batch starts below the last one (a row whose
 * write-back lost to a refresh is not read again in the same pass), so the pass always ends.
 */
export async function reextractTopics(opts: {
  budgetMs: number;
  batch?: number;
}): Promise<{ done: number; left: number }> {
  const started = Date.now();
  const batch = opts.batch ?? 2_000;
  let done = 0;
  let after: Row | null = null;
  // One batch at least, then as many as the budget allows.
  do {
    const rows: Row[] = await db.$queryRaw<Row[]>`
      SELECT "nicheKey", source, listing, "externalId", title, tags, channel, lang, "publishedAt"
      FROM niche_signals
      WHERE "topicsVersion" <> ${TOPICS_VERSION}
        AND (${after === null} OR ("publishedAt", "nicheKey", source, listing, "externalId") <
          (${(after?.publishedAt ?? new Date(0)).toISOString()}::timestamptz AT TIME ZONE 'UTC', ${after?.nicheKey ?? ""}, ${after?.source ?? ""}, ${after?.listing ?? ""}, ${after?.externalId ?? ""}))
      ORDER BY "publishedAt" DESC, "nicheKey" DESC, source DESC, listing DESC, "externalId" DESC
      LIMIT ${batch}`;
    if (rows.length === 0) break;
    const byNiche = new Map<string, SignalItem[]>();
    for (const r of rows) {
      const item = {
        source: r.source,
        listing: r.listing,
        externalId: r.externalId,
        title: r.title,
        tags: r.tags ?? [],
        channel: r.channel,
        lang: r.lang ?? undefined,
      } as SignalItem;
      item.topics = extractTopics(item);
      byNiche.set(r.nicheKey, [...(byNiche.get(r.nicheKey) ?? []), item]);
    }
    for (const [nicheKey, items] of byNiche) await storeTopics(nicheKey, items);
    done += rows.length;
    after = rows[rows.length - 1];
  } while (Date.now() - started < opts.budgetMs);
  const left = await staleTopicRows();
  if (done > 0) log.info("niche_signal_topics_pass", { done, left, version: TOPICS_VERSION });
  return { done, left };
}
