// The ways one niche is written, as discovery and the matcher read them: spacing, number, and the
// words of an activity's root.
import {
  hashtagsOf,
  joinedForm,
  NAMES_BY_ROOT,
  NAMES_EXACTLY,
  NAMES_NOT,
  namesNiche,
  nicheWords,
  rootOf,
  runTogether,
} from "./niche-forms";
import { matchesText, nicheMatcher } from "./niche";
import { resolveNiche } from "@/lib/niches";

describe("the forms of a niche", () => {
  it("reads a niche's words written together, hyphenated or spaced as the niche itself", () => {
    for (const text of ["Homebrewing", "r/Homebrewing", "home-brewing tips", "Home Brewing", "HOMEBREWING 101"])
      expect([text, namesNiche("home brewing", text)]).toEqual([text, NAMES_EXACTLY]);
    // And the other way: a niche typed as one word finds it written as two.
    expect(namesNiche("vanlife", "Van life builds")).toBe(NAMES_EXACTLY);
    expect(namesNiche("3d printing", "3D-Printing news")).toBe(NAMES_EXACTLY);
  });

  it("reads the other number as the niche itself", () => {
    expect(namesNiche("fountain pens", "The Fountain Pen Network")).toBe(NAMES_EXACTLY);
    expect(namesNiche("fountain pen", "r/fountainpens")).toBe(NAMES_EXACTLY);
    expect(namesNiche("mechanical keyboards", "Mechanical keyboard builds")).toBe(NAMES_EXACTLY);
  });

  it("reads another word of the same root as a variant, not as the niche", () => {
    expect(namesNiche("home brewing", "Homebrew recipes")).toBe(NAMES_BY_ROOT);
    expect(namesNiche("home brewing", "homebrewers unite")).toBe(NAMES_BY_ROOT);
    expect(namesNiche("running", "r/runners")).toBe(NAMES_BY_ROOT);
    expect(namesNiche("baking", "The bakers' corner")).toBe(NAMES_BY_ROOT);
    expect(rootOf("running")).toBe(rootOf("runners"));
    expect(rootOf("brewing")).toBe(rootOf("brew"));
  });

  it("matches whole words only, and never a word that merely starts like the niche", () => {
    expect(namesNiche("running", "RuneScape news")).toBe(NAMES_NOT);
    expect(namesNiche("home brewing", "home improvement and coffee brewing")).toBe(NAMES_NOT);
    expect(namesNiche("ai", "she said so")).toBe(NAMES_NOT);
    expect(namesNiche("kombucha brewing", "Kombucha")).toBe(NAMES_NOT);
  });

  it("gives hashtags in both numbers and the run-together spelling a search also asks for", () => {
    expect(hashtagsOf("Fountain Pens")).toEqual(["fountainpens", "fountainpen"]);
    expect(hashtagsOf("home brewing")).toEqual(["homebrewing"]);
    expect(hashtagsOf("Personal Finance")).toEqual(["personalfinance"]);
    expect(hashtagsOf("café latte")).toEqual(["cafélatte"]);
    expect(hashtagsOf("!")).toEqual([]);
    expect(runTogether("home brewing")).toBe("homebrewing");
    expect(runTogether("bookbinding")).toBeNull();
    expect(runTogether("<b>home</b> brewing")).toBeNull();
    expect(joinedForm("Fountain Pens")).toBe("fountainpen");
    expect(nicheWords("the art of bookbinding")).toEqual(["art", "bookbinding"]);
  });

  it("lets a custom niche's matcher find its items however the niche is spaced or numbered", () => {
    const brewing = nicheMatcher(resolveNiche("home brewing"));
    expect(matchesText(brewing, "My first homebrewing kit")).toBe(true);
    expect(matchesText(brewing, "Home-brewing a stout")).toBe(true);
    expect(matchesText(brewing, "Homebrew Mac package manager 5.0")).toBe(false);
    const pens = nicheMatcher(resolveNiche("fountain pens"));
    expect(matchesText(pens, "My fountain pen collection")).toBe(true);
    expect(matchesText(pens, "Ballpoint pens ranked")).toBe(false);
  });
});
