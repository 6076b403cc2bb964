import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

function Spinner({
  className,
  label = "Loading...",
  ...props
}: React.ComponentProps<"span"> & {
  /** Accessible text announced to assistive technology. */
  label?: string;
}) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn("inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
