import Link from "next/link";
import { Brand } from "./brand";

export const SUPPORT_EMAIL = "support@trendscript.app";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

/** Public footer: privacy, terms, help center and the support mail link. */
export function SiteFooter({ supportEmail = SUPPORT_EMAIL, prefetch }: { supportEmail?: string; prefetch?: boolean }) {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-2">
          <Brand />
          <p>© {new Date().getFullYear()} TrendScript. Trends, ideas and scripts for short-form creators.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link
            href="/privacy"
            prefetch={prefetch}
            className="underline-offset-4 hover:text-foreground hover:underline"
          >
            Privacy Policy
          </Link>
          <Link href="/terms" prefetch={prefetch} className="underline-offset-4 hover:text-foreground hover:underline">
            Terms of Service
          </Link>
          <Link
            href="/support"
            prefetch={prefetch}
            className="underline-offset-4 hover:text-foreground hover:underline"
          >
            Help Center
          </Link>
          <a href={`mailto:${supportEmail}`} className="underline-offset-4 hover:text-foreground hover:underline">
            Contact Support
          </a>
        </nav>
      </div>
    </footer>
  );
}
