"use client";
// The creator's main screen (niche picker, trends, ideas, script studio, plan sidebar); "/" and /dashboard when signed in.
// First render asks the server for the plan status and the default niche's trends, in parallel;
// the user comes from the server render.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ConsentModal } from "@/components/auth/consent-modal";
import { TodaySection } from "@/components/brief/today-section";
import { handleUnauthorizedOnce, useSubscriptionStatus } from "@/lib/client/dashboard/queries";
import { useUpgradeWelcome } from "@/lib/client/dashboard/use-upgrade-welcome";
import { USER_QUERY_KEY, useCurrentUser } from "@/lib/client/use-current-user";
import type { CurrentUserDTO } from "@/lib/dto";
import { DashboardHeader, firstNameOf } from "./header";
import { Sidebar } from "./sidebar";
import { UpgradeWelcome, WelcomeBanner } from "./welcome";
import { Workspace } from "./workspace";

export function Dashboard({ initialUser }: { initialUser: CurrentUserDTO }) {
  const queryClient = useQueryClient();
  // Seed the user query with the server's answer so useCurrentUser() never refetches on arrival.
  useState(() => {
    if (queryClient.getQueryData(USER_QUERY_KEY) === undefined) queryClient.setQueryData(USER_QUERY_KEY, initialUser);
  });
  const { user, isLoading } = useCurrentUser();
  const me = user ?? initialUser;
  const status = useSubscriptionStatus();
  const upgraded = useUpgradeWelcome();

  // A later user refetch (e.g. after the consent modal) answering 401 means the session is gone.
  useEffect(() => {
    if (!isLoading && user === null) handleUnauthorizedOnce(new Error('401: {"message":"Unauthorized"}'));
  }, [isLoading, user]);

  const firstName = firstNameOf(me.firstName);
  const isAdmin = me.role === "admin";

  return (
    <div className="flex min-h-screen flex-col">
      <DashboardHeader firstName={firstName} isAdmin={isAdmin} gdprConsent={me.gdprConsent} />
      <main className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-3 py-6 sm:px-4">
        <WelcomeBanner firstName={firstName} isAdmin={isAdmin} />
        {upgraded && <UpgradeWelcome planName={status.data?.plan.name ?? null} />}
        <TodaySection />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Workspace />
          <Sidebar status={status.data} statusError={Boolean(status.error)} tier={me.subscriptionTier} isAdmin={isAdmin} />
        </div>
      </main>
      <ConsentModal />
    </div>
  );
}
