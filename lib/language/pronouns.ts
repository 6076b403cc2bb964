// The pronoun that stands for a topic once its name has been said enough: "it" for one thing,
// "they" or "them" for many, by its place in the sentence. Part of the language kernel.
export type Role = "subject" | "object";

/** "it" / "they" / "them", with a capital when the sentence starts with it. */
export function topicPronoun(role: Role, plural: boolean, capital = false): string {
  const word = !plural ? "it" : role === "subject" ? "they" : "them";
  return capital ? word[0].toUpperCase() + word.slice(1) : word;
}
