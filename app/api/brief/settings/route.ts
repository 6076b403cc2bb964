// GET|POST /api/brief/settings: the daily brief's time zone and email digest (/settings).
import { briefSettings, updateBriefSettings } from "@/lib/brief/settings";
import { route } from "@/lib/http/route";
import { briefSettingsSchema } from "@/lib/schemas/brief";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user" }, async ({ user }) => briefSettings(user));

export const POST = route({ access: "user", body: briefSettingsSchema }, async ({ user, body }) =>
  updateBriefSettings(user, body),
);
