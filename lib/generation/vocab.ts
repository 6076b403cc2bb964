// What a niche looks like on camera (shots for the hook, setup, payoff and call to action) and the
// constraints its challenges use. Nothing here is spoken as advice: a script's words come from the
// trend, its evidence and the creator's own marked lines.
import type { VocabKey } from "@/lib/niches";

export type Shots = { hook: string[]; setup: string[]; payoff: string[]; cta: string[] };
export type Vocab = { constraints: string[]; shots: Shots };

export const VOCAB: Record<VocabKey, Vocab> = {
  beauty: {
    constraints: ["only three products", "no brushes at all", "a five-minute timer"],
    shots: {
      hook: [
        "extreme close-up of the finished look, snap cut to the bare face",
        "mirror shot, product pushed toward the lens",
      ],
      setup: ["flat lay of the products on the vanity", "screen recording of the trend on the For You page"],
      payoff: ["slow turn toward window light to show the finish", "before/after side by side in daylight"],
      cta: ["face to camera, point at the follow button", "hold the product up to the lens and smile"],
    },
  },
  gaming: {
    constraints: ["only the starter weapon", "the HUD turned off", "one life"],
    shots: {
      hook: ["gameplay of the clutch moment, freeze frame on the key frame", "facecam reaction over the kill feed"],
      setup: ["screen recording of the trend in the feed", "menu walkthrough with the cursor highlighted"],
      payoff: ["montage of the wins", "end-of-match scoreboard"],
      cta: ["facecam, point at the follow button", "controller in frame, nod to camera"],
    },
  },
  diy: {
    constraints: ["a $50 budget", "no power tools", "hand tools only"],
    shots: {
      hook: ["time-lapse of the transformation, reversed to the start", "close-up of your hands at work"],
      setup: ["wide shot of the space before", "materials laid out on the workbench"],
      payoff: ["reveal pan across the finished piece", "before/after split screen"],
      cta: ["holding the finished piece, face to camera", "point at the follow button from the workbench"],
    },
  },
  food: {
    constraints: ["five ingredients", "one pan", "a $10 budget"],
    shots: {
      hook: ["slow motion of the first pour or sizzle", "close-up of the first bite"],
      setup: ["ingredients laid out on the counter, top-down", "haul flat lay"],
      payoff: ["the first bite, real reaction", "final shot with steam rising"],
      cta: ["fork pointed toward the camera", "face to camera holding the cup or plate"],
    },
  },
  fitness: {
    constraints: ["no equipment", "ten minutes a day", "bodyweight only"],
    shots: {
      hook: ["mid-rep slow motion, freeze on the form", "countdown timer filling the screen"],
      setup: ["wide shot of the training space", "clip of the trend in the feed"],
      payoff: ["training log on a phone screen", "before/after comparison"],
      cta: ["towel over the shoulder, face to camera", "point at the follow button between sets"],
    },
  },
  education: {
    constraints: ["twenty-five minutes", "one page of notes", "no textbook"],
    shots: {
      hook: ["whiteboard scribble, snap cut to the answer", "close-up of a marked test"],
      setup: ["desk setup, top-down", "screen recording of the trend"],
      payoff: ["the solved problem on the board", "notes pinned up, finished"],
      cta: ["face to camera, pen pointing at the follow button", "hold the notes up to the lens"],
    },
  },
  technology: {
    constraints: ["only free tools", "just a keyboard", "ten minutes"],
    shots: {
      hook: ["screen recording zoomed on the result", "device close-up with a fast push-in"],
      setup: ["wide shot of the desk setup", "screen recording of the trend"],
      payoff: ["timer comparing before and after", "the finished result on screen"],
      cta: ["face to camera beside the device", "point at the follow button"],
    },
  },
  generic: {
    constraints: ["zero budget", "only the basics", "a ten-minute timer"],
    shots: {
      hook: ["close-up of the result, snap cut to the start", "face to camera with a fast push-in"],
      setup: ["screen recording of the trend in the feed", "wide establishing shot"],
      payoff: ["reveal of the result", "before/after split screen"],
      cta: ["face to camera, point at the follow button", "wave to camera"],
    },
  },
};
