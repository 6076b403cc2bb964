import type { ReactNode } from "react";
import { FieldError } from "@/components/forms/field-error";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** Live "{n}/{max}" counter beside a text field's label (referenced by the field's aria-describedby). */
function CharCount({ id, value, max }: { id: string; value: string; max: number }) {
  const near = value.length >= max * 0.9;
  return (
    <span
      id={id}
      className={cn("text-xs tabular-nums", near ? "font-medium text-foreground" : "text-muted-foreground")}
    >
      {value.length}/{max}
    </span>
  );
}

/**
 * The support forms' subject and message (dialog and /support page): label, live counter and, on
 * the page form, the field's error. `children` gets the aria-describedby to put on the control.
 */
export function CountedField({
  id,
  label,
  value,
  max,
  error,
  children,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  children: (describedBy: string) => ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        <CharCount id={`${id}-count`} value={value} max={max} />
      </div>
      {children(error ? `${id}-count ${id}-error` : `${id}-count`)}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
