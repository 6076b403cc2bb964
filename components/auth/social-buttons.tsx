import { Button } from "@/components/ui/button";

/** Full-page navigations: the provider sign-in starts on the server (/api/auth/google|microsoft). */
export function SocialButtons() {
  return (
    <div className="grid gap-2">
      <Button asChild variant="outline">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route: a full navigation, not a page */}
        <a href="/api/auth/google">Continue with Google</a>
      </Button>
      <Button asChild variant="outline">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an API route: a full navigation, not a page */}
        <a href="/api/auth/microsoft">Continue with Microsoft</a>
      </Button>
      <div className="my-2 flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> or with email <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
