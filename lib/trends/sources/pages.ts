// Reading a newest-first listing page by page (Reddit's `after`, Mastodon's `max_id`) until it
// reaches back far enough, runs out, or hits the page cap. One round then sees weeks instead of
// days, which a topic rising slowly needs as its baseline.
import "server-only";
import type { SignalItem } from "../core/types";
import { SourceError } from "./fetch";

/** When an item was posted (or first seen, for a source without the time). */
export const timeOfItem = (it: SignalItem) => (it.publishedAt ?? it.observedAt).getTime();

/** One page: its items, and the cursor for the next (older) page when the listing has one. */
export type Page = { items: SignalItem[]; next?: string };

export type PagedListing = {
  items: SignalItem[];
  warnings: string[];
  /** The reading got back to `since` or to the listing's end (not stopped by the cap or a failure). */
  complete: boolean;
};

/**
 * Reads pages newest first. The first page failing is the listing failing (thrown); a later page
 * failing keeps the pages already read, with a warning. A page without a new cursor, or whose
 * oldest item is before `since`, is the last.
 */
export async function readPages(opts: {
  read: (cursor: string | undefined) => Promise<Page>;
  maxPages: number;
  since: Date;
  /** Names the listing in a warning. */
  label: string;
}): Promise<PagedListing> {
  const items: SignalItem[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < opts.maxPages; page++) {
    let got: Page;
    try {
      got = await opts.read(cursor);
    } catch (err) {
      if (page === 0) throw err;
      const why = err instanceof SourceError ? err.message : "unexpected error";
      return { items, warnings: [`${opts.label} page ${page + 1}: ${why}`], complete: false };
    }
    // An offset cursor shifts when new posts arrive between two pages: a post is kept once.
    for (const it of got.items) if (!seen.has(it.externalId) && seen.add(it.externalId)) items.push(it);
    const oldest = Math.min(Infinity, ...got.items.map(timeOfItem));
    // A cursor that repeats would read the same page again.
    if (oldest < opts.since.getTime() || !got.next || got.next === cursor)
      return { items, warnings: [], complete: true };
    cursor = got.next;
  }
  return { items, warnings: [], complete: false };
}
