// niche_signals: what the live sources found for each niche, shared by all its users. A refresh
// upserts (the same post read again keeps one row with its newest counts); reports read the
// window the scoring engine uses.
import "server-only";
import { db } from "@/lib/db";
import { YOUTUBE_KEEP_DAYS } from "@/lib/compliance/policy";
import { log } from "@/lib/log";
import { DAY_MS, daysBefore } from "@/lib/time";
import { storableText } from "./sources/types";
import { extractTopics, fromStored, type StoredTopics, toStored, TOPICS_VERSION } from "./extracted";
import { WINDOW_DAYS } from "./pick";
import { type ExtractedTopics, mentionWeight, type SignalItem } from "./core/types";

/**
 * Kept this long for later baselines, then swept by the refresh cron; YouTube's rows go sooner,
 * once they have not been read again from YouTube within its keeping limit.
 */
export const NICHE_SIGNAL_RETENTION_DAYS = 60;
const YOUTUBE_SOURCES = ["youtube", "youtube-feed"];

const iso = (d: Date) => d.toISOString();

type StoredRow = {
  source: string;
  externalId: string;
  title: string;
  tags: string[];
  channel: string;
  via: string;
  listing: string;
  url: string | null;
  views: number;
  likes: number;
  comments: number;
  publishedAt: string;
  weight: number;
  lang: string | null;
  topics: StoredTopics;
};

/** One row as Postgres will take it: every text through the same sanitiser, its topics read from that text. */
function storedRow(it: SignalItem): StoredRow {
  const row = {
    source: storableText(it.source, 40),
    externalId: storableText(it.externalId, 200),
    title: storableText(it.title, 300),
    tags: it.tags.slice(0, 30).map((t) => storableText(t, 80)),
    channel: storableText(it.channel, 120),
    via: storableText(it.via ?? "", 120),
    listing: storableText(it.listing ?? "", 40),
    url: it.url ? storableText(it.url, 500) : null,
    views: Math.max(0, Math.round(it.views)),
    likes: Math.max(0, Math.round(it.likes)),
    comments: Math.max(0, Math.round(it.comments)),
    publishedAt: iso(it.publishedAt ?? it.observedAt),
    weight: mentionWeight(it),
    lang: it.lang ? storableText(it.lang, 35) : null,
  };
  return { ...row, topics: toStored(extractTopics({ ...row, lang: row.lang ?? undefined })) };
}

function upsert(nicheKey: string, rows: StoredRow[], fetchedAt: Date): Promise<number> {
  // Timestamps go in as UTC text cast to timestamp: the columns hold UTC wall time. A channel
  // feed has no tags and no language: reading a video from it again keeps what videos.list brought,
  // and then the topics extracted without them are not its topics: the row is marked for another
  // extraction (version 0), done when next read.
  return db.$executeRaw`
    INSERT INTO niche_signals ("nicheKey", source, listing, "externalId", title, tags, channel, via, url, views, likes, comments, "publishedAt", "fetchedAt", weight, lang, topics, "topicsVersion")
    SELECT ${nicheKey}, x.source, x.listing, x."externalId", x.title, x.tags, x.channel, x.via, x.url, x.views, x.likes, x.comments,
      x."publishedAt"::timestamptz AT TIME ZONE 'UTC', ${iso(fetchedAt)}::timestamptz AT TIME ZONE 'UTC', x.weight, x.lang, x.topics, ${TOPICS_VERSION}
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(source text, listing text, "externalId" text, title text, tags text[], channel text,
      via text, url text, views bigint, likes bigint, comments bigint, "publishedAt" text, weight float8, lang text, topics jsonb)
    ON CONFLICT ("nicheKey", source, listing, "externalId") DO UPDATE SET
      title = EXCLUDED.title, views = GREATEST(niche_signals.views, EXCLUDED.views),
      tags = CASE WHEN cardinality(EXCLUDED.tags) > 0 THEN EXCLUDED.tags ELSE niche_signals.tags END,
      likes = EXCLUDED.likes, comments = EXCLUDED.comments, "fetchedAt" = EXCLUDED."fetchedAt", weight = EXCLUDED.weight,
      lang = COALESCE(EXCLUDED.lang, niche_signals.lang), topics = EXCLUDED.topics,
      "topicsVersion" = CASE WHEN (cardinality(EXCLUDED.tags) = 0 AND cardinality(niche_signals.tags) > 0)
        OR (EXCLUDED.lang IS NULL AND niche_signals.lang IS NOT NULL) THEN 0 ELSE EXCLUDED."topicsVersion" END`;
}

/**
 * Upserts the items fetched for a niche; returns how many rows were written. One statement for
 * the batch; should the database still refuse it, item by item, so one bad item costs only itself.
 */
export async function storeNicheSignals(nicheKey: string, items: SignalItem[], fetchedAt: Date): Promise<number> {
  if (items.length === 0) return 0;
  const rows = items.map(storedRow);
  // One item per key: the same post can come back from two listings of one round.
  const unique = [...new Map(rows.map((r) => [`${r.source}|${r.listing}|${r.externalId}`, r])).values()];
  try {
    return await upsert(nicheKey, unique, fetchedAt);
  } catch (err) {
    log.warn("niche_signals_batch_failed", { niche: nicheKey, items: unique.length, error: errorText(err) });
  }
  let stored = 0;
  for (const row of unique) {
    try {
      stored += await upsert(nicheKey, [row], fetchedAt);
    } catch (err) {
      log.warn("niche_signal_skipped", {
        niche: nicheKey,
        source: row.source,
        id: row.externalId,
        error: errorText(err),
      });
    }
  }
  return stored;
}

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 300);

