// POST /api/admin/test-digest: send the signed-in admin a daily-brief digest (Email Support tab).
import { actorOf } from "@/lib/admin/actor";
import { sendTestDigest } from "@/lib/brief/admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

export const POST = route({ access: "admin" }, async ({ user }) => sendTestDigest(actorOf(user)));
