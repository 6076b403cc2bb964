"use client";
// Monitoring tab: conversion and payment health from real records (GET /api/admin/monitoring).
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { MonitoringDTO } from "@/lib/admin/dto";
import { serverMessage } from "@/lib/client/api";
import { dollars } from "./format";
import { StatusBadge } from "./status-badge";
import { ADMIN_REFRESH_MS, MONITORING_KEY } from "./use-admin";

function Metric({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="rounded-lg border bg-background p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

export function MonitoringTab() {
  const q = useQuery<MonitoringDTO>({ queryKey: MONITORING_KEY, refetchInterval: ADMIN_REFRESH_MS });
  if (q.isError && !q.data)
    return (
      <p role="alert" className="text-destructive">
        {serverMessage(q.error, "Failed to load monitoring data")}
      </p>
    );
  const m = q.data;
  if (!m) return <Skeleton className="h-40" />;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Conversions</CardTitle>
          <CardDescription>
            All checkout sessions started on this server. A failed verification is a paid session not applied to a plan
            within 10 minutes.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Metric label="Total sessions" value={m.totalSessions} testId="totalSessions" />
          <Metric label="Successful conversions" value={m.successfulConversions} testId="successfulConversions" />
          <Metric label="Failed verifications" value={m.failedVerifications} testId="failedVerifications" />
          <Metric label="Conversion rate" value={`${m.conversionRate.toFixed(1)}%`} testId="conversionRate" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Last 24 hours</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Metric label="Revenue" value={dollars(m.last24h.revenueCents)} testId="revenue24h" />
          <Metric label="Conversions" value={m.last24h.conversions} testId="conversions24h" />
          <Metric label="Average value" value={dollars(m.last24h.averageValueCents)} testId="average24h" />
          <Metric label="Refunded" value={dollars(m.last24h.refundsCents)} testId="refunds24h" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>System health</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {Object.entries(m.health).map(([key, h]) => (
              <li key={key} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{h.name}</span>{" "}
                  <span className="break-words text-muted-foreground">- {h.detail}</span>
                </span>
                <StatusBadge status={h.status} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
