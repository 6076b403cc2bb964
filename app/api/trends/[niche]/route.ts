// GET /api/trends/{niche}: the signed-in user's trends for a niche, newest first, with ideas and evidence.
import { listTrendsRoute } from "../list-route";

export const dynamic = "force-dynamic";

export const GET = listTrendsRoute();
