// How much stands behind a rise pooled across platforms: what a card's confidence says in words.
import type { TrendReach } from "@/lib/generation/types";
import { platformName } from "./source-labels";
import type { SignalItem } from "./types";

type Part = { listing: { source: string; label: string; recentItems: readonly SignalItem[] }; c: { items: number[] } };

/**
 * The posts, people and platforms of a pooled rise (`posts`: its recent posts over every listing),
 * the platform with most posts first. Thin: no one platform's posts showed the rise by themselves
 * (`risesOn` is the report's rise test on one platform's listings), only the platforms together: a
 * trend a creator should read as early.
 */
export function reachOf<P extends Part>(
  parts: readonly P[],
  posts: number,
  risesOn: (platform: P[]) => boolean,
): TrendReach {
  const people = new Set<string>();
  const byPlatform = new Map<string, { parts: P[]; posts: number }>();
  for (const part of parts) {
    const name = platformName(part.listing.source) ?? part.listing.label;
    let on = byPlatform.get(name);
    if (!on) byPlatform.set(name, (on = { parts: [], posts: 0 }));
    on.parts.push(part);
    on.posts += part.c.items.length;
    for (const i of part.c.items) people.add(part.listing.recentItems[i].channel);
  }
  const platforms = [...byPlatform].sort((a, b) => b[1].posts - a[1].posts || (a[0] < b[0] ? -1 : 1));
  return {
    posts,
    people: people.size,
    platforms: platforms.map(([name]) => name),
    thin: platforms.length > 1 && !platforms.some(([, on]) => risesOn(on.parts)),
  };
}
