// The Education preset: how it is named, which videos and posts belong to it, where its
// communities are, and which vocabulary the writers use for it. One row of the niche table (index.ts).
import { wave, steady } from "./curated";
import type { NicheDef } from "./types";

export const education: NicheDef = {
  key: "education",
  subjects: "idea",
  bareTopics: true,
  label: "Education",
  spoken: "learning",
  picker: true,
  categoryIds: [27],
  categoryAlone: true,
  terms: [
    "education",
    "educational",
    "explained",
    "learn",
    "learning",
    "lesson",
    "tutorial",
    "science",
    "history",
    "math",
    "maths",
    "physics",
    "chemistry",
    "biology",
    "study",
    "study tips",
    "studying",
    "facts",
    "documentary",
    "lecture",
    "course",
    "language learning",
    "exam",
    "school",
    "college",
    "university",
    "teacher",
  ],
  aliases: [],
  communities: { subreddits: ["explainlikeimfive", "todayilearned", "GetStudying"] },
  pattern: /\b(educat|learn|stud(y|ying)|school|college|university|science|history|math|languages?|tutor|exams?|teach)/,
  writer: {
    vocab: {
      constraints: ["twenty-five minutes", "one page of notes", "no textbook"],
      shots: {
        hook: ["whiteboard scribble, snap cut to the answer", "close-up of a marked test"],
        setup: ["desk setup, top-down", "screen recording of the trend"],
        payoff: ["the solved problem on the board", "notes pinned up, finished"],
        cta: ["face to camera, pen pointing at the follow button", "hold the notes up to the lens"],
      },
    },
    formats: ["explainer", "myth", "mistake", "tutorial", "ranked", "breakdown", "hot-take", "early-call", "diary"],
    curated: {
      nicheTags: ["education", "learning"],
      channels: [
        "Curious Cat Lab",
        "Five Minute Physics Club",
        "History Hook",
        "The Study Desk",
        "Map Nerd",
        "Brainy Bites",
        "Explainer Eli",
        "Word Origins",
        "Numbers Daily",
        "Space Sketch",
        "Ask a Teacher",
        "Science Snack",
      ],
      topics: [
        wave(
          "ai agents explained",
          ["artificial intelligence", "ai"],
          ["AI agents explained simply", "How AI agents actually work", "What AI agents can and can't do"],
        ),
        wave(
          "active recall",
          ["study tips", "memory"],
          [
            "Active recall: the study method that works",
            "How to use active recall for exams",
            "Active recall vs rereading, explained",
          ],
        ),
        wave(
          "microplastics",
          ["environment", "science"],
          [
            "Microplastics in your body, explained",
            "How microplastics get into food",
            "Microplastics 101: can we remove them?",
          ],
        ),
        wave(
          "roman empire",
          ["history", "ancient rome"],
          [
            "Why do we all think about the Roman Empire?",
            "Roman Empire explained in 60 seconds",
            "How the Roman Empire fed a city",
          ],
        ),
        wave(
          "fermi paradox",
          ["aliens", "space"],
          ["Fermi paradox explained in 3 answers", "What is the Fermi paradox?", "Fermi paradox and the great silence"],
        ),
        wave(
          "etymology",
          ["words", "language"],
          [
            "Etymology lesson: everyday words",
            "Etymology explained: why we say OK",
            "Etymology of the days of the week",
          ],
        ),
        wave(
          "quantum computing",
          ["quantum", "physics"],
          [
            "Quantum computing explained with coins",
            "How quantum computing could break passwords",
            "Quantum computing in 2026",
          ],
        ),
        wave(
          "feynman technique",
          ["learning", "study tips"],
          [
            "Feynman technique in 4 steps",
            "Learn anything with the Feynman technique",
            "How to use the Feynman technique for math",
          ],
        ),
        wave(
          "solar maximum",
          ["space weather", "aurora"],
          [
            "How solar maximum powers the northern lights",
            "What solar maximum means for Earth",
            "Solar maximum explained",
          ],
        ),
        wave(
          "map projections",
          ["geography", "maps"],
          [
            "Map projections explained: why Greenland looks huge",
            "How map projections lie to you",
            "Map projections compared",
          ],
        ),
        wave(
          "mental math",
          ["math tricks", "math"],
          ["How to do mental math for percentages", "Mental math lesson: multiply by 11", "Mental math like a cashier"],
        ),
        wave(
          "brain rot",
          ["psychology", "attention"],
          ["What brain rot does to attention", "Brain rot, explained by a scientist", "How to undo brain rot"],
        ),
        steady(
          "study with me",
          ["pomodoro", "study"],
          ["Study with me: 2 hour pomodoro", "Study with me at the library", "Study with me before exams"],
        ),
        steady(
          "history facts",
          ["history", "facts"],
          ["History facts they didn't teach you", "History facts in 60 seconds", "Weird history facts"],
        ),
      ],
    },
  },
};
