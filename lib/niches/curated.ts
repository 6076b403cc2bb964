// How a preset row writes its curated examples: topics that rise and fall in turn ("wave") and the
// niche's evergreen staples ("steady").
import type { CuratedTopic } from "./types";

export const wave = (topic: string, tags: string[], titles: string[]): CuratedTopic => ({
  topic,
  tags,
  titles,
  kind: "wave",
});

export const steady = (topic: string, tags: string[], titles: string[]): CuratedTopic => ({
  topic,
  tags,
  titles,
  kind: "steady",
});
