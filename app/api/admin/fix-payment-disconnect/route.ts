// POST /api/admin/fix-payment-disconnect: apply a paid checkout (by session id, or the user's newest paid one by email).
import { actorOf } from "@/lib/admin/actor";
import { fixPaymentDisconnect } from "@/lib/admin/sessions";
import { route } from "@/lib/http/route";
import { fixPaymentSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin", stripeDetail: true, body: fixPaymentSchema }, async ({ user, body }) =>
  fixPaymentDisconnect(actorOf(user), body),
);
