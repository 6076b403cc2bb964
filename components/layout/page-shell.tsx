// Server-side page frame for the public pages (privacy, terms, support): header, main, footer.
import type { ReactNode } from "react";
import { env } from "@/env";
import { cn } from "@/lib/utils";
import { SiteFooter, SUPPORT_EMAIL } from "./site-footer";
import { SiteHeader } from "./site-header";

export function PageShell({
  children,
  signedIn = false,
  className,
}: {
  children: ReactNode;
  signedIn?: boolean;
  className?: string;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedIn={signedIn} />
      <main id="main" className={cn("mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:py-14", className)}>
        {children}
      </main>
      <SiteFooter supportEmail={env.SUPPORT_EMAIL ?? SUPPORT_EMAIL} />
    </div>
  );
}
