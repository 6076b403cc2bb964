// GET /api/auth/google: start "Continue with Google".
import type { NextRequest } from "next/server";
import { startOAuth } from "@/app/api/auth/oauth-start";

export const dynamic = "force-dynamic";

export const GET = (req: NextRequest) => startOAuth(req, "google");
