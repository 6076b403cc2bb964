// GET|POST /api/cron/brief: delivers the daily briefs that are due (Authorization: Bearer CRON_SECRET).
import type { NextRequest } from "next/server";
import { runDailyBriefs } from "@/lib/brief/daily";
import { assertCronAuthorized } from "@/lib/auth/cron";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";
// A brief is written by the model (AI_TIMEOUT_MS, up to 5 min) after a refresh of the sources.
export const maxDuration = 300;

// Vercel Cron calls with GET; other schedulers may POST. Both need the bearer secret.
async function run(req: NextRequest) {
  assertCronAuthorized(req.headers.get("authorization"), "daily brief");
  const report = await runDailyBriefs();
  log.info("brief_run", {
    ...report.digests,
    processed: report.processed,
    errors: report.errors,
    remaining: report.remaining,
  });
  return { success: true, ...report };
}

export const GET = route({ access: "public" }, async ({ req }) => run(req));
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => run(req));
