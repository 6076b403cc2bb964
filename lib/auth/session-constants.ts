/** Lifetime of a session cookie since it was issued: a week without a visit ends the session. */
export const SESSION_MAX_AGE_S = 7 * 24 * 3600;
/** Absolute cap from sign-in, checked on every request whatever expiry a token carries. */
export const SESSION_ABSOLUTE_MAX_S = 30 * 24 * 3600;
/**
 * A signed-in visit to a cookie older than this gets a fresh one (same session, same sign-in time),
 * so a creator who opens the app every few days stays signed in until the absolute cap.
 */
export const SESSION_RENEW_AFTER_S = 24 * 3600;
