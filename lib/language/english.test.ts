import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { declaredLanguage, keptOutOfEnglish, readsNotEnglish } from "./english";

describe("declaredLanguage", () => {
  it("reads English, another language, or no declaration from a source's tag", () => {
    for (const tag of ["en", "EN", "en-US", "en_GB", "eng"]) expect(declaredLanguage(tag)).toBe("english");
    for (const tag of ["es", "de", "pt-BR", "zh-Hans", "ja", "x-lemmy-39"]) expect(declaredLanguage(tag)).toBe("other");
    for (const tag of [null, undefined, "", "  ", "und", "mul", "zxx", "English", "1234", "-en"])
      expect(declaredLanguage(tag)).toBe("none");
  });
});

describe("readsNotEnglish", () => {
  it("calls posts written in another language foreign", () => {
    for (const title of [
      "Mi primera encuadernación con kettle stitch",
      "Buchbinden: meine neue book press",
      "Minha coleção de ink swatches",
      // Title Case hides names, so it asks a third word: "mi", "primera", "la".
      "Mi Primera Encuadernación Con La Técnica Kettle Stitch",
      "Ma première reliure cousue avec une presse maison",
      "Il mio nuovo quaderno con la copertina di pelle",
      "Hoy terminé mi primer cuaderno y estoy muy contenta con el resultado #bookbinding",
      "初めての製本、ケトルステッチで綴じました",
      "Мой первый переплёт своими руками",
    ])
      expect([title, readsNotEnglish(title)]).toEqual([title, true]);
  });

  it("keeps English titles that hold a foreign brand, place or name", () => {
    for (const title of [
      "Kyoto ramen tour",
      "Café racer build",
      "Der Kommissar cover",
      "El Camino restoration day 3",
      "La Marzocco Linea Mini review",
      "Walking the Camino de Santiago in 30 days",
      "Día de los Muertos sugar skull makeup",
      "La Casa De Papel Season 3 Review",
      "Le Creuset dutch oven sourdough",
      "Tour de France stage 5 recap",
      "Mi Band 8 review after a month",
      "Crème brûlée French toast",
      "Jalapeño popper dip for game day",
      "Über cheap piña colada at home",
      "Die Hard is a Christmas movie",
      "Winter sowing milk jugs",
      "Van life in Baja California",
      "Lamy Safari vs Pilot Metropolitan",
      "Paris in the spring",
      "Mein Kampf and the history of censorship",
      "Dolce far niente: my slow summer routine",
      "東京 vlog day 2",
      "My first coptic stitch journal",
      "",
      "🔥🔥🔥",
      "2026",
    ])
      expect([title, readsNotEnglish(title)]).toEqual([title, false]);
  });

  it("needs far more foreign than English words in a long post", () => {
    const post =
      "I finally finished my first kettle stitch journal this weekend and the spine is so much tidier than " +
      "the coptic one. Used a tip from the Buchbinden group: mit der neuen Presse geht es besser.";
    expect(readsNotEnglish(post)).toBe(false);
  });

  it("answers for every naughty string without throwing", () => {
    for (const s of [...BLNS, ...LONE_SURROGATES]) expect(typeof readsNotEnglish(s)).toBe("boolean");
  });
});

describe("keptOutOfEnglish", () => {
  it("trusts a declared language and reads the text only when none is declared", () => {
    expect(keptOutOfEnglish("Kyoto ramen tour", "es")).toBe(true);
    expect(keptOutOfEnglish("Mi primera encuadernación con kettle stitch", "en")).toBe(false);
    expect(keptOutOfEnglish("Mi primera encuadernación con kettle stitch", null)).toBe(true);
    expect(keptOutOfEnglish("Mi primera encuadernación con kettle stitch", "und")).toBe(true);
    expect(keptOutOfEnglish("Kyoto ramen tour", undefined)).toBe(false);
  });
});
