// POST /api/auth/forgot-password: email a single-use reset link (same answer for any email).
import { forgotPassword } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { emailOnlySchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: emailOnlySchema }, async ({ body, ip }) =>
  forgotPassword(body.email, { ip }),
);
