// The words that tell a headline's mood, the way a reader sorts them: something broke (problem),
// people love it (praise), people argue over it (controversy), something was announced (news).
// The trend engine reads a trend's mood from its posts with them, and the writers check with the
// same words that an idea built on that mood says so.
export type Mood = "problem" | "praise" | "controversy" | "news";

export const MOOD_CUES: Record<Mood, RegExp> = {
  problem:
    /\b(problems?|issues?|broke|broken|fix(?:ed|es)?|help|won'?t|doesn'?t work|stopped|leak(?:s|ing)?|fail(?:s|ed|ing)?|errors?|stuck|crack(?:ed|s)?|mistakes?|avoid|ruined)\b/i,
  praise:
    /\b(love[ds]?|best|amazing|worth it|perfect|favou?rite|game ?changer|obsessed|incredible|beautiful|stunning|recommend)\b/i,
  controversy:
    /\b(ruling|banned|bans?|drama|controvers(?:y|ial)|unfair|debate|boycott|scandal|lawsuit|backlash|outrage|rigged|disputed?|called out)\b/i,
  news: /\b(announce[ds]?|launch(?:es|ed)?|released?|releases|coming|officially|revealed?|drops|pre-?orders?|unveil(?:s|ed)?)\b/i,
};

/** Whether the text says something in the given mood. */
export const saysMood = (text: string, mood: Mood): boolean => MOOD_CUES[mood].test(text);
