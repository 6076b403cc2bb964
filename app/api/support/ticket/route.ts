// POST /api/support/ticket: a signed-in user's Support dialog ticket (email from the account).
import { route } from "@/lib/http/route";
import { userTicketSchema } from "@/lib/schemas/support";
import { createUserTicket, USER_TICKET_LIMIT } from "@/lib/support/tickets";

export const dynamic = "force-dynamic";

export const POST = route(
  { access: "user", body: userTicketSchema, rateLimit: USER_TICKET_LIMIT },
  async ({ user, body }) =>
    createUserTicket(user, { subject: body.subject, message: body.message, category: body.category }),
);
