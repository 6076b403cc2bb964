// The signed-in header: AI Ready, consent state, Settings, Admin
// (admins only), Logout, and the creator's first name with an initial avatar. Until the user query
// answers (the page itself is static), the name and consent state are placeholders.
import Link from "next/link";
import { LogOutIcon, SettingsIcon, ShieldCheckIcon, ShieldAlertIcon, ShieldIcon } from "lucide-react";
import { Brand } from "@/components/layout/brand";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export function firstNameOf(firstName: string | null | undefined): string {
  return firstName?.trim() || "Creator";
}

/** The avatar's letter: the first character (not UTF-16 unit) of the name, upper-cased. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? "C").toUpperCase();
}

type HeaderProps = { firstName: string | null; isAdmin: boolean; gdprConsent: boolean | null };

export function DashboardHeader({ firstName, isAdmin, gdprConsent }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
        <Brand />
        <nav aria-label="Account" className="flex items-center gap-0.5 sm:gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full border border-green-200 bg-green-50 p-1.5 text-xs font-medium text-green-800 md:px-2.5 md:py-1">
            <span className="size-2 rounded-full bg-green-600" aria-hidden />
            <span className="sr-only md:not-sr-only">AI Ready</span>
          </span>
          {gdprConsent === null ? (
            <Skeleton className="h-8 w-8 sm:w-32" aria-hidden />
          ) : (
            <ConsentWidget gdprConsent={gdprConsent} />
          )}
          <Button asChild variant="ghost" size="sm">
            <Link href="/settings">
              <SettingsIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">Settings</span>
            </Link>
          </Button>
          {isAdmin && (
            <Button asChild variant="ghost" size="sm">
              <Link href="/admin">
                <ShieldIcon aria-hidden />
                <span className="sr-only sm:not-sr-only">Admin</span>
              </Link>
            </Button>
          )}
          {/* Signing out changes state, so it is a POST (a link could be followed by anything). */}
          <form action="/api/logout" method="post" className="contents">
            <Button type="submit" variant="ghost" size="sm">
              <LogOutIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">Logout</span>
            </Button>
          </form>
          {firstName === null ? (
            <Skeleton className="ml-1 size-8 rounded-full" aria-hidden />
          ) : (
            <span className="ml-1 flex items-center gap-2">
              <Avatar className="size-8">
                <AvatarFallback className="bg-primary text-sm font-semibold text-primary-foreground" aria-hidden>
                  {initialOf(firstName)}
                </AvatarFallback>
              </Avatar>
              <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{firstName}</span>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}

function ConsentWidget({ gdprConsent }: { gdprConsent: boolean }) {
  const Icon = gdprConsent ? ShieldCheckIcon : ShieldAlertIcon;
  return (
    <Button asChild variant="ghost" size="sm" className={cn(!gdprConsent && "text-amber-800")}>
      <Link href="/privacy/consent" title="Manage your privacy consent">
        <Icon aria-hidden />
        <span className="sr-only sm:not-sr-only">{gdprConsent ? "Consent given" : "Consent needed"}</span>
      </Link>
    </Button>
  );
}
