import { isMassNoun } from "./mass";

describe("mass nouns", () => {
  it("says a topic ending in a mass noun without an article, a countable one with it", () => {
    for (const t of ["zone 2 cardio", "peptide lip oil", "miso ramen", "sparkling water", "wild rice", "film music"])
      expect(isMassNoun(t)).toBe(true);
    for (const t of ["diesel heater", "carved mug", "floating shelf", "print farm"]) expect(isMassNoun(t)).toBe(false);
    expect(isMassNoun("")).toBe(false);
  });
});
