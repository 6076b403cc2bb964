// Units of time shared across domains (retention dates, trend windows).
export const DAY_MS = 24 * 60 * 60 * 1000;
