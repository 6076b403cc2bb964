// Errors a domain function throws on purpose; the route wrapper turns them into responses.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const unauthorized = (message = "Unauthorized") => new ApiError(401, message);
export const forbidden = (message = "Forbidden") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string, retryAfterS?: number) =>
  new ApiError(429, message, {}, retryAfterS ? { "Retry-After": String(Math.ceil(retryAfterS)) } : {});
export const unavailable = (message: string) => new ApiError(503, message);

/** zod issues in the product's register shape: { message, errors: [{ message, path }] }. */
export function validationError(issues: { message: string; path: PropertyKey[] }[]): ApiError {
  const errors = issues.map((i) => ({ message: i.message, path: i.path.map(String).join(".") }));
  return new ApiError(400, errors[0]?.message ?? "Invalid request", { errors });
}
