// What a trend's posts say beyond its name, on its card: the questions people ask, what keeps
// coming with it, what they compare it with and their mood. The angle of a video is usually here.
import { MessageCircleIcon } from "lucide-react";
import type { TrendMood, TrendStory } from "@/lib/generation/types";

const MOOD: Record<TrendMood, string> = {
  problem: "mostly problems people run into",
  praise: "mostly praise",
  controversy: "a debate",
  news: "mostly news",
};

export function TrendStoryNote({ story }: { story: TrendStory }) {
  const rows: [string, string][] = [];
  if (story.questions.length) rows.push(["People are asking:", story.questions.map((q) => `“${q}”`).join(" · ")]);
  if (story.mostlyAbout.length) rows.push(["Mostly about:", story.mostlyAbout.join(", ")]);
  if (story.comparedWith) rows.push(["Compared with:", story.comparedWith]);
  if (story.mood) rows.push(["The posts are:", MOOD[story.mood]]);
  if (rows.length === 0) return null;
  return (
    <div className="flex gap-2 rounded-lg bg-muted/50 p-3 text-sm">
      <MessageCircleIcon className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden />
      <dl aria-label="What people say" className="min-w-0 space-y-1">
        {rows.map(([label, text]) => (
          <div key={label} className="break-words">
            <dt className="inline font-medium">{label}</dt> <dd className="inline text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
