// POST /api/verify-email: consume the emailed verification token (once).
import { verifyEmail } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { tokenSchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: tokenSchema }, async ({ body }) => verifyEmail(body.token));
