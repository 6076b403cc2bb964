import { writtenBare } from "./determiner";

describe("writtenBare", () => {
  it("reads a practice its posts name without a determiner as bare", () => {
    const posts = [
      "I tried red light therapy for 30 days",
      "Is red light therapy worth it?",
      "Red light therapy at home",
    ];
    expect(writtenBare("red light therapy", posts)).toBe(true);
  });

  it("reads one thing its posts name with a determiner as taking one", () => {
    const posts = [
      "The MLP draft was a mess",
      "Who won the MLP draft?",
      "MLP draft results",
      "my take on this MLP draft",
    ];
    expect(writtenBare("MLP draft", posts)).toBe(false);
    expect(writtenBare("mlp draft", posts)).toBe(false);
  });

  it("says nothing from a title's first words, or from too few uses", () => {
    expect(writtenBare("gua sha", ["Gua sha routine", "Gua sha before and after"])).toBeNull();
    expect(writtenBare("gua sha", ["Loving gua sha lately"])).toBeNull();
  });
});
