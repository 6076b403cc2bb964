import Link from "next/link";
import type { ReactNode } from "react";
import { SupportLauncher } from "@/components/support/support-launcher";
import { Button } from "@/components/ui/button";
import { Brand } from "./brand";

/**
 * Public header. `support` replaces the default Support dialog button (pass null to hide it);
 * `signedIn` swaps Sign In / Get Started Free for a link back to the dashboard; `prefetch={false}`
 * turns off Next's link prefetching (the landing page, see components/landing/landing-page.tsx).
 */
export function SiteHeader({
  support,
  signedIn = false,
  prefetch,
}: {
  support?: ReactNode;
  signedIn?: boolean;
  prefetch?: boolean;
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <Brand prefetch={prefetch} />
        <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link href="/pricing" prefetch={prefetch}>
              Pricing
            </Link>
          </Button>
          {support === undefined ? <SupportLauncher /> : support}
          {signedIn ? (
            <Button asChild size="sm">
              <Link href="/" prefetch={prefetch}>
                Dashboard
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="max-sm:px-2">
                <Link href="/login" prefetch={prefetch}>
                  Sign In
                </Link>
              </Button>
              <Button asChild size="sm" className="max-sm:px-2.5">
                <Link href="/signup" prefetch={prefetch}>
                  Get Started Free
                </Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
