"use client";
// Overview tab: the headline numbers, today's AI tokens with their estimated cost, and the
// per-tier breakdown from GET /api/admin/dashboard.
import type { ReactNode } from "react";
import { ActivityIcon, CoinsIcon, FileTextIcon, LightbulbIcon, TrendingUpIcon, UsersIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SystemStatsDTO } from "@/lib/admin/dto";
import { serverMessage } from "@/lib/client/api";
import { PLANS, TIERS } from "@/lib/plans";
import { BriefOverview } from "./brief-overview";
import { withThousands, sourceLabel, usd } from "./format";
import { StatusBadge } from "./status-badge";

const STATUS_TEXT = { healthy: "Healthy", degraded: "Degraded", down: "Down" } as const;

function StatCard({ title, icon, value, sub }: { title: string; icon: ReactNode; value: ReactNode; sub: ReactNode }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <span aria-hidden="true" className="text-muted-foreground">
          {icon}
        </span>
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{value}</div>
        <p className="text-xs text-muted-foreground">{sub}</p>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ stats, error }: { stats: SystemStatsDTO | undefined; error: unknown }) {
  if (!stats) {
    if (error)
      return (
        <p role="alert" className="text-destructive">
          {serverMessage(error, "Failed to load system stats")}
        </p>
      );
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  const status = stats.systemStatus.status;
  const ai = stats.aiUsageToday;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Total Users"
          icon={<UsersIcon className="size-4" />}
          value={stats.totalUsers}
          sub={`${stats.activeUsers} active this week`}
        />
        <StatCard
          title="Total Trends"
          icon={<TrendingUpIcon className="size-4" />}
          value={stats.totalTrends}
          sub={`${stats.trendsThisMonth} this month`}
        />
        <StatCard
          title="Video Ideas"
          icon={<LightbulbIcon className="size-4" />}
          value={stats.totalVideoIdeas}
          sub={`${stats.scriptsThisMonth} scripts this month`}
        />
        <StatCard
          title="System Status"
          icon={<ActivityIcon className="size-4" />}
          value={<span data-testid="system-status">{STATUS_TEXT[status]}</span>}
          sub={
            status === "healthy"
              ? "All checks healthy"
              : `${stats.systemStatus.checks.filter((c) => c.status === status).length} check(s) ${status}`
          }
        />
      </div>
      <StatCard
        title="AI Tokens Today"
        icon={<CoinsIcon className="size-4" />}
        value={<span data-testid="ai-tokens-today">{withThousands(ai.tokens)}</span>}
        sub={
          <span data-testid="ai-cost-today">
            {`${usd(ai.costUsd)} estimated (${withThousands(ai.inputTokens)} in, ${withThousands(ai.outputTokens)} out, since 00:00 UTC)`}
            {ai.byModel.length
              ? ` - ${ai.byModel.map((m) => `${m.model}: ${withThousands(m.inputTokens + m.outputTokens)}${m.costUsd === null ? "" : ` (${usd(m.costUsd)})`}`).join(", ")}`
              : ""}
            {ai.unpriced.length ? `. No price set for ${ai.unpriced.join(", ")}: not in the estimate.` : ""}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Subscription Breakdown</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {TIERS.map((tier) => (
                <li key={tier} className="flex items-center justify-between text-sm">
                  <span>
                    {PLANS[tier].name} <span className="text-muted-foreground">({tier})</span>
                  </span>
                  <span className="font-semibold" data-testid={`tier-count-${tier}`}>
                    {stats.subscriptionBreakdown[tier] ?? 0}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FileTextIcon aria-hidden="true" className="size-4" />
              Health checks
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {stats.systemStatus.checks.map((c) => (
                <li key={c.name} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-words">
                    {c.source ? sourceLabel(c.name) : c.name}{" "}
                    <span className="text-muted-foreground">- {c.detail}</span>
                  </span>
                  <StatusBadge status={c.status} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-muted-foreground">
              Active this week: users who signed up, whose account changed (usage, plan, consent) or who generated
              trends or scripts in the last 7 days. Updated {new Date(stats.generatedAt).toLocaleTimeString("en-US")}.
            </p>
          </CardContent>
        </Card>
      </div>
      <BriefOverview />
    </div>
  );
}
