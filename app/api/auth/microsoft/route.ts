// GET /api/auth/microsoft: start "Continue with Microsoft".
import type { NextRequest } from "next/server";
import { startOAuth } from "@/app/api/auth/oauth-start";

export const dynamic = "force-dynamic";

export const GET = (req: NextRequest) => startOAuth(req, "microsoft");
