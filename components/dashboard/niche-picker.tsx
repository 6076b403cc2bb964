"use client";
// Six preset niches plus a free-text niche that overrides them when non-empty.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NICHE_MAX_CHARS } from "@/lib/niches";
import { NICHE_OPTIONS } from "./niches";

type Props = {
  selected: string;
  custom: string;
  onSelect: (niche: string) => void;
  onCustomChange: (value: string) => void;
};

export function NichePicker({ selected, custom, onSelect, onCustomChange }: Props) {
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const customActive = custom.trim().length > 0;
  return (
    <div className="space-y-3">
      <h2 id={labelId} className="text-sm font-medium">
        Choose your niche
      </h2>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {NICHE_OPTIONS.map((p) => {
          const pressed = !customActive && selected === p.value;
          return (
            <Button
              key={p.value}
              type="button"
              variant={pressed ? "default" : "outline"}
              aria-pressed={pressed}
              onClick={() => onSelect(p.value)}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
      <label htmlFor={inputId} className="sr-only">
        Custom niche
      </label>
      <Input
        id={inputId}
        value={custom}
        // The server keeps 60 characters; the input stops there so nothing is cut silently.
        maxLength={NICHE_MAX_CHARS}
        placeholder="Or enter custom niche..."
        aria-describedby={hintId}
        onChange={(e) => onCustomChange(e.target.value)}
        autoComplete="off"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        A custom niche takes priority over the preset buttons.
      </p>
    </div>
  );
}
