import Link from "next/link";
import { SparklesIcon } from "lucide-react";

/** Logo link. Below 400 px only the mark shows (the name stays for screen readers). */
export function Brand({ href = "/", prefetch }: { href?: string; prefetch?: boolean }) {
  return (
    <Link href={href} prefetch={prefetch} className="flex shrink-0 items-center gap-2 font-semibold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <SparklesIcon className="size-4" aria-hidden />
      </span>
      <span className="max-[399px]:sr-only">TrendScript</span>
    </Link>
  );
}
