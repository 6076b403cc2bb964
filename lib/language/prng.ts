// Seeded randomness: the same inputs must always give the same script or trend text, so
// nothing here may touch Math.random or the clock.

/** FNV-1a over UTF-16 code units: cheap, stable across platforms, good enough for seeding. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  next(): number; // [0, 1)
  int(n: number): number; // 0..n-1
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32 keyed on the joined parts; the separator keeps ("ab","c") apart from ("a","bc"). */
export function makeRng(...parts: (string | number)[]): Rng {
  let a = hashString(parts.map(String).join("\u241f"));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => (n <= 0 ? 0 : Math.floor(next() * n));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)],
    shuffle: <T>(items: readonly T[]) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
