import { nameCase, titleCase } from "./case";

describe("a topic's capitals, from how its evidence writes it", () => {
  it("writes an acronym the titles write in capitals in capitals", () => {
    expect(nameCase("grwm", ["GRWM for a winter wedding", "Chatty GRWM: my first day at the new job"])).toBe("GRWM");
    expect(nameCase("asmr typing", ["ASMR typing on a wooden keyboard", "Is ASMR typing just noise?"])).toBe(
      "ASMR typing",
    );
    expect(
      nameCase("oled monitor", ["Is an OLED monitor worth it for coding?", "OLED monitor burn-in after a year"]),
    ).toBe("OLED monitor");
  });

  it("keeps a brand's mixed case", () => {
    expect(nameCase("iphone 17", ["iPhone 17 battery after a week", "Switched to the iPhone 17 from Android"])).toBe(
      "iPhone 17",
    );
    expect(
      nameCase("playstation portal", [
        "PlayStation Portal review after a month",
        "Is the PlayStation Portal worth it?",
      ]),
    ).toBe("PlayStation Portal");
  });

  it("leaves a common noun in lower case, however Title Case headlines capitalise it", () => {
    const desks = [
      "The Best Standing Desk Under $300",
      "I Tried A Standing Desk For 30 Days",
      "Standing Desk Setup Tour",
    ];
    expect(nameCase("standing desk", desks)).toBe("standing desk");
    expect(nameCase("Standing Desk", desks)).toBe("standing desk");
    // A model's name (a number or code in it) keeps the capitals Title Case titles give it.
    const printer = ["I Tried Bambu H2D For 30 Days", "Bambu H2D Unboxing And First Print", "Why Bambu H2D Wins"];
    expect(nameCase("bambu h2d", printer)).toBe("Bambu H2D");
    expect(nameCase("pixel 10", ["Google Pixel 10 Camera Test", "I Switched To The Pixel 10"])).toBe("Pixel 10");
  });

  it("cases a word no title writes by its form, not by a list", () => {
    expect(nameCase("grwm")).toBe("GRWM");
    expect(nameCase("tinted spf")).toBe("tinted SPF");
    expect(nameCase("gta6 leaks")).toBe("GTA6 leaks");
    // Words with a vowel ("gym", "y" counting) and abbreviations keep their letters.
    expect(nameCase("home gym")).toBe("home gym");
    expect(nameCase("skincare vs makeup")).toBe("skincare vs makeup");
    // A word the titles write in lower case is not read from its form.
    expect(nameCase("psst", ["psst, a tip for beginners"])).toBe("psst");
  });
});

describe("capitals a poster shouts", () => {
  it("are not how the word is written: an adjective or interjection in capitals stays lower case", () => {
    expect(nameCase("insane glaze", ["This glaze combo is INSANE", "INSANE glaze combo on my mugs"])).toBe(
      "insane glaze",
    );
    expect(nameCase("new glaze", ["The NEW glaze everyone uses"])).toBe("new glaze");
    expect(titleCase(nameCase("insane glaze", ["INSANE glaze combo on my mugs"]))).toBe("Insane Glaze");
  });

  it("leave acronyms and names in capitals as written", () => {
    expect(nameCase("led strip", ["My LED strip setup", "cheap LED strip wall"])).toBe("LED strip");
    expect(nameCase("nasa", ["NASA just launched it"])).toBe("NASA");
    expect(nameCase("spf", ["Best SPF for oily skin"])).toBe("SPF");
  });
});

describe("titleCase", () => {
  it.each([
    ["skincare vs makeup for oily skin", "Skincare vs Makeup for Oily Skin"],
    ["the art of the deal", "The Art of the Deal"],
    ["GRWM with a cold", "GRWM with a Cold"],
    ["iPhone tricks", "iPhone Tricks"],
    ["self-care sunday", "Self-Care Sunday"],
    ["zone 2 cardio", "Zone 2 Cardio"],
  ])("%s -> %s", (phrase, titled) => expect(titleCase(phrase)).toBe(titled));
});

describe("a title's hashtags and numbers", () => {
  it("never make a Title Case title read as a sentence", () => {
    const titles = [
      "Pen Case for Beginners (2026) #pencase #calligraphy #fountainpens",
      "my pen case is finally sorted",
      "Watch This Before You Try Pen Case",
    ];
    expect(nameCase("pen case", titles)).toBe("pen case");
  });

  it("lets a name lead a common phrase, never follow its lower-case words", () => {
    const titles = ["Why magnetic Switches took over", "my magnetic switches arrived", "Dubai chocolate at home"];
    expect(nameCase("magnetic switches", titles)).toBe("magnetic switches");
    expect(nameCase("Dubai chocolate", ["I made Dubai chocolate", "dubai chocolate bar, honest review"])).toBe(
      "Dubai chocolate",
    );
  });
});
