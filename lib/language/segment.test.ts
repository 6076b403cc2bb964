import { splitRunTogether } from "./segment";

describe("splitting words run together", () => {
  it("splits a hashtag into the commonest words that spell it", () => {
    expect(splitRunTogether("coldbrewcoffee")).toEqual(["cold", "brew", "coffee"]);
    expect(splitRunTogether("racquetsports")).toEqual(["racquet", "sports"]);
    expect(splitRunTogether("sprayededges")).toEqual(["sprayed", "edges"]);
  });

  it("keeps numbers as words and a single word whole", () => {
    expect(splitRunTogether("floranano45")).toEqual(["flora", "nano", "45"]);
    expect(splitRunTogether("keyboards")).toBeNull();
    expect(splitRunTogether("edges")).toBeNull();
  });

  it("reads a caller's own words as common ones", () => {
    // "pickleball" is no listed word; a pickleball niche writes it everywhere.
    expect(splitRunTogether("pickleballpaddles")).toEqual(["pickle", "ball", "paddles"]);
    expect(splitRunTogether("pickleballpaddles", (w) => w === "pickleball")).toEqual(["pickleball", "paddles"]);
  });

  it("gives up on text no split spells", () => {
    expect(splitRunTogether("xqzvbn")).toBeNull();
    expect(splitRunTogether("ab")).toBeNull();
  });
});
