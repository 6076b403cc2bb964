// GET|POST /api/cron/retention: runs the data-retention job (Authorization: Bearer CRON_SECRET).
import type { NextRequest } from "next/server";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { assertCronAuthorized } from "@/lib/auth/cron";
import { runRetention } from "@/lib/compliance/retention";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

// Vercel Cron calls with GET; other schedulers may POST. Both need the bearer secret.
async function run(req: NextRequest) {
  assertCronAuthorized(req.headers.get("authorization"));
  const report = await runRetention();
  log.info("retention_run", { deleted: report.deleted, schedules: report.schedules });
  return { success: true, ...report };
}

export const GET = route({ access: "public" }, async ({ req }) => run(req));
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => run(req));
