// POST /api/admin/process-refund: refund (part of) one of the user's charges; a full refund moves the user to free.
import { actorOf } from "@/lib/admin/actor";
import { processRefund } from "@/lib/admin/refunds";
import { route } from "@/lib/http/route";
import { refundSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin", stripeDetail: true, body: refundSchema }, async ({ user, body }) =>
  processRefund(actorOf(user), body),
);
