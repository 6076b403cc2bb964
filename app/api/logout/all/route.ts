// POST /api/logout/all: "Sign out of all devices" (/settings): every session of the account ends
// (sessionVersion goes up), this one included, then "/".
import { signOutEverywhere } from "@/lib/auth/revocation";
import { clearSessionCookie } from "@/lib/auth/session";
import { route, seeOther } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public" }, async ({ user }) => {
  if (user) await signOutEverywhere(user.id);
  const res = seeOther("/");
  clearSessionCookie(res);
  return res;
});
