// The embedded default's curated signal items: ~21 days per preset niche ending today, made up
// from curated-topics.ts by a seeded generator (never Math.random, never the clock).
//
// Every topic follows a fixed cycle keyed on the absolute day number, and a day's items depend
// only on that day. So the items of a date are the same whichever day the seed runs, re-running
// it later only adds the new days (seed-signals.ts stores idempotently), and on any day a few
// wave topics per niche are growing while others peak, fade, rest or stay steady. The price: a
// wave topic comes back every 24 days, which a demo can live with.
import { makeRng } from "@/lib/language/prng";
import { nicheByKey } from "@/lib/niches";
import { CURATED_NICHES, type CuratedNiche, type CuratedTopic } from "./curated-topics";
import { dayNumber } from "./scoring";
import { DAY_MS } from "@/lib/time";
import type { SignalItem } from "./core/types";

export const CURATED_DAYS = 21;

// Mentions per day over one 24-day cycle of a wave topic: twelve days of ~1.3x daily growth, a
// peak, a fast fall and a long quiet spell (so the next rise starts from a quiet baseline).
// Twelve waves spaced two days apart tile the cycle: on every day the same number of topics
// sits in each stage, about four of them visibly rising.
const WAVE = [
  1, 1.3, 1.7, 2.2, 2.9, 3.7, 4.8, 6.3, 8.2, 10.6, 13.8, 17.9, 23, 12, 6, 3, 1.5, 0.8, 0.5, 0.4, 0.3, 0.3, 0.4, 0.6,
];
const WAVE_SPACING = 2;
const STEADY_LEVEL = 4;

const TITLE_SUFFIXES = ["", "", "", "", " (it worked)", " #shorts", " 😳", " | part 2", " - honest take"];

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function nicheShift(niche: string): number {
  return makeRng("curated-shift", niche).int(WAVE.length);
}

/** Expected mentions of a topic on an absolute day number. */
export function curatedLevel(niche: CuratedNiche, topic: CuratedTopic, day: number): number {
  if (topic.kind === "steady") return STEADY_LEVEL;
  const waves = niche.topics.filter((t) => t.kind === "wave");
  const offset = waves.indexOf(topic) * WAVE_SPACING + nicheShift(niche.niche);
  const phase = (((day + offset) % WAVE.length) + WAVE.length) % WAVE.length;
  return WAVE[phase];
}

function itemsFor(niche: CuratedNiche, topic: CuratedTopic, day: number): SignalItem[] {
  const date = new Date(day * DAY_MS);
  const iso = date.toISOString().slice(0, 10);
  const rng = makeRng("curated", niche.niche, topic.topic, iso);
  const level = curatedLevel(niche, topic, day);
  // +-5% jitter around the curve; plain rounding keeps small counts from jumping around.
  const n = Math.round(level * (0.95 + 0.1 * rng.next()));
  // A topic at its height draws more views and likes per video.
  const heat = topic.kind === "wave" ? Math.min(2, 0.6 + level / 10) : 1;
  const items: SignalItem[] = [];
  for (let i = 0; i < n; i++) {
    const views = Math.round(6000 * Math.exp(rng.next() * 3.2) * heat);
    // Titles and extra tags go round-robin (rotating by day), not by dice: each facet of a
    // topic then follows the topic's own curve instead of jumping around on its own.
    const turn = i + day;
    const extra = topic.tags[turn % topic.tags.length];
    items.push({
      source: "curated",
      externalId: `${niche.niche}-${slug(topic.topic)}-${iso}-${i}`,
      title: topic.titles[turn % topic.titles.length] + rng.pick(TITLE_SUFFIXES),
      tags: [...new Set([topic.topic, extra, niche.nicheTags[turn % niche.nicheTags.length]])],
      channel: rng.pick(niche.channels),
      categoryId: nicheByKey(niche.niche)?.categoryIds[0] ?? null,
      views,
      likes: Math.round(views * (0.03 + 0.05 * rng.next()) * Math.min(1.4, heat)),
      comments: Math.round(views * (0.002 + 0.008 * rng.next())),
      observedAt: date,
      niche: niche.niche,
    });
  }
  return items;
}

/** Curated items for every preset niche over the CURATED_DAYS days ending at `today` (UTC). */
export function curatedSignalItems(today: Date): SignalItem[] {
  const end = dayNumber(today);
  const items: SignalItem[] = [];
  for (let day = end - CURATED_DAYS + 1; day <= end; day++) {
    for (const niche of CURATED_NICHES) {
      for (const topic of niche.topics) items.push(...itemsFor(niche, topic, day));
    }
  }
  return items;
}
