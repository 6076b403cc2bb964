// GET /api/model-info: the AI Intelligence Level of the user's tier.
import { route } from "@/lib/http/route";
import { modelInfo } from "@/lib/usage/status";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user" }, async ({ user }) => modelInfo(user));
