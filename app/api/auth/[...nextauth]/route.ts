// /api/auth/*: Auth.js (provider callbacks, csrf, providers). Our own /api/auth/user, register,
// login, google and microsoft routes are static segments and take precedence.
import { handlers } from "@/auth";

export const dynamic = "force-dynamic";
export const { GET, POST } = handlers;
