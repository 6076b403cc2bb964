"use client";
// The creator's main screen (niche picker, trends, ideas, script studio, plan sidebar); "/" and /dashboard when signed in.
// The page is static HTML, the same for every creator (app/(app)/home): first render asks the
// server who is signed in, then (once it has consented: the API refuses product calls before) the plan status, today's
// brief and the default niche's trends, in parallel, and the
// signed-in parts (name, admin link and badge, consent state, plan) fill in as they answer.
import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";
import { needsOAuthConsent } from "@/components/auth/consent-rule";
import { TodaySection } from "@/components/brief/today-section";
import { ChannelSection } from "@/components/channels/channel-section";
import { useSubscriptionStatus } from "@/lib/client/dashboard/queries";
import { signInAgain } from "@/lib/client/query-client";
import { useUpgradeWelcome } from "@/lib/client/dashboard/use-upgrade-welcome";
import { leaveStaleSession } from "@/lib/client/unauthorized";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { DashboardHeader, firstNameOf } from "@/components/dashboard/header";
import { Sidebar } from "@/components/dashboard/sidebar";
import { UpgradeWelcome, WelcomeBanner } from "@/components/dashboard/welcome";
import { Workspace } from "@/components/dashboard/workspace";

// The consent modal (a dialog with checkboxes) opens only for an OAuth sign-up without consent:
// its code loads only then, not with every dashboard.
const ConsentModal = dynamic(() => import("@/components/auth/consent-modal").then((m) => m.ConsentModal), {
  ssr: false,
});

export function Dashboard() {
  const { user, isLoading, error } = useCurrentUser();
  const status = useSubscriptionStatus();
  const upgraded = useUpgradeWelcome();
  const seenUser = useRef(false);

  // No user on arrival: the cookie that brought the visitor here names no session any more
  // (signed out elsewhere, password changed, account deleted), so it is cleared and "/" shows the
  // landing page. A later 401 (the session ended while the page was open) is the usual sign-in
  // redirect.
  useEffect(() => {
    if (user) seenUser.current = true;
    if (isLoading || error || user !== null) return;
    if (seenUser.current) signInAgain();
    else leaveStaleSession();
  }, [isLoading, error, user]);
  // The server could not say who this is (database down...): the crash screen (app/error.tsx), as
  // when the page was rendered on the server. A failed refetch later keeps the user already shown.
  if (error && !user) throw error;

  const firstName = user ? firstNameOf(user.firstName) : null;
  const isAdmin = user?.role === "admin";

  return (
    <div className="flex min-h-screen flex-col">
      <DashboardHeader firstName={firstName} isAdmin={isAdmin} gdprConsent={user?.gdprConsent ?? null} />
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-3 py-6 sm:px-4">
        <WelcomeBanner firstName={firstName} isAdmin={isAdmin} />
        {upgraded && <UpgradeWelcome planName={status.data?.plan.name ?? null} />}
        <TodaySection />
        <ChannelSection />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Workspace />
          <Sidebar
            status={status.data}
            statusError={Boolean(status.error)}
            tier={user?.subscriptionTier ?? null}
            isAdmin={isAdmin}
          />
        </div>
      </main>
      {needsOAuthConsent(user) && <ConsentModal />}
    </div>
  );
}
