// Number and label formatting for offline trends: every figure shown comes from the evidence.
import type { Lifecycle, ScoredTopic } from "@/lib/trends/types";
import type { Rng } from "@/lib/scripts/prng";
import { cleanText } from "@/lib/scripts/text";

const finite = (n: unknown, fallback = 0) => (typeof n === "number" && Number.isFinite(n) ? n : fallback);

/** 2_345_678 -> "2.3M", 120_400 -> "120K", 950 -> "950". */
export function formatCount(value: number): string {
  const n = Math.max(0, finite(value));
  const units: [number, string][] = [[1e9, "B"], [1e6, "M"], [1e3, "K"]];
  for (let i = 0; i < units.length; i++) {
    const [size, suffix] = units[i];
    if (n < size * 0.9995) continue;
    const v = n / size;
    const shown = v < 10 ? Math.round(v * 10) / 10 : Math.round(v);
    // 999.6K rounds to "1000K": promote to the next unit.
    if (shown >= 1000 && i > 0) return `${Math.round((n / units[i - 1][0]) * 10) / 10}${units[i - 1][1]}`;
    return `${shown}${suffix}`;
  }
  return String(Math.round(n));
}

/** Rounds to two significant figures so ranges read like estimates, not measurements. */
const roughly = (n: number) => {
  if (n < 100) return 100;
  const mag = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / mag) * mag;
};

export function viewsRange(low: number, high: number): string {
  const lo = roughly(Math.max(100, finite(low)));
  let hi = roughly(Math.max(lo * 1.5, finite(high)));
  if (formatCount(hi) === formatCount(lo)) hi = roughly(lo * 2);
  return `${formatCount(lo)}-${formatCount(hi)}`;
}

const ACRONYMS: Record<string, string> = {
  diy: "DIY", asmr: "ASMR", grwm: "GRWM", ai: "AI", ootd: "OOTD", fps: "FPS", rpg: "RPG", pc: "PC", spf: "SPF",
  hiit: "HIIT", iphone: "iPhone", ipad: "iPad", tiktok: "TikTok", youtube: "YouTube", ui: "UI", ux: "UX", gpu: "GPU",
  cpu: "CPU", vr: "VR", ar: "AR", mmo: "MMO", npc: "NPC", gta: "GTA", usa: "USA", uk: "UK", llm: "LLM", api: "API", "a.i.": "AI",
};
const SMALL = new Set(["a", "an", "the", "and", "or", "of", "in", "on", "for", "to", "vs", "vs.", "with", "at", "by"]);

