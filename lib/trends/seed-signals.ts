// Stores signal items (curated seed, CSV imports, live fetches) in signal_items, idempotently.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { curatedSignalItems } from "./curated-seed";
import type { SignalItem } from "./core/types";

const BATCH = 1000;

export async function storeSignalItems(prisma: PrismaClient, items: SignalItem[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const { count } = await prisma.signalItem.createMany({
      data: items.slice(i, i + BATCH).map((it) => ({
        source: it.source,
        externalId: it.externalId,
        title: it.title,
        tags: it.tags,
        channel: it.channel,
        categoryId: it.categoryId,
        niche: it.niche ?? null,
        views: BigInt(Math.max(0, Math.round(it.views))),
        likes: BigInt(Math.max(0, Math.round(it.likes))),
        comments: BigInt(Math.max(0, Math.round(it.comments))),
        observedAt: it.observedAt,
      })),
      skipDuplicates: true,
    });
    inserted += count;
  }
  return inserted;
}

/** The embedded default's curated items, up to today (re-running adds only the missing days). */
export function seedCuratedSignals(prisma: PrismaClient, today: Date): Promise<number> {
  return storeSignalItems(prisma, curatedSignalItems(today));
}
