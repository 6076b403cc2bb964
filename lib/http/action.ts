// Server actions are the account and support forms' way to work before the page's JavaScript has
// run (a submit then posts the form itself; nothing lands in the URL). They are public POST
// endpoints like the route handlers, so they take the same path: Next checks Origin against Host
// and caps the body (1 MB), the input goes through the endpoint's own zod schema, the domain
// function does its own rate limiting, and errors map to the same messages.
import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { validationError } from "@/lib/errors";
import { clientIp, errorResponse } from "./route";

/**
 * What a form action answers (useActionState). `values` gives back what the visitor typed so a
 * page rendered without JavaScript keeps it: never a password or a token.
 */
export type FormState = {
  ok: boolean;
  message: string;
  /** The first message per field, shown beside its input. */
  fields?: Record<string, string>;
  values?: Record<string, string>;
} | null;

export type ActionContext = { ip: string; userAgent: string | null };

/** The caller as the route wrapper sees it: client address and user agent from the request headers. */
export async function actionContext(): Promise<ActionContext> {
  const h = await headers();
  return { ip: clientIp(h), userAgent: h.get("user-agent") };
}

/** The named text fields of a submitted form (a missing field or a file is left out). */
export function formFields<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; state: FormState };

/** Parses with the endpoint's schema; a failure answers as the endpoint's 400 does (first message), per field too. */
export function parseForm<T>(schema: z.ZodType<T>, input: unknown, values?: Record<string, string>): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const error = validationError(result.error.issues);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return { ok: false, state: { ok: false, message: error.message, fields, values } };
}

/** The message the matching route handler would answer for this error (a redirect passes through). */
export async function failure(err: unknown, values?: Record<string, string>): Promise<FormState> {
  unstable_rethrow(err);
  const body = (await errorResponse(err)
    .json()
    .catch(() => ({}))) as { message?: string };
  return { ok: false, message: body.message || "Something went wrong. Please try again.", values };
}
