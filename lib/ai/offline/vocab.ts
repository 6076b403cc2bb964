// Hook vocabulary per niche: the pains, mistakes and rivalries a creator in that niche talks
// about. Shared props, audiences, myths and outcomes come from the script vocabulary so an
// idea and the script developed from it speak the same language.
import type { NicheKey } from "@/lib/scripts/niches";

export type HookVocab = {
  activity: string; // "Watch this before you {activity} again"
  pains: string[];
  mistakes: string[]; // gerunds: "You're {mistake}"
  insiders: string; // who knows the secret
  rivals: [string, string][];
  constraints: string[]; // "with {constraint}"
};

export const HOOK_VOCAB: Record<NicheKey, HookVocab> = {
  beauty: {
    activity: "do your makeup",
    pains: ["cakey foundation", "creasing concealer", "patchy brows", "makeup that slides off by noon"],
    mistakes: ["skipping primer", "blending with a dry sponge", "setting your whole face", "matching foundation on your hand"],
    insiders: "makeup artists",
    rivals: [["drugstore", "high-end"], ["a sponge", "a brush"], ["cream blush", "powder blush"]],
    constraints: ["only three products", "no brushes at all", "a five-minute timer"],
  },
  gaming: {
    activity: "queue up for ranked",
    pains: ["losing every close fight", "being hardstuck", "input delay", "throwing winnable games"],
    mistakes: ["ignoring the mini-map", "re-peeking the same angle", "playing on default settings", "chasing kills over objectives"],
    insiders: "pro players",
    rivals: [["controller", "mouse and keyboard"], ["playing aggressive", "playing passive"], ["the meta loadout", "an off-meta pick"]],
    constraints: ["only the starter weapon", "the HUD turned off", "one life"],
  },
  diy: {
    activity: "start your next project",
    pains: ["wobbly shelves", "visible brush strokes", "a boring rental", "furniture that looks cheap"],
    mistakes: ["skipping primer", "eyeballing your measurements", "using the wrong screws", "painting in one thick coat"],
    insiders: "contractors",
    rivals: [["paint", "peel-and-stick"], ["an IKEA hack", "building from scratch"], ["power tools", "hand tools"]],
    constraints: ["a $50 budget", "no power tools", "one afternoon"],
  },
  food: {
    activity: "cook dinner",
    pains: ["soggy leftovers", "bland chicken", "a sink full of dishes", "overcooked pasta"],
    mistakes: ["crowding the pan", "salting only at the end", "rinsing your pasta", "cutting meat straight off the heat"],
    insiders: "chefs",
    rivals: [["the air fryer", "the oven"], ["homemade", "takeout"], ["cast iron", "nonstick"]],
    constraints: ["five ingredients", "one pan", "a $10 budget"],
  },
  fitness: {
    activity: "hit the gym",
    pains: ["stalled progress", "sore knees", "no time to train", "losing motivation by week two"],
    mistakes: ["skipping your warm-up", "ego lifting", "training to failure every set", "doing cardio first"],
    insiders: "coaches",
    rivals: [["free weights", "machines"], ["HIIT", "steady cardio"], ["home workouts", "the gym"]],
    constraints: ["no equipment", "ten minutes a day", "bodyweight only"],
  },
  education: {
    activity: "sit down to study",
    pains: ["forgetting everything by exam day", "endless re-reading", "procrastinating", "notes you never look at"],
    mistakes: ["re-reading instead of testing yourself", "highlighting everything", "cramming the night before", "studying with your phone nearby"],
    insiders: "top students",
    rivals: [["flashcards", "mind maps"], ["handwritten notes", "typed notes"], ["pomodoro", "deep work"]],
    constraints: ["25 minutes", "one page of notes", "no textbook"],
  },
  technology: {
    activity: "pick up your phone",
    pains: ["a battery that dies by lunch", "a cluttered desktop", "endless notifications", "slow Wi-Fi"],
    mistakes: ["ignoring your settings", "paying for apps with free alternatives", "never backing up", "reusing passwords"],
    insiders: "engineers",
    rivals: [["iPhone", "Android"], ["free tools", "paid tools"], ["an AI assistant", "doing it by hand"]],
    constraints: ["only free tools", "just a keyboard", "ten minutes"],
  },
  generic: {
    activity: "work on your {niche}",
    pains: ["feeling stuck", "wasting time on the wrong things", "not seeing results"],
    mistakes: ["copying what everyone else does", "skipping the basics", "trying to do everything at once"],
    insiders: "the pros",
    rivals: [["the old way", "the new way"], ["going solo", "learning from a pro"]],
    constraints: ["one day", "zero budget", "only the basics"],
  },
};
