"use server";
// The /support ticket form's server action: what a submit does before the page's JavaScript has
// run. It is POST /api/support/create-ticket by another door: the same schema, the same domain
// function (its rate limits and messages), the account's email for a signed-in visitor.
import { currentUser } from "@/lib/auth/current-user";
import { actionContext, failure, formFields, parseForm, type FormState } from "@/lib/http/action";
import { pageTicketSchema, type TicketResponseDTO } from "@/lib/schemas/support";
import { createPageTicket } from "@/lib/support/tickets";

export type TicketFormState = FormState & { ticket?: TicketResponseDTO };

export async function createTicketAction(
  _prev: TicketFormState | null,
  form: FormData,
): Promise<TicketFormState | null> {
  const input = formFields(form, ["subject", "message", "priority", "email"] as const);
  const values = {
    subject: input.subject ?? "",
    message: input.message ?? "",
    priority: input.priority ?? "medium",
    email: input.email ?? "",
  };
  const parsed = parseForm(
    pageTicketSchema,
    { subject: values.subject, message: values.message, priority: values.priority, email: values.email },
    values,
  );
  if (!parsed.ok) return parsed.state;
  try {
    const [user, ctx] = await Promise.all([currentUser(), actionContext()]);
    const ticket = await createPageTicket(user, parsed.data, ctx.ip);
    return { ok: true, message: ticket.message, ticket };
  } catch (err) {
    return failure(err, values);
  }
}
