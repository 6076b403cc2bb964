// POST /api/support/guest-ticket: a guest's Support dialog ticket (email required, rate-limited).
import { route } from "@/lib/http/route";
import { guestTicketSchema } from "@/lib/schemas/support";
import { createGuestTicket } from "@/lib/support/tickets";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public", body: guestTicketSchema }, async ({ body, ip }) =>
  createGuestTicket(body, ip),
);
