// Answers a well-behaved model would give, built from what the app sent (the <data> block), at a
// realistic size: a 5-trend report is about 1,500 tokens and a script about 450, as a hosted mini
// model or a 7-8B local model writes them. Used by the jest suites, the browser test, the
// streaming bench and the stand-in server (test/openai-stand-in.ts).
import { promptData, tokens, type OpenAIStubReply, type OpenAIStubRequest } from "./openai-stub";

type Story = { questions: string[]; mostlyAbout: string[]; comparedWith: string | null; mood: string | null };
type TrendData = {
  niche: string;
  trends: { id: number; topic: string; growthPct: number; channels: number; story?: Story }[];
};
type ScriptData = { niche: string; trend: string; hook: string; outline: string };

const ANGLES = [
  (t: string) => ({
    hook: `I tried ${t} for a week so you don't have to, and one part surprised me.`,
    outline: `Open on the finished result first -> show day one and the mistake almost everyone makes -> the small change that fixed it, shown at real speed -> ask viewers which version they would pick and why`,
  }),
  (t: string) => ({
    hook: `Everyone is posting ${t} right now. Here's what they leave out.`,
    outline: `State the popular claim about ${t} -> show the part that doesn't hold up -> what actually works instead, with a quick demo -> one tip viewers can try today before they scroll on`,
  }),
  (t: string) => ({
    hook: `Before and after ${t}: watch the difference in under a minute.`,
    outline: `Show the before honestly -> walk through the three steps at real speed -> reveal the after side by side in the same light -> say what you'd change next time and ask for theirs`,
  }),
];

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

// Ideas a model builds on a trend's story when it follows the prompt's rule: the question asked
// most, the comparison, the phrase the posts keep using, the second question, the mood.
const MOOD_IDEAS: Record<string, (t: string) => { hook: string; outline: string }> = {
  problem: (t) => ({
    hook: `The ${t} problem everyone's posting about, and the fix that worked for me.`,
    outline: `Show the problem people report -> what actually causes it -> the fix, step by step -> the result after a week`,
  }),
  controversy: (t) => ({
    hook: `The ${t} controversy, explained without the drama.`,
    outline: `What happened, in two sentences -> the best case on each side -> what most posts get wrong -> where I land`,
  }),
  news: (t) => ({
    hook: `${capital(t)} just launched. Here's what's actually new.`,
    outline: `What was announced -> the one detail that matters -> who should care and who can wait`,
  }),
  praise: (t) => ({
    hook: `Everyone says they love ${t}. Is it really worth it?`,
    outline: `What people love about it -> does it hold up in real use -> the catch nobody mentions -> my verdict`,
  }),
};

function storyIdeas(t: string, story: Story | undefined): { hook: string; outline: string }[] {
  if (!story) return [];
  const [q1, q2] = story.questions;
  const about = story.mostlyAbout[0];
  return [
    q1 && {
      hook: `"${q1}" I get asked this every day, so here's the answer.`,
      outline: `Read the question out -> give the short answer first -> show the test that backs it up -> say who gets a different answer`,
    },
    story.comparedWith && {
      hook: `${capital(t)} vs ${story.comparedWith}: I used both for a week.`,
      outline: `Set them side by side -> compare them on what people care about most -> where ${story.comparedWith} still wins -> my pick and who each suits`,
    },
    about && {
      hook: `Every ${t} post mentions ${about}. Here's what's really going on.`,
      outline: `Show the posts talking about ${about} -> what ${about} looks like up close -> my take -> what it means for you`,
    },
    q2 && {
      hook: `"${q2}" I tested it so you don't have to.`,
      outline: `Read the question out -> set up a fair test -> show the result -> answer it from the result`,
    },
    story.mood && MOOD_IDEAS[story.mood]?.(t),
    // A story with one thing to say still gets two ideas on it: a take on that one thing.
    (q1 || about || story.comparedWith || story.mood) && {
      hook: `My honest take on ${q1 ? `"${q1}"` : (about ?? story.comparedWith ?? `the ${t} ${MOOD_WORD[story.mood!] ?? "talk"}`)}`,
      outline: `Say what everyone's posting -> where they're right -> where they go too far -> what I'd do`,
    },
  ].filter((x): x is { hook: string; outline: string } => !!x);
}

