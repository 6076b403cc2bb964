/** Lifetime of a session cookie, from sign-in (a signed-in request does not extend it). */
export const SESSION_MAX_AGE_S = 7 * 24 * 3600;
/** Absolute cap from sign-in, checked on every request whatever expiry a token carries. */
export const SESSION_ABSOLUTE_MAX_S = 30 * 24 * 3600;
