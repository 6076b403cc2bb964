// Loading a Kaggle "Trending YouTube Video Statistics" CSV (any of its layouts) into signal_items.
// No "server-only": the CLI (scripts/import-trending.ts) runs it in plain Node.
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { parseTrendingCsv } from "./csv";
import { storeSignalItems } from "./seed-signals";
import type { SignalItem } from "./core/types";

export type ImportSummary = {
  file: string;
  source: string;
  items: number;
  inserted: number;
  duplicates: number;
  videos: number;
  days: number;
  first: string | null;
  last: string | null;
};

export async function importTrendingCsv(prisma: PrismaClient, text: string, fileName: string): Promise<ImportSummary> {
  const file = path.basename(fileName);
  return importTrendingItems(prisma, parseTrendingCsv(text, file), file);
}

/** Stores items parsed from the trending file `file` (lib/trends/trending-file.ts reads one from disk). */
export async function importTrendingItems(
  prisma: PrismaClient,
  items: SignalItem[],
  file: string,
): Promise<ImportSummary> {
  const inserted = await storeSignalItems(prisma, items);
  const days = [...new Set(items.map((i) => i.observedAt.toISOString().slice(0, 10)))].sort();
  return {
    file,
    source: `import:${file}`,
    items: items.length,
    inserted,
    duplicates: items.length - inserted,
    videos: new Set(items.map((i) => i.externalId)).size,
    days: days.length,
    first: days[0] ?? null,
    last: days[days.length - 1] ?? null,
  };
}
