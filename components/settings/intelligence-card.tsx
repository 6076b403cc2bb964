"use client";
// The AI Intelligence Level card: the user's level from
// GET /api/model-info, every tier's level with its explanation, and the way to a higher one.
import Link from "next/link";
import { BrainCircuitIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ModelInfoDTO } from "@/lib/dto";
import { INTELLIGENCE, PLANS, TIERS, type Tier } from "@/lib/plans";
import { cn } from "@/lib/utils";

/** `tier`: the plan as the page knows it, used while (or if) model info is unavailable. */
type Props = { info: ModelInfoDTO | undefined; tier: Tier; isLoading: boolean; isError: boolean };

export function IntelligenceCard({ info, tier: fallbackTier, isLoading, isError }: Props) {
  const current = info?.tier ?? fallbackTier;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <BrainCircuitIcon className="size-5 text-primary" aria-hidden />
            AI Intelligence Level
          </h2>
        </CardTitle>
        <CardDescription>The AI quality your plan uses for trends, ideas and scripts.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load intelligence information
          </p>
        ) : isLoading || !info ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <div className="rounded-lg border bg-muted/40 p-4">
            <p className="text-xl font-semibold" data-testid="intelligence-level">
              {info.level}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{info.explanation}</p>
          </div>
        )}
        <ul className="space-y-2" aria-label="Intelligence levels by plan">
          {TIERS.map((tier) => (
            <li key={tier} className={cn("rounded-md border p-3 text-sm", current === tier && "border-primary")}>
              <div className="flex flex-wrap items-center gap-2 font-medium">
                {INTELLIGENCE[tier].label}
                <span className="font-normal text-muted-foreground">({PLANS[tier].name})</span>
                {current === tier && <Badge variant="secondary">Your level</Badge>}
              </div>
              <p className="mt-1 text-muted-foreground">{INTELLIGENCE[tier].explanation}</p>
            </li>
          ))}
        </ul>
        {current === "free" && (
          <Button asChild variant="outline">
            <Link href="/pricing">View Plans & Pricing</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
