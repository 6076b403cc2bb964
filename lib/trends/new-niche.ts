// A niche nobody has asked for before costs a full round of fetches from every source, and the
// sources' budgets are shared by everyone (Reddit's 10 requests a minute, YouTube's daily units).
// So each creator gets a small daily allowance of such rounds; niches already known (a preset,
// or one someone asked for before) are never counted. The allowance is a rate_limit_buckets row,
// counted with one atomic upsert; an empty report gives its report unit back, not its round.
import "server-only";
import { hit } from "@/lib/rate-limit";
import { db } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";
import { log } from "@/lib/log";
import { PLANS, type Tier } from "@/lib/plans";
import { secondsToUtcMidnight } from "@/lib/time";
import { nicheMatcher } from "./core/niche";
import { liveSources } from "./live-sources";
import type { Niche } from "@/lib/niches";

/** Fetch rounds for never-asked niches, per creator and UTC day. */
export const NEW_NICHE_ROUNDS_PER_DAY: Record<Tier, number> = { free: 3, pro: 5, studio: 8, enterprise: 10 };

export function newNicheMessage(tier: Tier): string {
  const n = NEW_NICHE_ROUNDS_PER_DAY[tier];
  return `You've looked up ${n} niche${n === 1 ? "" : "s"} nobody had asked about before today, the most for one day on the ${PLANS[tier].name} plan. The preset niches and niches other creators already follow work as usual; try this one again tomorrow.`;
}

type Asker = { id: string; subscriptionTier: Tier };

/**
 * Whether the creator may cause a fetch round for this niche: yes for a known niche, and for a
 * new one while their allowance lasts (counting it).
 */
export async function mayFetchNiche(user: Asker, niche: Niche, now = new Date()): Promise<boolean> {
  if (liveSources().length === 0) return true;
  const matcher = nicheMatcher(niche);
  if (matcher.preset) return true;
  const known = await db.nicheRefresh.findUnique({ where: { nicheKey: matcher.key }, select: { nicheKey: true } });
  if (known) return true;
  const day = now.toISOString().slice(0, 10);
  const limit = NEW_NICHE_ROUNDS_PER_DAY[user.subscriptionTier];
  const counted = await hit({ key: `new-niche:${user.id}:${day}`, limit, windowS: secondsToUtcMidnight(now) });
  if (!counted.ok) log.warn("new_niche_allowance_used", { userId: user.id });
  return counted.ok;
}

/** As mayFetchNiche, but refuses with the allowance's message (429 until midnight UTC). */
export async function requireNicheFetch(user: Asker, niche: Niche, now = new Date()): Promise<void> {
  if (!(await mayFetchNiche(user, niche, now)))
    throw tooManyRequests(newNicheMessage(user.subscriptionTier), secondsToUtcMidnight(now));
}
