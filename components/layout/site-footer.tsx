import Link from "next/link";

export const SUPPORT_MAILTO = "mailto:support@trendscript.app";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} TrendScript. Trends, ideas and scripts for short-form creators.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link href="/privacy" className="hover:text-foreground">Privacy Policy</Link>
          <Link href="/terms" className="hover:text-foreground">Terms</Link>
          <Link href="/pricing" className="hover:text-foreground">Pricing</Link>
          <a href={SUPPORT_MAILTO} className="hover:text-foreground">Contact Support</a>
        </nav>
      </div>
    </footer>
  );
}
