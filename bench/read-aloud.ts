// A report as a creator reads it: each card's title, status, line of evidence and three ideas, then
// the script the first idea develops into, beat by beat. For `bench:niches --read`.
import { scriptEvidence } from "@/lib/generation/evidence";
import { offlineScript } from "@/lib/generation/offline";
import type { GeneratedTrend } from "@/lib/generation/types";

export function readAloud(niche: string, trends: GeneratedTrend[]): string {
  const out: string[] = [`\n### ${niche}`];
  for (const t of trends) {
    out.push(`- ${t.title} [${t.status}, ${t.confidence}] ${t.engagement}`, `  ${t.description}`);
    const story = t.evidence?.story;
    if (story)
      out.push(
        `  Story: asking ${JSON.stringify(story.questions)}; about ${JSON.stringify(story.mostlyAbout)}; vs ${story.comparedWith ?? "-"}; mood ${story.mood ?? "-"}`,
      );
    for (const idea of t.ideas) out.push(`    * ${idea.hook}`);
  }
  const first = trends[0];
  if (!first) return out.join("\n");
  const idea = first.ideas[0];
  const script = offlineScript({
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: first.title,
    niche,
    evidence: scriptEvidence(first, first.evidence),
  });
  out.push(`  Script: ${idea.hook}`);
  for (const b of script.beats) out.push(`    [${b.start}-${b.end}s ${b.label}] ${b.text}`);
  return out.join("\n");
}
