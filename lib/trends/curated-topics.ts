// Topic data for the embedded default's curated signals: short-form topics per preset niche,
// written for this project (titles, tags and channel names are invented, not scraped). Each preset
// keeps its own in its row of the niche table; this is the list the curated seed reads.
import { NICHES, type Curated, type NicheKey } from "@/lib/niches";

export type { CuratedTopic } from "@/lib/niches";

export type CuratedNiche = Curated & { niche: NicheKey };

export const CURATED_NICHES: CuratedNiche[] = NICHES.map((n) => ({ niche: n.key, ...n.writer.curated }));
