// What a niche looks like on camera (shots for the hook, setup, payoff and call to action) and the
// constraints its challenges use. Nothing here is spoken as advice: a script's words come from the
// trend, its evidence and the creator's own marked lines. A preset's own is in its row of the niche
// table; this file holds the one for a niche the table doesn't know.
import { NICHES, type Vocab, type VocabKey } from "@/lib/niches";

export type { Shots, Vocab } from "@/lib/niches";

const GENERIC: Vocab = {
  constraints: ["zero budget", "only the basics", "a ten-minute timer"],
  shots: {
    hook: ["close-up of the result, snap cut to the start", "face to camera with a fast push-in"],
    setup: ["screen recording of the trend in the feed", "wide establishing shot"],
    payoff: ["reveal of the result", "before/after split screen"],
    cta: ["face to camera, point at the follow button", "wave to camera"],
  },
};

export const VOCAB: Record<VocabKey, Vocab> = {
  ...(Object.fromEntries(NICHES.map((n) => [n.key, n.writer.vocab])) as Record<VocabKey, Vocab>),
  generic: GENERIC,
};
