/** Sliding lifetime of a session cookie. */
export const SESSION_MAX_AGE_S = 7 * 24 * 3600;
/** Absolute cap from sign-in, however often the session is refreshed. */
export const SESSION_ABSOLUTE_MAX_S = 30 * 24 * 3600;
