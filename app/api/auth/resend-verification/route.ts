// POST /api/auth/resend-verification: a new verification link (same answer for any email).
import { resendVerification } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { emailOnlySchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: emailOnlySchema }, async ({ body, ip }) =>
  resendVerification(body.email, { ip }),
);
