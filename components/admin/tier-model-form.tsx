"use client";
// One tier's model form on the AI Models tab: the primary and backup model ids, each with its price
// per 1M input and output tokens (kept per model id; blank keeps the saved or list price).
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PriceDTO, TierModelDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { PLANS, type Tier } from "@/lib/plans";
import { updateModelSchema } from "@/lib/schemas/admin";
import { tierLabel } from "./format";
import { StatusBadge } from "./status-badge";
import { AUDIT_KEY, DASHBOARD_KEY, MODELS_KEY, toastFailure } from "./use-admin";

type Prices = { input: string; output: string };
const shown = (p: PriceDTO | null | undefined): Prices =>
  p ? { input: String(p.inputPerM), output: String(p.outputPerM) } : { input: "", output: "" };
/** Both blank: keep the model's price; otherwise both are sent (the schema refuses a blank one). */
const entered = (p: Prices) =>
  p.input.trim() || p.output.trim() ? { inputPerM: p.input, outputPerM: p.output } : undefined;
type Field = "primary" | "backup" | "price" | "backupPrice";

export function TierModelForm({
  tier,
  current,
  suggested,
}: {
  tier: Tier;
  current: TierModelDTO | undefined;
  suggested: string[];
}) {
  const queryClient = useQueryClient();
  const [primary, setPrimary] = useState(current?.primary ?? "");
  const [backup, setBackup] = useState(current?.backup ?? "");
  const [price, setPrice] = useState(() => shown(current?.price));
  const [backupPrice, setBackupPrice] = useState(() => shown(current?.backupPrice));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const label = tierLabel(tier);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateModelSchema.safeParse({
      tier,
      primary,
      backup,
      price: entered(price),
      backupPrice: entered(backupPrice),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      toast.error("Error", {
        description: next.primary ?? next.backup ?? next.price ?? next.backupPrice ?? "Invalid model id",
      });
      return;
    }
    setErrors({});
    setSaving(true);
    const { price: p, backupPrice: bp } = parsed.data;
    try {
      await apiJson("POST", "/api/admin/update-model", {
        tier,
        primary: parsed.data.primary,
        backup: parsed.data.backup ?? "",
        ...(p ? { price: p } : {}),
        ...(bp && parsed.data.backup ? { backupPrice: bp } : {}),
      });
      toast.success("Model Updated", { description: `${label} now uses ${parsed.data.primary}.` });
      await Promise.all(
        [MODELS_KEY, DASHBOARD_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
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
            <Input
              id={`${tier}-primary`}
              list={listId}
              value={primary}
              onChange={(e) => {
                setPrimary(e.target.value);
                // A price belongs to a model id: another id starts from its own (saved or list) price.
                setPrice(
                  e.target.value.trim() === current?.primary ? shown(current?.price) : { input: "", output: "" },
                );
              }}
              aria-describedby={`${tier}-primary-error`}
              aria-invalid={Boolean(errors.primary)}
            />
            <FieldError id={`${tier}-primary-error`} message={errors.primary} />
          </div>
          <PriceFields id={`${tier}-price`} label="Primary" value={price} onChange={setPrice} error={errors.price} />
          <div className="space-y-1">
            <Label htmlFor={`${tier}-backup`}>Backup model ID (optional)</Label>
            <Input
              id={`${tier}-backup`}
              list={listId}
              value={backup}
              onChange={(e) => {
                setBackup(e.target.value);
                setBackupPrice(
                  e.target.value.trim() === current?.backup ? shown(current?.backupPrice) : { input: "", output: "" },
                );
              }}
              aria-describedby={`${tier}-backup-error`}
              aria-invalid={Boolean(errors.backup)}
            />
            <FieldError id={`${tier}-backup-error`} message={errors.backup} />
          </div>
          {backup.trim() ? (
            <PriceFields
              id={`${tier}-backup-price`}
              label="Backup"
              value={backupPrice}
              onChange={setBackupPrice}
              error={errors.backupPrice}
            />
          ) : null}
          <Button type="submit" disabled={saving}>
            {saving ? "Updating..." : `Update ${label} Model`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PriceFields({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: Prices;
  onChange: (p: Prices) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-1" aria-describedby={`${id}-error`}>
      <legend className="text-sm text-muted-foreground">
        {label} model price, USD per 1M tokens (blank: the saved or list price)
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-input`}>{label} input price</Label>
          <Input
            id={`${id}-input`}
            inputMode="decimal"
            placeholder="0.15"
            value={value.input}
            onChange={(e) => onChange({ ...value, input: e.target.value })}
            aria-invalid={Boolean(error)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-output`}>{label} output price</Label>
          <Input
            id={`${id}-output`}
            inputMode="decimal"
            placeholder="0.60"
            value={value.output}
            onChange={(e) => onChange({ ...value, output: e.target.value })}
            aria-invalid={Boolean(error)}
          />
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
