import { cn } from "@/lib/utils";

/** Live "{n}/{max}" counter shown under a text field (referenced by the field's aria-describedby). */
export function CharCount({ id, value, max }: { id: string; value: string; max: number }) {
  const near = value.length >= max * 0.9;
  return (
    <span id={id} className={cn("text-xs tabular-nums", near ? "font-medium text-foreground" : "text-muted-foreground")}>
      {value.length}/{max}
    </span>
  );
}
