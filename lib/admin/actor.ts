// Small helpers shared by the admin route handlers.
import "server-only";
import type { z } from "zod";
import type { Actor } from "@/lib/admin/audit";
import { validationError } from "@/lib/http/errors";

export const actorOf = (user: { id: string; email: string }): Actor => ({ id: user.id, email: user.email });

/**
 * Parses path or query values after the role check (the wrapper parses its `params` option
 * before authenticating, which would answer a guest 400 instead of 401).
 */
export function parseAfterAuth<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
