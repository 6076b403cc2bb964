// The greeting banner (its name a placeholder until the user query answers), and the 10-second
// welcome after an upgrade.
import { PartyPopperIcon, ShieldCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function WelcomeBanner({ firstName, isAdmin }: { firstName: string | null; isAdmin: boolean }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-xl bg-gradient-to-r from-violet-700 to-fuchsia-700 p-5 text-white sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="welcome-heading" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {firstName === null ? (
            <>
              Welcome back
              <span
                className="ml-2 inline-block h-[1em] w-28 animate-pulse rounded-md bg-white/25 align-middle"
                aria-hidden
              />
            </>
          ) : (
            `Welcome back, ${firstName}!`
          )}
        </h1>
        {isAdmin && (
          <Badge className="border-white/40 bg-white/15 text-white">
            <ShieldCheckIcon aria-hidden />
            Admin Access
          </Badge>
        )}
      </div>
      <p className="mt-2 max-w-2xl text-sm text-white/90 sm:text-base">
        Pick a niche, spot what&apos;s rising before it peaks, and turn the best idea into a timed script.
      </p>
    </section>
  );
}

export function UpgradeWelcome({ planName }: { planName: string | null }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <PartyPopperIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Welcome to {planName ?? "your new plan"}!</p>
        <p className="text-sm">Your upgrade is active: your new limits and AI model are ready to use.</p>
      </div>
    </div>
  );
}
