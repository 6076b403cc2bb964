// Numbers the way a person says them on camera: "over two hundred thousand views", "four times
// as many", "a dozen channels". A script never reads out a raw statistic ("416%").
import { numberToWords } from "@/lib/language/numbers";

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/** "one hundred fifty" -> "a hundred fifty" at the start, the way it is said. */
const casual = (words: string) => words.replace(/^one (hundred|thousand|million|billion)\b/, "a $1");

/** Small whole numbers as words (3 -> "three", 12 -> "twelve"). */
export const sayNumber = (n: number) => numberToWords(Math.max(0, Math.round(finite(n))));

/**
 * A rough count: one significant figure ("over two hundred thousand"), two when it starts with a
 * 1 ("a hundred fifty thousand", "one point four million"); "over" whenever it was rounded down.
 */
export function sayCount(value: number): string {
  const n = Math.max(0, Math.floor(finite(value)));
  if (n < 100) return sayNumber(n);
  // 1,000-1,999 reads as hundreds: "over twelve hundred".
  if (n > 1000 && n < 2000)
    return n % 100 ? `over ${sayNumber(Math.floor(n / 100))} hundred` : `${sayNumber(n / 100)} hundred`;
  const scales: [number, string][] = [
    [1e9, "billion"],
    [1e6, "million"],
    [1e3, "thousand"],
    [1, ""],
  ];
  const [size, unit] = scales.find(([s]) => n >= s)!;
  const v = n / size;
  const magnitude = 10 ** Math.floor(Math.log10(v) + 1e-9);
  // Leading 1: keep two figures ("one point four million", "a hundred fifty thousand").
  const step = Math.floor(v / magnitude + 1e-9) === 1 ? magnitude / 10 : magnitude;
  const say = (x: number) =>
    casual(
      `${x < 10 && Math.abs(x % 1) > 1e-9 ? numberToWords(x.toFixed(1)) : numberToWords(Math.round(x))}${unit ? ` ${unit}` : ""}`,
    );
  const shown = Math.floor(v / step + 1e-9) * step;
  const up = Math.ceil(v / step - 1e-9) * step;
  if (up > shown && v >= up * 0.95) return `almost ${sayCount(up * size)}`;
  return shown * size < n ? `over ${say(shown)}` : say(shown);
}

export const sayViews = (views: number) => `${sayCount(views)} view${Math.floor(finite(views)) === 1 ? "" : "s"}`;

/** Growth as a multiple, or null when it's too small to be worth saying: 403% -> "five times". */
export function sayTimes(growthPct: number | null): string | null {
  const ratio = 1 + finite(growthPct) / 100;
  if (ratio < 1.4) return null;
  if (ratio < 1.75) return "one and a half times";
  if (ratio < 2.25) return "twice";
  if (ratio > 20) return "over twenty times";
  const half = Math.round(ratio * 2) / 2;
  if (half % 1) return `${sayNumber(Math.floor(half))} and a half times`;
  return `${sayNumber(half)} times`;
}

/** "twelve different channels", "a dozen different people"; null under three (not worth saying). */
export function sayChannels(count: number, makers = "channels"): string | null {
  const n = Math.floor(finite(count));
  if (n < 3) return null;
  if (n === 12) return `a dozen different ${makers}`;
  return `${n < 100 ? sayNumber(n) : sayCount(n)} different ${makers}`;
}