// The mood said in its own words ("the X problems"), so a take on it says which.
const MOOD_WORD: Record<string, string> = {
  problem: "problems",
  controversy: "controversy",
  news: "launch",
  praise: "love",
};

/**
 * The report a model writes for the trends in the prompt: two of three ideas on a trend's story
 * when the prompt gives one, unless `ignoresStory` says this answer leaves it out for that trend
 * (as a small model often does: its stock angles, whatever the posts say).
 */
export function trendsAnswer(
  req: OpenAIStubRequest,
  ignoresStory: (id: number) => boolean = () => false,
): { trends: unknown[] } {
  const data = promptData<TrendData>(req.user);
  return {
    trends: data.trends.map((tr) => ({
      id: tr.id,
      title: `${capital(tr.topic)} is picking up fast`.slice(0, 80),
      description:
        `${capital(data.niche)} creators are posting more about ${tr.topic} this week, and viewers are sticking around for the full video. ` +
        `It is early enough that a clear, honest take still stands out in the feed, especially one that shows real results.`,
      ideas: [
        ...(ignoresStory(tr.id) ? [] : storyIdeas(tr.topic, tr.story).slice(0, 2)),
        ...ANGLES.map((angle) => angle(tr.topic)),
      ].slice(0, 3),
    })),
  };
}

const say = (...sentences: string[]) => sentences.join(" ");

/** A 60-90 s script (about 180 spoken words) for the idea in the prompt. */
export function scriptAnswer(req: OpenAIStubRequest): { beats: unknown[] } {
  const d = promptData<ScriptData>(req.user);
  const topic = d.trend || d.niche;
  const beat = (label: string, text: string, onScreen: string, broll: string) => ({ label, text, onScreen, broll });
  return {
    beats: [
      beat(
        "HOOK",
        "This one change fixed everything for me.",
        "One change. Big difference.",
        "Close-up of the finished result",
      ),
      beat(
        "SETUP",
        say(
          `Everyone in ${d.niche} is talking about ${topic} right now, and most of the videos skip the part that matters.`,
          "I spent the week trying it properly, so here is what I learned.",
        ),
        `${topic}: the honest version`.slice(0, 60),
        "Talking head, then a quick scroll through recent posts",
      ),
      beat(
        "POINT",
        say(
          "First, start smaller than you think.",
          "The people getting results are not doing more, they are doing less, but they do it every single day.",
          "That consistency is what you see in their before and after.",
        ),
        "Start smaller",
        "Hands setting up the first step",
      ),
      beat(
        "POINT",
        say(
          "Second, watch for the mistake that almost everyone makes in the first week.",
          "They change three things at once, so when it works they have no idea why.",
          "Change one thing, then wait.",
        ),
        "One change at a time",
        "Split screen of two attempts",
      ),
      beat(
        "POINT",
        say(
          "Third, write down what happened.",
          "It sounds boring, but a two-line note each day told me more than any video did.",
          "By day five I could see the pattern clearly.",
        ),
        "Keep notes",
        "Notebook on the desk, pen writing",
      ),
      beat(
        "PAYOFF",
        say(
          "So after a week, the difference was obvious.",
          "Less effort, better results, and I actually know why it worked this time.",
          "That is the part nobody shows you.",
        ),
        "Less effort, better results",
        "Side by side of day one and day seven",
      ),
      beat(
        "CTA",
        say("Try it for three days and tell me in the comments what changed for you.", "Follow for part two."),
        "Comment your results",
        "Point to the comments",
      ),
    ],
  };
}

/** A good model: the report or the script, whichever the request asks for (by its schema). */
export function goodAnswer(
  req: OpenAIStubRequest,
  writing: Omit<Extract<OpenAIStubReply, { json: unknown }>, "json"> = {},
): OpenAIStubReply {
  const isScript = JSON.stringify(req.schema ?? {}).includes('"beats"');
  return { json: isScript ? scriptAnswer(req) : trendsAnswer(req), ...writing };
}

/** Tokens the stand-in will send for an answer (its 4-character tokens). */
export const answerTokens = (value: unknown) => tokens(JSON.stringify(value)).length;
