"use client";
// /privacy/consent: toggles for the consent flags (GET/POST /api/gdpr/consent). Data processing is
// always on and locked; the Privacy Policy acceptance can be given here but not withdrawn (that is
// account deletion). Changes are saved on request, with the product's load/save error messages.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LockIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { apiJson, httpStatus } from "@/lib/client/api";
import type { ConsentRecordDTO } from "@/lib/schemas/gdpr";
import { useGoToLogin } from "./go-to-login";

const KEY = ["/api/gdpr/consent"] as const;
type Flags = Pick<
  ConsentRecordDTO,
  "gdprConsent" | "marketingConsent" | "analyticsConsent" | "conversionTrackingConsent"
>;

const OPTIONAL: { key: keyof Flags; title: string; text: string }[] = [
  {
    key: "marketingConsent",
    title: "Product updates and marketing emails",
    text: "News about features, tips for creators and occasional offers.",
  },
  { key: "analyticsConsent", title: "Analytics", text: "Anonymous usage statistics that help us improve TrendScript." },
  {
    key: "conversionTrackingConsent",
    title: "Ad conversion measurement",
    text: "Lets us measure whether our ads led to a sign-up or purchase.",
  },
];

export function ConsentForm() {
  const ids = useId();
  const queryClient = useQueryClient();
  const goToLogin = useGoToLogin("/privacy/consent");
  // This page signs in and comes back to itself: its 401s skip the app-wide redirect.
  const consent = useQuery<ConsentRecordDTO>({ queryKey: KEY, meta: { handles401: true } });
  const [draft, setDraft] = useState<Flags | null>(null);

  useEffect(() => {
    if (consent.error && httpStatus(consent.error) === 401) goToLogin();
    else if (consent.error) toast.error("Failed to load consent preferences");
  }, [consent.error, goToLogin]);

  const save = useMutation({
    meta: { handles401: true },
    mutationFn: (flags: Flags) =>
      apiJson<ConsentRecordDTO>("POST", "/api/gdpr/consent", { ...flags, dataProcessingConsent: true }),
    onSuccess: (record) => {
      queryClient.setQueryData(KEY, record);
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
      setDraft(null);
      toast.success("Preferences saved", { description: "Your consent preferences have been updated." });
    },
    onError: (err) => {
      if (httpStatus(err) === 401) return goToLogin();
      toast.error("Failed to update consent preferences");
    },
  });

  if (consent.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading consent preferences">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (consent.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load consent preferences</AlertTitle>
        <AlertDescription>
          <Button type="button" variant="outline" size="sm" onClick={() => void consent.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const saved = consent.data;
  const flags: Flags = draft ?? pickFlags(saved);
  const dirty = draft !== null && (Object.keys(draft) as (keyof Flags)[]).some((k) => draft[k] !== saved[k]);
  const set = (key: keyof Flags, value: boolean) => setDraft({ ...flags, [key]: value });

  return (
    <form
      method="post"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(flags);
      }}
    >
      <Row
        id={`${ids}-gdpr`}
        title="Privacy Policy and terms"
        text={
          saved.gdprConsent
            ? "You accepted our Privacy Policy. It is needed to keep an account; to withdraw it, delete your account."
            : "Accept our Privacy Policy to use your account."
        }
        checked={flags.gdprConsent}
        locked={saved.gdprConsent}
        onChange={(v) => set("gdprConsent", v)}
      />
      {OPTIONAL.map((o) => (
        <Row
          key={o.key}
          id={`${ids}-${o.key}`}
          title={o.title}
          text={o.text}
          checked={flags[o.key]}
          onChange={(v) => set(o.key, v)}
        />
      ))}
      <Row
        id={`${ids}-processing`}
        title="Essential data processing"
        text="Processing your account and content to provide the service. Always on: it cannot be switched off."
        checked
        locked
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? "Saving..." : "Save Preferences"}
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="consent-updated">
          {saved.gdprConsentDate
            ? `Last updated ${new Date(saved.gdprConsentDate).toLocaleString()}`
            : "Not yet recorded"}{" "}
          · version {saved.consentVersion}
        </p>
      </div>
    </form>
  );
}

function pickFlags(r: ConsentRecordDTO): Flags {
  return {
    gdprConsent: r.gdprConsent,
    marketingConsent: r.marketingConsent,
    analyticsConsent: r.analyticsConsent,
    conversionTrackingConsent: r.conversionTrackingConsent,
  };
}

function Row(props: {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  locked?: boolean;
  onChange?: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <label htmlFor={props.id} className="flex items-center gap-2 font-medium">
          {props.title}
          {props.locked && (
            <>
              <LockIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(locked)</span>
            </>
          )}
        </label>
        <p id={`${props.id}-text`} className="text-sm text-muted-foreground">
          {props.text}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.locked}
        aria-describedby={`${props.id}-text`}
        onCheckedChange={(v) => props.onChange?.(v)}
      />
    </div>
  );
}
