// POST /api/auth/register: create an email/password account and send the verification link.
import { NextResponse } from "next/server";
import { register } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { registerSchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: registerSchema }, async ({ body, ip, req }) =>
  NextResponse.json(await register(body, { ip, userAgent: req.headers.get("user-agent") }), { status: 201 }),
);
