// A word's stem for comparing variants of one word: "printing", "printed" and "prints" all come to
// "print", "shimmering" and "shimmer" to "shimmer". Cut, not said: the stem is never shown, only
// compared with another word's, so a cut that leaves "glas" of "glass" harms nothing.
export const stemOf = (word: string): string => word.replace(/(?:ing|ed|s)$/, "");
