"use client";
// One tier's model form on the AI Models tab.
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FieldError } from "@/components/auth/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TierModelDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { PLANS, type Tier } from "@/lib/plans";
import { updateModelSchema } from "@/lib/schemas/admin";
import { tierLabel } from "./format";
import { StatusBadge } from "./status-badge";
import { AUDIT_KEY, DASHBOARD_KEY, MODELS_KEY, toastFailure } from "./use-admin";

export function TierModelForm({ tier, current, suggested }: { tier: Tier; current: TierModelDTO | undefined; suggested: string[] }) {
  const queryClient = useQueryClient();
  const [primary, setPrimary] = useState(current?.primary ?? "");
  const [backup, setBackup] = useState(current?.backup ?? "");
  const [errors, setErrors] = useState<{ primary?: string; backup?: string }>({});
  const [saving, setSaving] = useState(false);
  const label = tierLabel(tier);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateModelSchema.safeParse({ tier, primary, backup });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "primary" | "backup"] ??= issue.message;
      setErrors(next);
      toast.error("Error", { description: next.primary ?? next.backup ?? "Invalid model id" });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiJson("POST", "/api/admin/update-model", { tier, primary: parsed.data.primary, backup: parsed.data.backup ?? "" });
      toast.success("Model Updated", { description: `${label} now uses ${parsed.data.primary}.` });
      await Promise.all([MODELS_KEY, DASHBOARD_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (err) {
      toastFailure(err, "Error", "Failed to update model");
    } finally {
      setSaving(false);
    }
  };

  const listId = `models-${tier}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <span>
            {label} <span className="text-sm font-normal text-muted-foreground">({PLANS[tier].name})</span>
          </span>
          {current ? <StatusBadge status={current.status} /> : null}
        </CardTitle>
        <CardDescription className="break-words">
          Current: <span data-testid={`current-model-${tier}`}>{current ? current.primary : "Not configured"}</span>
          {current?.backup ? ` (backup ${current.backup})` : ""}
          {current && current.status !== "active" ? ` - ${current.statusDetail}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={submit} noValidate className="space-y-3">
          <datalist id={listId}>
            {suggested.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <div className="space-y-1">
            <Label htmlFor={`${tier}-primary`}>Primary model ID</Label>
            <Input id={`${tier}-primary`} list={listId} value={primary} onChange={(e) => setPrimary(e.target.value)} aria-describedby={`${tier}-primary-error`} aria-invalid={Boolean(errors.primary)} />
            <FieldError id={`${tier}-primary-error`} message={errors.primary} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${tier}-backup`}>Backup model ID (optional)</Label>
            <Input id={`${tier}-backup`} list={listId} value={backup} onChange={(e) => setBackup(e.target.value)} aria-describedby={`${tier}-backup-error`} aria-invalid={Boolean(errors.backup)} />
            <FieldError id={`${tier}-backup-error`} message={errors.backup} />
          </div>
          <Button type="submit" disabled={saving}>
            {saving ? "Updating..." : `Update ${label} Model`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
