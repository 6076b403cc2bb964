"use client";
// /admin: a spinner while loading, 'Access Denied' unless the admin
// users list loads (the server decides, re-reading the role on every call), then the header and
// the nine tabs. Stats and users refresh every 30 s and on 'Refresh Data'.
import Link from "next/link";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, RefreshCwIcon, ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityTab } from "./activity-tab";
import { ApiStatusTab } from "./api-status-tab";
import { EmailTab } from "./email-tab";
import { ModelsTab } from "./models-tab";
import { MonitoringTab } from "./monitoring-tab";
import { OverviewTab } from "./overview-tab";
import { RefundsTab } from "./refunds-tab";
import { SessionsTab } from "./sessions-tab";
import { UsersTab } from "./users-tab";
import { refreshAll, useAdminUsers, useDashboard } from "./use-admin";

const TABS = [
  ["overview", "Overview"],
  ["users", "Users"],
  ["models", "AI Models"],
  ["api-status", "API Status"],
  ["monitoring", "Monitoring"],
  ["refunds", "Refunds"],
  ["sessions", "Sessions"],
  ["email", "Email Support"],
  ["activity", "Activity"],
] as const;

export function AccessDenied() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have admin privileges to access this page.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to App</Link>
      </Button>
    </main>
  );
}

export function AdminConsole() {
  const queryClient = useQueryClient();
  const users = useAdminUsers();
  const dashboard = useDashboard(users.isSuccess);
  const [tab, setTab] = useState<string>("overview");
  const [refreshing, setRefreshing] = useState(false);

  if (users.isLoading) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="size-8" label="Loading admin dashboard..." />
      </main>
    );
  }
  // A failed refetch (demoted or signed out meanwhile) also ends access, even with data cached.
  if (users.isError || !users.data) return <AccessDenied />;

  const refresh = async () => {
    setRefreshing(true);
    await refreshAll(queryClient).finally(() => setRefreshing(false));
  };

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="flex items-center gap-3">
            <Button asChild variant="ghost" size="sm">
              <Link href="/">
                <ArrowLeftIcon aria-hidden="true" />
                Back to App
              </Link>
            </Button>
            <h1 className="text-xl font-semibold">Admin Dashboard</h1>
          </div>
          <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
            <RefreshCwIcon aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
            Refresh Data
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Tabs value={tab} onValueChange={setTab} className="gap-4">
          <div className="overflow-x-auto pb-1">
            <TabsList aria-label="Admin sections">
              {TABS.map(([value, label]) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="overview">
            <OverviewTab stats={dashboard.data} error={dashboard.error} />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab users={users.data} />
          </TabsContent>
          <TabsContent value="models">
            <ModelsTab />
          </TabsContent>
          <TabsContent value="api-status">
            <ApiStatusTab stats={dashboard.data} />
          </TabsContent>
          <TabsContent value="monitoring">
            <MonitoringTab />
          </TabsContent>
          <TabsContent value="refunds">
            <RefundsTab />
          </TabsContent>
          <TabsContent value="sessions">
            <SessionsTab />
          </TabsContent>
          <TabsContent value="email">
            <EmailTab />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab stats={dashboard.data} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
