// "a" or "an" by how the next word is said, not spelled: "an SPF serum", "a carved mug", "an hour",
// "a unicorn" (from the `indefinite` package, which reads acronyms letter by letter). Part of the
// language kernel.
import indefinite from "indefinite";

/** The indefinite article for the phrase that follows it, with a capital when asked. */
export function articleFor(next: string, capital = false): string {
  const article = indefinite(next, { articleOnly: true });
  return capital ? article[0].toUpperCase() + article.slice(1) : article;
}
