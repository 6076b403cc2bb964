// Monthly usage with its warnings: a percentage message from 80%, a
// limit-reached message from 100%; no bar for admins or a -1 (unlimited) limit.
import Link from "next/link";
import { Progress } from "@/components/ui/progress";
import { isUnlimited } from "@/lib/plans";
import { cn } from "@/lib/utils";

export const USAGE_WARNING_PCT = 80;

type Noun = { label: string; singular: string };
export const USAGE_NOUNS = {
  trends: { label: "Trend reports", singular: "trend report" },
  scripts: { label: "Scripts", singular: "script" },
} satisfies Record<string, Noun>;

export type UsageState =
  { kind: "admin" } | { kind: "unlimited" } | { kind: "metered"; pct: number; level: "ok" | "warning" | "limit" };

export function usageState(used: number, limit: number, isAdmin: boolean): UsageState {
  if (isAdmin) return { kind: "admin" };
  if (isUnlimited(limit)) return { kind: "unlimited" };
  const pct = limit > 0 ? Math.round((Math.max(0, used) / limit) * 100) : 100;
  return { kind: "metered", pct, level: pct >= 100 ? "limit" : pct >= USAGE_WARNING_PCT ? "warning" : "ok" };
}

export function warningText(pct: number, noun: Noun): string {
  return `You've used ${pct}% of your monthly ${noun.singular} limit.`;
}

export function limitReachedText(noun: Noun): string {
  return `Monthly ${noun.singular} limit reached. Upgrade your plan for more.`;
}

export function UsageBar({
  noun,
  used,
  limit,
  isAdmin,
}: {
  noun: Noun;
  used: number;
  limit: number;
  isAdmin: boolean;
}) {
  const state = usageState(used, limit, isAdmin);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{noun.label}</span>
        {state.kind === "metered" && (
          <span className="text-muted-foreground tabular-nums">
            {used} / {limit}
          </span>
        )}
      </div>
      {state.kind === "admin" ? (
        <p className="text-sm font-medium text-violet-800">Admin: Unlimited Access</p>
      ) : state.kind === "unlimited" ? (
        <p className="text-sm font-medium text-green-800">Unlimited Usage</p>
      ) : (
        <>
          <Progress
            value={Math.min(100, state.pct)}
            aria-label={`${noun.label} used this month`}
            className={cn(
              state.level === "limit" && "bg-red-100 [&>*]:bg-red-600",
              state.level === "warning" && "bg-amber-100 [&>*]:bg-amber-500",
            )}
          />
          {state.level === "limit" ? (
            <p role="status" className="text-sm text-red-800">
              {limitReachedText(noun)}{" "}
              <Link href="/pricing" className="font-medium underline underline-offset-2">
                See plans
              </Link>
            </p>
          ) : state.level === "warning" ? (
            <p role="status" className="text-sm text-amber-900">
              {warningText(state.pct, noun)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
