// POST /api/brief/seen: the Today section was seen; its briefs stop being marked new.
import { markSeen } from "@/lib/brief/follows";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ access: "user" }, async ({ user }) => markSeen(user.id));
