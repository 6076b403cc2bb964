// A label is not a subject. Posts carry tags that say where they belong rather than what they say:
// the niche's umbrella tags ("#crafts", "#roadtrip"), an organisation's, a platform's ("#fyp").
// Such a tag rides every rise in the niche (more posts, more tags), and with hundreds of candidates
// tested at once it clears the bar now and then. The rule, with no list of words: a topic most of
// whose posts never say it in their words (only in a hashtag or the tag list: text.ts marks which)
// is a label, and it is a card only if the posts that do say it rose on their own: those posts
// alone, against everything its baseline predicted, must still pass the report's rise test. A
// label that became the subject (an organisation in the news, written in every headline) is said
// in most posts and is tested like any other topic.

/** A label: most of the topic's recent posts carry it only as a tag. */
export const isLabel = (t: { said: number; items: readonly unknown[] }): boolean => t.said < t.items.length / 2;
