// GET /api/health: liveness plus a database round trip (used by the API status tab and probes).
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "public" }, async () => {
  const started = Date.now();
  await db.$queryRaw`SELECT 1`;
  return { status: "healthy", database: { status: "healthy", latencyMs: Date.now() - started } };
});
