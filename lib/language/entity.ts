// What a name refers to, as far as the part-of-speech tagger (compromise) knows: a person, a place,
// a named day, or an activity (a gerund head). The whole phrase has to be the entity: in "Dubai
// chocolate" the place only describes the chocolate.
import nlp from "compromise";

export type Entity = "person" | "place" | "date" | "activity" | null;

type Term = { text: string; tags: string[] };

function termsOf(phrase: string): Term[] {
  const json = nlp(phrase).json() as { terms: Term[] }[];
  return json.flatMap((s) => s.terms);
}

const capitalised = (t: Term) => /^\p{Lu}/u.test(t.text) || /\d/.test(t.text);

export function entityOf(phrase: string): Entity {
  const terms = termsOf(phrase.trim());
  if (!terms.length) return null;
  const has = (t: Term, tag: string) => t.tags.includes(tag);
  const last = terms[terms.length - 1];
  const named = terms.every(capitalised);
  // "Taylor Swift": a known first name leading a capitalised name, or every word a person's.
  if (terms.every((t) => has(t, "Person")) || (named && terms.length > 1 && has(terms[0], "Person"))) return "person";
  if (has(last, "Place") && terms.every((t) => has(t, "Place") || capitalised(t))) return "place";
  // "Black Friday", "Prime Day": a named day, capitalised; "deload week" is a workout, not a date.
  if (named && terms.some((t) => has(t, "Date"))) return "date";
  // "raku firing"; "milk steaming" is tagged a describing word; "spring" is a plain verb, not an -ing form.
  if (
    has(last, "Gerund") ||
    (/ing$/i.test(last.text) && (has(last, "Adjective") || (has(last, "Verb") && !has(last, "Infinitive"))))
  )
    return "activity";
  return null;
}
