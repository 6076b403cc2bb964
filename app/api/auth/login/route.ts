// POST /api/auth/login: email + password; sets the session cookie.
import { NextResponse } from "next/server";
import { authenticate } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { loginSchema, safeCallbackUrl } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: loginSchema }, async ({ body, ip, req }) => {
  const user = await authenticate(body.email, body.password, { ip, userAgent: req.headers.get("user-agent") });
  const res = NextResponse.json({ message: "Signed in", redirectTo: safeCallbackUrl(body.callbackUrl) });
  await setSessionCookie(res, user);
  return res;
});
