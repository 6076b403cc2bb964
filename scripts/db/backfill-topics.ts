// The one-off data step of the trend topic migration: a trend stored before its topic and kind
// were kept (prisma/migrations/*_trend_topic_kind) gets them here, read out of its stored title,
// hashtags and evidence exactly as scripts used to read them at request time; a script stored
// before its own topic was kept (*_script_topic_kind) takes its idea's trend's, or reads its
// trend title the same way. Run by applyMigrations after the SQL migrations, every time: it only
// touches rows whose topic is still null, so once it has run it costs three empty queries,
// and no request ever reads a topic out of a title.
import { topicKind } from "../../lib/generation/kind";
import { topicOf } from "../../lib/generation/topic";
import { SCRIPT_LIMITS } from "../../lib/generation/limits";
import { cleanText } from "../../lib/language/clean";
import type { SqlRunner } from "../../lib/db-connect";
import { resolveNiche } from "../../lib/niches";

const BATCH = 500;

type OldTrend = {
  id: string;
  niche: string;
  title: string;
  hashtags: string[] | null;
  /** Null when the trend has no evidence row: its script was then written from its title alone. */
  topItems: { title?: unknown }[] | null;
  sources: string[] | null;
  hasEvidence: boolean;
};

/** The topic and kind a stored trend's scripts were written about before the trend kept them. */
export function storedTrendTopic(t: Omit<OldTrend, "id">): { topic: string; kind: string } {
  const titles = t.hasEvidence && Array.isArray(t.topItems) ? t.topItems.map((i) => String(i?.title ?? "")) : [];
  const hashtags = t.hasEvidence && Array.isArray(t.hashtags) ? t.hashtags : [];
  const sources = t.hasEvidence && Array.isArray(t.sources) ? t.sources : [];
  const topic = topicOf(cleanText(t.title, SCRIPT_LIMITS.trendTitle), hashtags, titles);
  return { topic, kind: topicKind(topic, resolveNiche(t.niche), { titles, hashtags, sources }) };
}

// One statement per batch: the new values travel as one JSON array (PGlite and node-postgres alike).
async function write(
  db: SqlRunner,
  table: "trends" | "scripts",
  rows: { id: string; topic: string; kind: string | null }[],
) {
  await db.query(
    `UPDATE "${table}" AS r SET topic = v.topic, kind = v.kind
     FROM json_to_recordset($1::json) AS v(id text, topic text, kind text)
     WHERE r.id = v.id AND r.topic IS NULL`,
    [JSON.stringify(rows)],
  );
}

/** Fills in every null trend and script topic (and kind); returns how many rows of each it filled. */
export async function backfillTopics(db: SqlRunner): Promise<{ trends: number; scripts: number }> {
  let trends = 0;
  for (;;) {
    const { rows } = await db.query<OldTrend>(
      `SELECT t.id, t.niche, t.title, t.hashtags, e."topItems" AS "topItems", e.sources,
              e."trendId" IS NOT NULL AS "hasEvidence"
       FROM trends t LEFT JOIN trend_evidence e ON e."trendId" = t.id
       WHERE t.topic IS NULL ORDER BY t.id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    await write(
      db,
      "trends",
      rows.map((r) => ({ id: r.id, ...storedTrendTopic(r) })),
    );
    trends += rows.length;
  }
  // A script of a stored idea was about its trend's topic.
  const { rows: linked } = await db.query<{ n: number }>(
    `WITH done AS (
       UPDATE scripts s SET topic = t.topic, kind = t.kind
       FROM video_ideas i JOIN trends t ON t.id = i."trendId"
       WHERE s."ideaId" = i.id AND s.topic IS NULL RETURNING 1)
     SELECT count(*)::int AS n FROM done`,
  );
  let scripts = Number(linked[0]?.n ?? 0);
  // Any other (a brief's idea, or an idea since deleted) was about what its trend title said.
  for (;;) {
    const { rows } = await db.query<{ id: string; trendTitle: string }>(
      `SELECT id, "trendTitle" FROM scripts WHERE topic IS NULL ORDER BY id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    await write(
      db,
      "scripts",
      rows.map((r) => ({ id: r.id, topic: topicOf(cleanText(r.trendTitle, SCRIPT_LIMITS.trendTitle)), kind: null })),
    );
    scripts += rows.length;
  }
  return { trends, scripts };
}
