// The trends list's bodies, kept in this server's memory so that an unchanged list is not rebuilt
// by the database, sent over its socket and hashed again on every request (BENCHMARKS.md).
// Correctness never depends on this cache:
// - An entry is keyed by the user's id and the niche, and only used when its trendsVersion equals
//   the version in the user row this very request read from the database (lib/auth/current-user.ts).
//   Database triggers bump that version in the same transaction as any write to the user's trends,
//   ideas or evidence (prisma/migrations/*_trends_version), so after a change the next request,
//   on any instance, misses and rebuilds.
// - The entry also carries its user id and niche, checked on every read, so even a key collision
//   could not hand one user's body to another.
// - A cold or evicted entry just means one rebuild; instances share nothing.
// Bounded: beyond MAX_BYTES the least recently used lists go first.
// (Compression stays with `next start`, per response: Next 16 drops a route handler's own
// Content-Encoding header, so a body compressed here could not be sent as such.)
import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

type Entry = { userId: string; niche: string; version: number; etag: string; body: Buffer };

const MAX_BYTES = 32 * 1024 * 1024;

const cache = new LRUCache<string, Entry>({
  maxSize: MAX_BYTES,
  sizeCalculation: (e) => 200 + e.userId.length + e.niche.length + e.body.length,
});

export type CachedList = { etag: string; body: Buffer };

/**
 * The list for this user and niche at the user's current trendsVersion: from the cache when the
 * entry is for exactly that user, niche and version, else from `load()` (the database), which then
 * replaces the entry.
 */
export async function cachedList(
  user: { id: string; trendsVersion: number },
  niche: string,
  load: () => Promise<string>,
): Promise<CachedList> {
  const key = JSON.stringify([user.id, niche]);
  const hit = cache.get(key);
  if (hit && hit.userId === user.id && hit.niche === niche && hit.version === user.trendsVersion) return hit;
  const body = Buffer.from(await load());
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const entry: Entry = { userId: user.id, niche, version: user.trendsVersion, etag, body };
  cache.set(key, entry);
  return entry;
}
