// DELETE /api/gdpr/delete-account: erases the caller's account (confirmDeletion: DELETE_MY_ACCOUNT).
import { NextResponse } from "next/server";
import { clearSessionCookie, readSessionToken } from "@/lib/auth/session";
import { deleteAccount } from "@/lib/gdpr/delete";
import { route } from "@/lib/http/route";
import { deleteAccountSchema } from "@/lib/schemas/gdpr";

export const dynamic = "force-dynamic";

export const DELETE = route(
  { access: "user", beforeConsent: true, body: deleteAccountSchema },
  async ({ user, req }) => {
    const token = await readSessionToken(req);
    const result = await deleteAccount(user, token?.at ?? 0);
    const res = NextResponse.json(result);
    clearSessionCookie(res);
    return res;
  },
);
