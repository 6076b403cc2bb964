import Link from "next/link";
import { SparklesIcon } from "lucide-react";

export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 font-semibold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <SparklesIcon className="size-4" aria-hidden />
      </span>
      TrendScript
    </Link>
  );
}
