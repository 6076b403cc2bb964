// GET /api/login: browser navigation to the sign-in page.
import { NextResponse, type NextRequest } from "next/server";

export const dynamic = "force-dynamic";

export function GET(req: NextRequest) {
  return NextResponse.redirect(new URL("/login", req.nextUrl.origin), 303);
}
