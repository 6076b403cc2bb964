// GET /api/admin/refund-history?email=: refunds from the billing ledger, newest first (all users without email).
import { refundHistory } from "@/lib/admin/refunds";
import { findUserByEmail } from "@/lib/admin/users";
import { route } from "@/lib/http/route";
import { refundHistoryQuery } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin", query: refundHistoryQuery }, async ({ query }) => {
  const { email } = query;
  const userId = email ? (await findUserByEmail(email)).id : undefined;
  return { refunds: await refundHistory(userId) };
});