/** Topic as it reads mid-sentence: acronyms fixed, everything else as the engine gave it. */
export function topicPhrase(topic: string): string {
  const t = cleanText(topic, 60).replace(/^#+/, "").replace(/_/g, " ");
  return t.split(" ").map((w) => ACRONYMS[w.toLowerCase()] ?? (/^[a-z]{1,4}\d+[a-z]?$/i.test(w) ? w.toUpperCase() : w)).join(" ") || "this trend";
}

export function titleCase(phrase: string): string {
  return phrase
    .split(" ")
    .map((w, i) => {
      if (ACRONYMS[w.toLowerCase()] || /[A-Z]/.test(w.slice(1)) || /\d/.test(w)) return w;
      if (i > 0 && SMALL.has(w.toLowerCase())) return w.toLowerCase();
      return w.replace(/(^|-)(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());
    })
    .join(" ");
}

/** Capitalises a sentence start without breaking "iPhone" or "eBay". */
export const capFirst = (s: string) => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

// Noun phrases, not sentences: the title is also spoken inside scripts ("watch what {title} does").
const TITLES: Record<Lifecycle | "educational", string[]> = {
  emerging: ["The Early Rise of {T}", "{T}: The Next Wave", "The {T} Breakout"],
  accelerating: ["The {T} Surge", "The {T} Boom", "{T} Momentum"],
  peaking: ["Peak {T}", "{T} Mania", "The {T} Craze"],
  saturated: ["{T}, Reinvented", "Fresh Angles on {T}", "{T}: Beyond the Basics"],
  declining: ["{T} Comeback Angles", "The Last Wave of {T}", "{T}: The Encore"],
  educational: ["{T}, Explained", "Understanding {T}", "{T}: The Breakdown"],
};

export function trendTitle(topic: ScoredTopic, rng: Rng): string {
  const T = titleCase(topicPhrase(topic.topic));
  const key = topic.status === "educational" ? "educational" : TITLES[topic.lifecycle] ? topic.lifecycle : "emerging";
  return rng.pick(TITLES[key]).replace("{T}", () => T);
}

const LIFECYCLE_NOTE: Record<Lifecycle, string> = {
  emerging: "It's still early, so there's room to be one of the first",
  accelerating: "It's picking up speed, so now is the moment",
  peaking: "It's at its peak, so speed matters more than polish",
  saturated: "It's widely covered, so a fresh angle matters",
  declining: "It's cooling off, so only a strong twist will land",
};

/** Short evidence phrase for hooks and outlines, e.g. "mentions up 240% in 7 days". */
export function evidencePhrase(topic: ScoredTopic, days: number): string {
  const g = finite(topic.growthPct, NaN);
  if (Number.isFinite(g) && g > 0) return `mentions up ${Math.round(g).toLocaleString("en-US")}% in ${days} days`;
  const channels = (topic.channels ?? []).length;
  return channels ? `${channels} channels covering it right now` : "steady interest right now";
}

/** `inNiche` false: the evidence comes from outside the niche's own items, so its channels aren't called the niche's. */
export function describe(topic: ScoredTopic, niche: string, days: number, inNiche = true): string {
  const g = finite(topic.growthPct, NaN);
  const channels = (topic.channels ?? []).length;
  const kind = inNiche ? `${niche} ` : "";
  const where = channels ? ` across ${channels} ${kind}channel${channels === 1 ? "" : "s"}` : inNiche ? ` in ${niche}` : "";
  const growth = !Number.isFinite(g)
    ? `New in the last ${days} days`
    : g > 0
      ? `Mentions up ${Math.round(g).toLocaleString("en-US")}% in ${days} days`
      : g < 0
        ? `Mentions down ${Math.abs(Math.round(g))}% over ${days} days`
        : `Mentions holding steady over ${days} days`;
  const parts = [`${growth}${where}.`, `${LIFECYCLE_NOTE[topic.lifecycle] ?? LIFECYCLE_NOTE.emerging}.`];
  const top = (topic.topItems ?? [])[0];
  if (top && cleanText(top.title, 90)) {
    const by = cleanText(top.channel, 40);
    // Posts and headlines have no view counts: no "(0 views)".
    parts.push(`Top example: "${cleanText(top.title, 90)}"${by ? ` by ${by}` : ""}${top.views > 0 ? ` (${formatCount(top.views)} views)` : ""}.`);
  }
  return parts.join(" ");
}

/** "2.3M views this week": no other digits, because the dashboard sorts engagement by its digits. */
export function engagementText(recentViews: number, days: number): string {
  const v = finite(recentViews);
  if (v <= 0) return "No views tracked yet";
  return `${formatCount(v)} ${days === 7 ? "views this week" : "recent views"}`;
}

const tagOf = (s: string) => cleanText(s, 40).toLowerCase().replace(/^#+/, "").replace(/[^\p{L}\p{N}_]/gu, "");

export function hashtagsFor(topic: ScoredTopic, niche: string): string[] {
  const tags = [tagOf(topic.topic), ...(topic.hashtags ?? []).map(tagOf), tagOf(niche)].filter(Boolean);
  return [...new Set(tags)].slice(0, 6).map((t) => `#${t}`);
}

export const clampConfidence = (c: number) => Math.round(Math.min(100, Math.max(0, finite(c, 50))));
export { finite };
