import { serverMessage, httpStatus } from "@/lib/client/api";

/**
 * The server's own message for what the creator can act on (quota 429, validation 400, a 503
 * "try again"); an unexpected 5xx body is generic, so the screen's fallback reads better.
 */
export function friendlyMessage(error: unknown, fallback: string): string {
  const status = httpStatus(error);
  if (status !== null && status >= 500 && status !== 503) return fallback;
  return serverMessage(error, fallback);
}