type Row = [
  string,
  string,
  string,
  string[] | null,
  string,
  string,
  string | null,
  number,
  number,
  number,
  string,
  string,
  number,
  string | null,
  string | null,
];

/**
 * The niche's live items over the scoring window, as signal items with their stored topics (one
 * JSON value: fast on PGlite). Rows whose topics an older extractor wrote, or none, are extracted
 * now and their topics written back, so the next read (on any server) finds them current.
 *
 * Topics come as their stored text and are read once per distinct text: the same words posted
 * again (a video read daily, a crosspost, a stock question) share one value, as they do when
 * extracted in memory (text.ts), and scoring's own per-value memos then work once for all of them.
 */
export async function loadNicheSignals(nicheKey: string, now: Date): Promise<SignalItem[]> {
  const since = new Date(now.getTime() - (WINDOW_DAYS + 1) * DAY_MS);
  const rows = await db.$queryRaw<{ items: Row[] | null }[]>`
    SELECT json_agg(json_build_array(source, "externalId", title, tags, channel, via, url, views, likes, comments,
      to_char("publishedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), listing, weight, lang,
      CASE WHEN "topicsVersion" = ${TOPICS_VERSION} THEN topics::text END)) AS items
    FROM niche_signals
    WHERE "nicheKey" = ${nicheKey} AND "publishedAt" > ${iso(since)}::timestamptz AT TIME ZONE 'UTC'
      AND "publishedAt" <= ${iso(now)}::timestamptz AT TIME ZONE 'UTC'`;
  const stale: SignalItem[] = [];
  const read = new Map<string, ExtractedTopics>();
  const items = (rows[0]?.items ?? []).map((r): SignalItem => {
    const publishedAt = new Date(r[10]);
    const item: SignalItem = {
      source: r[0],
      externalId: r[1],
      title: r[2],
      tags: r[3] ?? [],
      channel: r[4],
      via: r[5] || undefined,
      ...(r[11] ? { listing: r[11] } : {}),
      ...(r[12] !== undefined && Number(r[12]) !== 1 ? { weight: Number(r[12]) } : {}),
      ...(r[13] ? { lang: r[13] } : {}),
      url: r[6] ?? undefined,
      views: Number(r[7]) || 0,
      likes: Number(r[8]) || 0,
      comments: Number(r[9]) || 0,
      categoryId: null,
      niche: nicheKey,
      publishedAt,
      observedAt: new Date(Date.UTC(publishedAt.getUTCFullYear(), publishedAt.getUTCMonth(), publishedAt.getUTCDate())),
    };
    const topics = r[14] && (read.get(r[14]) ?? fromStored(JSON.parse(r[14]) as StoredTopics));
    if (topics) read.set(r[14]!, (item.topics = topics));
    else stale.push(Object.assign(item, { topics: extractTopics(item) }));
    return item;
  });
  if (stale.length) await storeTopics(nicheKey, stale);
  return items;
}

const WRITE_BACK_BATCH = 5_000;

/**
 * Writes back topics extracted after the row was stored (on read, or by the background pass of
 * reextract.ts). Only onto the text they were read from: a refresh that changed a row's title,
 * tags or language meanwhile stored the topics of its new text already. A failure costs only the
 * write: the report has its topics, and the next read extracts again.
 */
export async function storeTopics(nicheKey: string, items: SignalItem[]): Promise<void> {
  const rows = items.map((it) => ({
    source: it.source,
    listing: it.listing ?? "",
    externalId: it.externalId,
    title: it.title,
    tags: it.tags,
    lang: it.lang ?? null,
    topics: toStored(it.topics!),
  }));
  try {
    for (let i = 0; i < rows.length; i += WRITE_BACK_BATCH)
      await db.$executeRaw`
        UPDATE niche_signals n SET topics = x.topics, "topicsVersion" = ${TOPICS_VERSION}
        FROM json_to_recordset(${JSON.stringify(rows.slice(i, i + WRITE_BACK_BATCH))}::json)
          AS x(source text, listing text, "externalId" text, title text, tags text[], lang text, topics jsonb)
        WHERE n."nicheKey" = ${nicheKey} AND n.source = x.source AND n.listing = x.listing AND n."externalId" = x."externalId"
          AND n.title = x.title AND n.tags = x.tags AND n.lang IS NOT DISTINCT FROM x.lang`;
    log.info("niche_signal_topics_extracted", { niche: nicheKey, items: rows.length, version: TOPICS_VERSION });
  } catch (err) {
    log.warn("niche_signal_topics_not_stored", { niche: nicheKey, items: rows.length, error: errorText(err) });
  }
}

export async function pruneNicheSignals(now: Date): Promise<number> {
  const before = daysBefore(now, NICHE_SIGNAL_RETENTION_DAYS);
  const unread = daysBefore(now, YOUTUBE_KEEP_DAYS);
  return db.$executeRaw`
    DELETE FROM niche_signals
    WHERE "publishedAt" < ${iso(before)}::timestamptz AT TIME ZONE 'UTC'
       OR (source = ANY(${YOUTUBE_SOURCES}) AND "fetchedAt" < ${iso(unread)}::timestamptz AT TIME ZONE 'UTC')`;
}
