// The pick's cost stays linear in the stored items (bench/pick.ts prints the figures). Two holds:
// the tagger, the costly step, reads each stored item once, not once per report, even when a
// niche holds more items than a report needs to read; and the CPU per item of a pick over 50k
// items stays within a generous factor of that over 5k, measured in one process.
import * as partsOfSpeech from "@/lib/language/parts-of-speech";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { pickTopics } from "@/lib/trends/pick";
import { PICK_NOW, pickItems } from "./pick-items";
import { resolveNiche } from "@/lib/niches";

jest.mock("@/lib/language/parts-of-speech", () => {
  const actual = jest.requireActual("@/lib/language/parts-of-speech");
  return { ...actual, nonNamingWords: jest.fn(actual.nonNamingWords) };
});
const tagged = partsOfSpeech.nonNamingWords as jest.Mock;

/** CPU milliseconds of one pick over `count` freshly read items. */
function pickCpu(count: number, nicheIndex = 0): number {
  const { niche, items } = pickItems(count, nicheIndex);
  const matcher = nicheMatcher(resolveNiche(niche));
  const c0 = process.cpuUsage();
  const { ranked } = pickTopics(items, matcher, PICK_NOW);
  const c = process.cpuUsage(c0);
  expect(ranked.length).toBeGreaterThan(0);
  return (c.user + c.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

it("tags a stored item's text once, not again on the next report over 50k items", () => {
  tagged.mockClear();
  pickCpu(50_000, 1);
  const first = tagged.mock.calls.length;
  expect(first).toBeGreaterThan(1_000); // the first report reads the titles
  tagged.mockClear();
  pickCpu(50_000, 1);
  expect(tagged.mock.calls.length).toBe(0);
}, 120_000);

it("costs about as much per item at 50k items as at 5k", () => {
  // Each size once untimed (its items' text read: the 50k were read by the test above), then the
  // median of three reports.
  const perItem = (count: number) => {
    if (count < 50_000) pickCpu(count, 1);
    return median([pickCpu(count, 1), pickCpu(count, 1), pickCpu(count, 1)]) / count;
  };
  const small = perItem(5_000);
  const large = perItem(50_000);
  // Flat is a ratio near 1 (fixed costs make it lower); a cost growing with the store is 5-10.
  expect(large / small).toBeLessThan(3);
}, 180_000);
