// The honest empty state: what a creator reads when a niche has no signals yet, saying which
// sources were asked, what they answered, and what to do next. Pure.
import type { EmptyReportDTO } from "@/lib/dto";
import { PRESET_NICHES } from "./core/niche";
import { LIVE_SOURCE_LABELS } from "./source-labels";
import type { SourceOutcome } from "./sources/types";
import type { Niche } from "@/lib/niches";

const PRESETS = Object.values(PRESET_NICHES).map((p) => p.label);
const NOT_CHARGED = "This didn't use one of your trend reports.";

function list(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? "";
  return `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

export function emptyReport(niche: Niche, c: { outcomes: SourceOutcome[]; liveItems: number }): EmptyReportDTO {
  const label = niche.label;
  const title = `No live signals for "${label}" yet`;
  const order = Object.keys(LIVE_SOURCE_LABELS);
  const asked = c.outcomes.filter((o) => !o.skipped);
  const names = (os: SourceOutcome[]) =>
    list(
      [...os]
        .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
        .map((o) => LIVE_SOURCE_LABELS[o.name] ?? o.name),
    );
  const presets = `the presets (${PRESETS.join(", ")}) show labelled examples while no live source answers`;
  if (c.outcomes.length === 0) {
    return {
      title,
      message: `Live sources are switched off on this server, so there is nothing current to show for ${label}; ${presets}. ${NOT_CHARGED}`,
    };
  }
  if (c.liveItems > 0) {
    return {
      title,
      message: `We found ${c.liveItems} recent ${c.liveItems === 1 ? "post" : "posts"} about ${label}, but no topic comes up often enough yet to call it a trend. Check back later today, or try a broader wording. ${NOT_CHARGED}`,
    };
  }
  const failed = asked.filter((o) => !o.ok);
  if (asked.length === 0 || failed.length === asked.length) {
    return {
      title,
      message: `We couldn't reach ${names(asked.length ? asked : c.outcomes)} just now, so there is nothing current to show for ${label}. Try again in a few minutes; meanwhile ${presets}. ${NOT_CHARGED}`,
    };
  }
  return {
    title,
    message: `${names(asked.filter((o) => o.ok))} had nothing about ${label} in the last three weeks. Try a broader or more common wording (the craft rather than a brand, "ceramics" rather than "raku firing"), or one of the presets. ${NOT_CHARGED}`,
  };
}
