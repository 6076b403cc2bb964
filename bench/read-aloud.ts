// A report as a creator reads it: each card's title, status, line of evidence and three ideas, then
// the scripts the first ideas of the first two cards develop into, beat by beat. For `bench:niches --read`.
import { reachText } from "@/components/dashboard/trend-labels";
import { scriptEvidence } from "@/lib/generation/evidence";
import { offlineScript } from "@/lib/generation/offline";
import type { GeneratedTrend } from "@/lib/generation/types";

export function readAloud(niche: string, trends: GeneratedTrend[]): string {
  const out: string[] = [`\n### ${niche}`];
  for (const t of trends) {
    const reach = t.evidence?.reach ? ` · ${reachText(t.evidence.reach)}` : "";
    out.push(`- ${t.title} [${t.status}, ${t.confidence}${reach}] ${t.engagement}`, `  ${t.description}`);
    const story = t.evidence?.story;
    if (story)
      out.push(
        `  Story: asking ${JSON.stringify(story.questions)}; about ${JSON.stringify(story.mostlyAbout)}; vs ${story.comparedWith ?? "-"}; mood ${story.mood ?? "-"}`,
      );
    for (const idea of t.ideas) out.push(`    * ${idea.hook}`);
  }
  // Two scripts a report: the first idea of its first two cards.
  for (const t of trends.slice(0, 2)) {
    const idea = t.ideas[0];
    const script = offlineScript({
      hook: idea.hook,
      outline: idea.outline,
      trendTitle: t.title,
      topic: t.topic,
      kind: t.kind,
      niche,
      evidence: scriptEvidence(t, t.evidence),
    });
    out.push(`  Script (${t.title}): ${idea.hook}`);
    for (const b of script.beats) out.push(`    [${b.start}-${b.end}s ${b.label}] ${b.text}`);
  }
  return out.join("\n");
}
