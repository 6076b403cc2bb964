// How much stands behind a rise pooled across platforms: what a card's confidence and engagement say.
import type { TrendReach } from "@/lib/generation/types";
import { platformName } from "./source-labels";
import { latestCopies, type SignalItem } from "./core/types";

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

/**
 * One platform's views, upvotes and comments for a card (a Reddit upvote and a Mastodon favourite
 * are not one count), each post once at its latest numbers.
 */
export function engagementOf(items: readonly SignalItem[]): {
  recentViews: number;
  recentUpvotes: number;
  recentComments: number;
} {
  const own = latestCopies(items);
  return {
    recentViews: own.reduce((n, it) => n + it.views, 0),
    recentUpvotes: own.reduce((n, it) => n + it.likes, 0),
    recentComments: own.reduce((n, it) => n + it.comments, 0),
  };
}
