// POST /api/auth/reset-password: consume the reset token, set the password, end all sessions.
import { resetPassword } from "@/lib/auth/accounts";
import { route } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/schemas/auth";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: resetPasswordSchema }, async ({ body }) =>
  resetPassword(body.token, body.password),
);
