// The trend's topic as a creator says it mid-sentence ("deload week", "PDRN serum"), recovered
// from a stored trend title ("Deload Week: The Breakdown") and, where it helps, its hashtag and
// the titles of its top videos. Only the one-off backfill of trends stored before their topic was
// kept reads a title this way (scripts/db/backfill-topics.ts, run with the migrations): at request
// time every script is written from the topic stored with its trend or idea, only cut to what a
// script can say (spokenTopic).
import { nameCase } from "@/lib/language/case";
import { isPluralWord } from "@/lib/language/plural";
import { spokenWordCount, truncateToSpokenWords } from "./spoken";
import { stripTerminal } from "./text";
import { cleanText } from "@/lib/language/clean";
import { FRAMES } from "./title-frames";

// Headline framing that reads badly mid-sentence ("watch what The Zone 2 Surge does"): the frames
// the offline writer titles cards in, each read as a pattern with the topic in its place, and the
// stock words of titles stored before those frames (and of a model's headlines).
const FRAMED = Object.values(FRAMES)
  .flat()
  .map((f) => {
    const [head, tail] = f.split("{T}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${head}(.{2,}?)${tail}$`, "i");
  });
const TITLE_PREFIX = /^(?:the\s+)?(?:early rise of|rise of|last wave of|fresh angles on|understanding|peak)\s+/i;
const TITLE_SUFFIX = /\s+(?:surge|boom|craze|mania|momentum|breakout|comeback angles)$/i;
const MAX_WORDS = 8;

/** The trend's name: no subtitle, no headline framing ("The Glass Skin Surge" -> "Glass Skin"). */
export function speakableTitle(title: string): string {
  for (const frame of FRAMED) {
    const topic = frame.exec(title.trim())?.[1]?.trim();
    if (topic && topic.length >= 2) return topic;
  }
  const main = title.split(/:\s|\s[-–—|]\s|,\s/)[0].trim();
  let core = (main.length >= 2 ? main : title).replace(TITLE_PREFIX, "");
  // "The Last of Us" keeps its article; "The Glass Skin Surge" doesn't.
  if (TITLE_SUFFIX.test(core)) core = core.replace(TITLE_SUFFIX, "").replace(/^the\s+/i, "");
  core = core.trim();
  return core.length >= 2 ? core : title;
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The title's words that spell the trend's own hashtag ("#deloadweek" in "Why Deload Week Works"). */
function hashtagPhrase(title: string, hashtag: string): string | null {
  const tag = squash(hashtag);
  if (tag.length < 3) return null;
  const words = title.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let joined = "";
    for (let j = i; j < words.length && joined.length < tag.length; j++) {
      joined += squash(words[j]);
      if (joined === tag)
        return words
          .slice(i, j + 1)
          .join(" ")
          .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    }
  }
  return null;
}

/**
 * A topic as a script says it, whoever named it: cleaned, at most eight spoken words (a topic runs
 * through most lines of a script, and a long one would stretch it past its length), no closing
 * punctuation. "this trend" when nothing in it can be said aloud.
 */
export function spokenTopic(topic: string): string {
  const phrase = cleanText(topic, 200);
  const short =
    spokenWordCount(phrase) > MAX_WORDS
      ? stripTerminal(truncateToSpokenWords(phrase, MAX_WORDS)).replace(/…$/, "")
      : phrase;
  const said = stripTerminal(short);
  return spokenWordCount(said) > 0 ? said : "this trend";
}

/** The backfill's reader (see the top of this file): a stored title's topic, never used at request time. */
export function topicOf(trendTitle: string, hashtags: string[] = [], evidenceTitles: string[] = []): string {
  const title = cleanText(trendTitle, 200);
  const fromTag = hashtags.length ? hashtagPhrase(title, hashtags[0]) : null;
  // Shortened as any topic a script says; a title with nothing to say aloud ("-.") is "this trend".
  const said = spokenTopic(fromTag ?? speakableTitle(title));
  return said === "this trend" ? said : nameCase(said, evidenceTitles);
}

/** "carved mugs", "AI glasses", "turbo shots" are plural; "raku firing", "wall pilates", "canvas bag" are not. */
export function isPluralTopic(topic: string): boolean {
  const w = topic.trim().split(/\s+/).pop() ?? "";
  // A name ("Monster Hunter Wilds", "GPUs" aside) is one thing: "Monster Hunter Wilds is".
  return !/^\p{Lu}/u.test(w) && isPluralWord(w);
}
