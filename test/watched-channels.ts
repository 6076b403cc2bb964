// Competitor channels a made-up creator watches, with known histories for the stand-in
// (test/youtube-channel.ts serveChannel's `others`): a dozen ordinary long videos each, and a
// recent outlier on "raku firing" (3 and 2.5 days old), so a raku trend gets "2 channels you watch
// had an outlier on this in the last 7 days"; Kiln Works also has an older outlier (20 days) on
// "wood firing", past the 7 days, and Glaze Garage a recent one on "crystalline glazes".
import type { FixtureChannel, FixtureUpload } from "./youtube-channel";

export const KILN_WORKS_ID = "UCkilnWorks0000000000000";
export const GLAZE_GARAGE_ID = "UCglazeGarage00000000000";
export const LONE_ID = "UCloneChannel00000000000";

const long = (id: string, title: string, daysAgo: number, views: number, tags: string[] = []): FixtureUpload => ({
  id,
  title,
  tags,
  format: "long",
  durationS: 720,
  daysAgo,
  views,
  shortsLink: false,
});

const ordinary = (prefix: string, titles: string[]) =>
  Array.from({ length: 12 }, (_, i) =>
    long(
      `${prefix}Ord${String(i).padStart(2, "0")}`,
      `${titles[i % titles.length]} ${i + 1}`,
      100 - 6 * i,
      8000 + 150 * (i % 5),
    ),
  );

export function watchedChannels(): FixtureChannel[] {
  return [
    {
      channelId: KILN_WORKS_ID,
      title: "Kiln Works",
      handle: "@kilnworks",
      uploads: [
        ...ordinary("kw", ["Loading the kiln", "Cone packs explained", "Shelf wash"]),
        long("kwWood0001", "Wood firing for a week", 20, 60_000, ["wood firing"]),
        long("kwRaku0001", "Raku firing in a trash can kiln", 3, 40_000, ["raku firing"]),
      ],
    },
    {
      channelId: GLAZE_GARAGE_ID,
      title: "Glaze Garage",
      handle: "@glazegarage",
      uploads: [
        ...ordinary("gg", ["Mixing a celadon", "Dipping tongs review", "Test tiles"]),
        long("ggRaku0001", "My first raku firing went wrong", 2.5, 35_000, ["raku firing"]),
        long("ggCrys0001", "Crystalline glazes at cone 10", 4, 30_000, ["crystalline glazes"]),
      ],
    },
  ];
}
