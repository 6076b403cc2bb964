// The one set of limits for a script request and a script's editable beats: the zod schemas
// refuse more, and the writers never cut below them.
export const SCRIPT_LIMITS = {
  hook: 300,
  outline: 4000,
  trendTitle: 200,
  /** The topic a script request names: the same room as the trend's title it comes from. */
  topic: 200,
  ideaId: 64,
  /** Beats in one script (a split hook, setup, up to 5 points, payoff, CTA, with room for edits). */
  beats: 12,
  beatText: 800,
  onScreen: 120,
  broll: 240,
  direction: 240,
  hashtag: 40,
} as const;
