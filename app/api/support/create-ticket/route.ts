// POST /api/support/create-ticket: the /support page form (signed in or guest with an email).
import { route } from "@/lib/http/route";
import { pageTicketSchema } from "@/lib/schemas/support";
import { createPageTicket } from "@/lib/support/tickets";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: pageTicketSchema }, async ({ user, body, ip }) =>
  createPageTicket(user, body, ip),
);
