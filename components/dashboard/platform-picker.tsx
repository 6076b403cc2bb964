"use client";
// Where the script will be posted: each platform's length window, caption limit and hashtag
// count shape what the writer says. "Any platform" keeps the product's 60-90 seconds.
import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "@/lib/generation/platforms";
import { cn } from "@/lib/utils";

export function PlatformPicker({
  value,
  onChange,
  disabled,
}: {
  value: PlatformId;
  onChange: (p: PlatformId) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-xs font-medium text-muted-foreground uppercase">Platform</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PLATFORM_IDS.map((id) => {
          const p = PLATFORMS[id];
          return (
            <label
              key={id}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                value === id ? "border-primary bg-primary/5" : "border-input",
              )}
            >
              <input
                type="radio"
                name="platform"
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
                className="mt-0.5 accent-primary"
              />
              <span>
                <span className="font-medium">{p.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {p.note}; {p.hashtags} hashtags
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
