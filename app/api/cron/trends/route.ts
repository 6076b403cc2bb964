// GET|POST /api/cron/trends: refreshes the live signals of the niches used in the last 7 days
// (Authorization: Bearer CRON_SECRET), each at most once per its interval, shared with the
// Generate clicks through the same single-flight refresh, then keeps the picks of the niches asked
// for in the last day current.
import type { NextRequest } from "next/server";
import { assertCronAuthorized } from "@/lib/auth/cron";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { pruneNicheSignals } from "@/lib/trends/live-store";
import { refreshRecentNiches } from "@/lib/trends/refresh";
import { keepPicksCurrent } from "@/lib/trends/service";
import { prunePicks } from "@/lib/trends/stored-pick";
import { reextractTopics } from "@/lib/trends/reextract";
import { pruneChannels } from "@/lib/trends/sources/youtube/channels";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

// Vercel Cron calls with GET; other schedulers may POST. Both need the bearer secret.
async function run(req: NextRequest) {
  assertCronAuthorized(req.headers.get("authorization"), "trend refresh");
  // Rounds first; then the picks of the niches in use, so their next report reads one.
  const report = await refreshRecentNiches({ budgetMs: 38_000 });
  const picked = await keepPicksCurrent({ budgetMs: 10_000 });
  // Rows an older extractor wrote: extracted here rather than by the next report that reads them.
  const topics = await reextractTopics({ budgetMs: 3_000 });
  const pruned = await pruneNicheSignals(new Date());
  await prunePicks(new Date());
  await pruneChannels(new Date());
  log.info("trends_cron_run", {
    refreshed: report.refreshed.length,
    due: report.due,
    picked: picked.length,
    topicsLeft: topics.left,
    pruned,
  });
  return { success: true, refreshed: report.refreshed, due: report.due, picked, topics, pruned };
}

export const GET = route({ access: "public" }, async ({ req }) => run(req));
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => run(req));
