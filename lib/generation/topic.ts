// The trend's topic as a creator says it mid-sentence ("deload week", "PDRN serum"), recovered
// from a stored trend title ("Deload Week: The Breakdown") and, where it helps, its hashtag and
// the titles of its top videos.
import { isPluralWord } from "@/lib/language/plural";
import { spokenWordCount, truncateToSpokenWords } from "./spoken";
import { cleanText, stripTerminal } from "./text";

// Headline framing that reads badly mid-sentence ("watch what The Zone 2 Surge does").
const TITLE_PREFIX = /^(?:the\s+)?(?:early rise of|rise of|last wave of|fresh angles on|understanding|peak)\s+/i;
const TITLE_SUFFIX = /\s+(?:surge|boom|craze|mania|momentum|breakout|comeback angles)$/i;
const MAX_WORDS = 8;

/** The trend's name: no subtitle, no headline framing ("The Glass Skin Surge" -> "Glass Skin"). */
export function speakableTitle(title: string): string {
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

const bare = (w: string) => w.replace(/[^\p{L}\p{N}]/gu, "");
const capitalised = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);

type Uses = { capsInside: number; lower: number; midSentence: boolean; plain: number; written: Map<string, number> };

/** An acronym or a mixed-case name as written: "SPF", "PDRN", "100D", "4K", "iPhone", "TikTok". */
const specialForm = (w: string) =>
  /\p{L}/u.test(w) && ((/^[\p{Lu}\p{N}]{2,}$/u.test(w) && /\p{Lu}/u.test(w)) || /\p{Ll}\p{Lu}/u.test(w));

/** The way the titles mostly write a word when that is as an acronym or in mixed case; else null. */
function writtenForm(u: Uses | undefined): string | null {
  if (!u) return null;
  let best: string | null = null;
  let n = 0;
  for (const [form, c] of u.written) if (c > n) [best, n] = [form, c];
  return best && n >= u.plain ? best : null;
}

/**
 * Capitals as a creator would write the topic mid-sentence: "Zone 2 Cardio" -> "zone 2 cardio",
 * but acronyms ("PDRN"), mixed case ("iPhone") and names ("Dubai", "Minecraft") keep theirs. A
 * word the titles mostly write as an acronym or in mixed case is written that way ("spf" -> "SPF"
 * when the posts say SPF), titles in capitals throughout aside. A word is a name when the evidence
 * titles capitalise it mid-title in a sentence-case title, or capitalise it inside titles at least
 * twice and never write it in lower case. A title's first word says nothing, and in a Title Case
 * Title every word is capitalised.
 */
export function nameCase(phrase: string, evidenceTitles: string[] = []): string {
  // Per word: capitalised after the first word of a title, and whether it ever appears in lower case.
  const uses = new Map<string, Uses>();
  for (const title of evidenceTitles) {
    const words = String(title ?? "")
      .split(/\s+/)
      .map(bare)
      .filter(Boolean);
    const sentenceCase = words.slice(1).filter(capitalised).length * 2 < words.length - 1;
    // A title in capitals throughout says nothing about how any of its words is written.
    const shouting = words.every((w) => w === w.toUpperCase());
    words.forEach((w, i) => {
      const key = w.toLowerCase();
      const u = uses.get(key) ?? { capsInside: 0, lower: 0, midSentence: false, plain: 0, written: new Map() };
      if (!shouting && key.length >= 2 && specialForm(w)) u.written.set(w, (u.written.get(w) ?? 0) + 1);
      else if (!shouting) u.plain++;
      if (i > 0 && capitalised(w)) {
        u.capsInside++;
        if (sentenceCase) u.midSentence = true;
      } else if (w === key) u.lower++;
      uses.set(key, u);
    });
  }
  const words = phrase.split(" ");
  // A phrase one of whose words a post writes in lower case is a common noun phrase ("a diesel
  // heater"), however In Title Case video titles write it: only a capital a sentence gives counts.
  const common = words.length > 1 && words.some((w) => (uses.get(bare(w).toLowerCase())?.lower ?? 0) > 0);
  const isName = words.map((w) => {
    const u = uses.get(bare(w).toLowerCase());
    return !!u && (u.midSentence || (!common && u.capsInside >= 2 && u.lower === 0));
  });
  // A name of several words ("Monster Hunter Wilds") keeps all its capitals when the titles write
  // it that way, though its first word opens every title and so says nothing on its own.
  // A code inside it ("100D") is compared as the titles write it.
  const titled = words
    .map((w) => writtenForm(uses.get(bare(w).toLowerCase())) ?? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
  const wholeName =
    words.length > 1 && !common && isName.some(Boolean) && evidenceTitles.some((t) => String(t ?? "").includes(titled));
  return words
    .map((w, i) => {
      const key = bare(w).toLowerCase();
      const form = key ? writtenForm(uses.get(key)) : null;
      if (form) return w.replace(bare(w), form);
      if (!key || /\d/.test(w) || /^\p{Lu}{2,}$/u.test(bare(w)) || /\p{Ll}\p{Lu}/u.test(w)) return w;
      return wholeName || isName[i] ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase();
    })
    .join(" ");
}

export function topicOf(trendTitle: string, hashtags: string[] = [], evidenceTitles: string[] = []): string {
  const title = cleanText(trendTitle, 200);
  const fromTag = hashtags.length ? hashtagPhrase(title, hashtags[0]) : null;
  const phrase = fromTag ?? speakableTitle(title);
  const short =
    spokenWordCount(phrase) > MAX_WORDS
      ? stripTerminal(truncateToSpokenWords(phrase, MAX_WORDS)).replace(/…$/, "")
      : phrase;
  const said = nameCase(stripTerminal(short), evidenceTitles);
  // A title with nothing to say aloud ("-.", "\\") is still spoken about as "this trend".
  return spokenWordCount(said) > 0 ? said : "this trend";
}

/** "carved mugs", "AI glasses", "turbo shots" are plural; "raku firing", "wall pilates", "canvas bag" are not. */
export function isPluralTopic(topic: string): boolean {
  const w = topic.trim().split(/\s+/).pop() ?? "";
  // A name ("Monster Hunter Wilds", "GPUs" aside) is one thing: "Monster Hunter Wilds is".
  return !/^\p{Lu}/u.test(w) && isPluralWord(w);
}
