// A preset is one row of the niche table: the writers' camera vocabulary, the formats they offer
// and the curated examples all come from the row, so adding a preset touches no writer or seed file.
import type { NicheDef, NicheKey } from "./index";

const pottery = {
  key: "pottery" as NicheKey,
  order: 80,
  subjects: "technique",
  bareTopics: false,
  label: "Pottery",
  spoken: "pottery",
  picker: true,
  categoryIds: [26],
  categoryAlone: false,
  terms: ["pottery", "ceramics", "wheel throwing"],
  aliases: ["ceramics"],
  communities: { subreddits: ["Pottery"] },
  pattern: /\b(pottery|ceramics?|glaze)/,
  writer: {
    vocab: {
      constraints: ["one bag of clay"],
      shots: {
        hook: ["hands on the wheel"],
        setup: ["the wedged clay"],
        payoff: ["the kiln opening"],
        cta: ["mug to lens"],
      },
    },
    formats: ["before-after", "tutorial"],
    curated: {
      nicheTags: ["pottery"],
      channels: ["Clay Days"],
      topics: [{ topic: "carved mugs", tags: ["carving"], titles: ["Carved mugs for beginners"], kind: "wave" }],
    },
  },
} satisfies NicheDef;

describe("a preset's writer profile", () => {
  it("comes from its row alone: vocabulary, formats and curated examples", async () => {
    await jest.isolateModulesAsync(async () => {
      const table = jest.requireActual<typeof import("./index")>("./index");
      jest.doMock("./index", () => ({ ...table, NICHES: [...table.NICHES, pottery] }));
      const { VOCAB } = await import("@/lib/generation/vocab");
      const { NICHE_FORMATS } = await import("@/lib/generation/formats");
      const { CURATED_NICHES } = await import("@/lib/trends/curated-topics");
      expect(VOCAB[pottery.key]).toBe(pottery.writer.vocab);
      expect(NICHE_FORMATS[pottery.key]).toBe(pottery.writer.formats);
      expect(CURATED_NICHES.find((c) => c.niche === pottery.key)).toEqual({
        niche: "pottery",
        ...pottery.writer.curated,
      });
      // The presets already in the table keep their own.
      for (const n of table.NICHES) expect(VOCAB[n.key]).toBe(n.writer.vocab);
    });
  });
});
