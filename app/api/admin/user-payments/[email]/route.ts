// GET /api/admin/user-payments/{email}: the user's summary, Stripe charges and refund history.
import { userPayments } from "@/lib/admin/refunds";
import { route } from "@/lib/http/route";
import { emailParams } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin", stripeDetail: true, params: emailParams }, async ({ params }) =>
  userPayments(params.email),
);
