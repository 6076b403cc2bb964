import { nonNamingWords, opensClause } from "./parts-of-speech";

describe("nonNamingWords", () => {
  it.each([
    ["Went for it and no regrets", ["went"], ["regrets"]],
    ["Stale advice in the wiki?", ["stale"], ["wiki"]],
    ["Pre-orders open tomorrow, who's in?", ["open", "tomorrow"], []],
    ["Female beginners, what helped you most?", ["female", "helped"], ["beginners"]],
    ["Anyone else obsessed with snowy owl irruption lately?", ["else", "obsessed"], ["owl", "irruption"]],
    ["Lamy Safari 2027 color: worth the hype?", [], ["safari", "2027", "color"]],
    ["Loving the new Merlin Bird ID update", ["loving", "new"], ["merlin", "id", "update"]],
    ["Finally landed a no comply", ["landed", "finally"], ["comply"]],
  ])("%j: %j are no names, %j are", (sentence, not, names) => {
    const words = nonNamingWords(sentence);
    for (const w of not) expect(words).toContain(w);
    for (const w of names) expect(words).not.toContain(w);
  });
});

describe("clause openers", () => {
  it("knows the words and dashes that open a clause, in any case, and nothing else", () => {
    expect(["and", "Because", "who", "—", "–"].every(opensClause)).toBe(true);
    expect(["the", "how", "with", "and,", "-"].some(opensClause)).toBe(false);
  });
});
