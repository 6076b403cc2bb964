// GET /api/subscription/status: the user's plan, its features and this month's usage (-1 = unlimited).
import { route } from "@/lib/http/route";
import { subscriptionStatus } from "@/lib/usage/status";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user" }, async ({ user }) => subscriptionStatus(user));
