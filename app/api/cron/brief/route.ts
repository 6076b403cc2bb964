// GET|POST /api/cron/brief: delivers the daily briefs that are due (Authorization: Bearer CRON_SECRET).
import type { NextRequest } from "next/server";
import { runDailyBriefs } from "@/lib/brief/daily";
import { assertCronAuthorized } from "@/lib/gdpr/retention";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

// Vercel Cron calls with GET; other schedulers may POST. Both need the bearer secret.
async function run(req: NextRequest) {
  assertCronAuthorized(req.headers.get("authorization"), "daily brief");
  const report = await runDailyBriefs();
  log.info("brief_run", { ...report.digests, processed: report.processed, errors: report.errors, remaining: report.remaining });
  return { success: true, ...report };
}

export const GET = route({ access: "public" }, async ({ req }) => run(req));
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => run(req));
