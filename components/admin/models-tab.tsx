"use client";
// AI Models tab: per tier a primary and optional backup model id (POST /api/admin/update-model),
// the current model or 'Not configured', its status, suggested ids, and the dismissible
// 'Show Current Active Models' panel (GET /api/admin/current-models).
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { CurrentModelsDTO } from "@/lib/admin/dto";
import { handleUnauthorized } from "@/lib/client/query-client";
import { TIERS } from "@/lib/plans";
import { tierLabel } from "./format";
import { TierModelForm } from "./tier-model-form";
import { MODELS_KEY } from "./use-admin";

export function ModelsTab() {
  const queryClient = useQueryClient();
  const models = useQuery<CurrentModelsDTO>({ queryKey: MODELS_KEY });
  const [panel, setPanel] = useState(false);
  const [loadingPanel, setLoadingPanel] = useState(false);

  const showPanel = async () => {
    setLoadingPanel(true);
    try {
      await queryClient.fetchQuery({ queryKey: MODELS_KEY, staleTime: 0 });
      setPanel(true);
    } catch (err) {
      if (!handleUnauthorized(err)) toast.error("Error", { description: "Failed to fetch model configuration" });
    } finally {
      setLoadingPanel(false);
    }
  };

  const data = models.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{data?.provider.detail ?? "Loading model configuration..."}</p>
        <Button variant="outline" onClick={showPanel} disabled={loadingPanel}>
          Show Current Active Models
        </Button>
      </div>
      {panel && data ? (
        <Alert role="region" aria-label="Current active models">
          <AlertTitle className="flex items-center justify-between">
            Current Active Models
            <Button
              variant="ghost"
              size="icon"
              aria-label="Dismiss current active models"
              onClick={() => setPanel(false)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </AlertTitle>
          <AlertDescription>
            <ul className="w-full space-y-1">
              {TIERS.map((tier) => {
                const c = data.config[tier];
                return (
                  <li key={tier} data-testid={`active-model-${tier}`}>
                    <strong>{tierLabel(tier)}:</strong>{" "}
                    {c ? (
                      <>
                        {c.primary}
                        {c.backup ? ` (backup: ${c.backup})` : ""} - {c.cost}
                      </>
                    ) : (
                      "Not configured"
                    )}
                  </li>
                );
              })}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {models.isError ? (
        <p role="alert" className="text-destructive">
          Failed to fetch model configuration
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {/* Forms start from the saved ids, so they wait for them (typing into an empty form that
            then fills itself would be lost). */}
        {data
          ? TIERS.map((tier) => (
              <TierModelForm
                key={`${tier}:${data.config[tier]?.updatedAt ?? ""}`}
                tier={tier}
                current={data.config[tier]}
                suggested={data.suggested}
              />
            ))
          : TIERS.map((tier) => <Skeleton key={tier} className="h-64" />)}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Suggested model ids</CardTitle>
          <CardDescription>
            Any OpenAI-compatible id works (letters, digits and . _ : / -); these are common choices.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {(data?.suggested ?? []).map((id) => (
            <Button
              key={id}
              variant="outline"
              size="sm"
              className="font-mono"
              aria-label={`Copy ${id}`}
              onClick={() => {
                void navigator.clipboard?.writeText(id).then(
                  () => toast.success("Copied", { description: id }),
                  () => undefined,
                );
              }}
            >
              {id}
            </Button>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
