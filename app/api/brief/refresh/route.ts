// POST /api/brief/refresh: builds today's brief of any followed niche still without one, then
// answers like GET /api/brief (the dashboard calls it when a brief is missing or from yesterday).
import { refreshToday } from "@/lib/brief/follows";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
// The brief built here is worded offline after one refresh round; waiting on one the scheduled run
// is writing with the model (AI_TIMEOUT_MS, up to 5 min) can take longer.
export const maxDuration = 300;

export const POST = route(
  { access: "user", rateLimit: { name: "brief-refresh", limit: 10, windowS: 60 } },
  async ({ user }) => refreshToday(user),
);
