// How a preset row is written. presetRow() keeps the row's key as the literal it is ("food"), so
// the table's NicheKey is the union of its rows' keys and no list of keys is kept by hand; its
// curated examples are topics that rise and fall in turn ("wave") and the niche's evergreen
// staples ("steady").
import type { CuratedTopic, NicheRow } from "./types";

/** A preset's row (one file of lib/niches/presets), checked against the row's shape, key kept literal. */
export const presetRow = <Key extends string>(row: NicheRow<Key>): NicheRow<Key> => row;

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
