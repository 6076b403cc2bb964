"use client";
// The daily brief in /settings (#daily-brief, the email's preferences link): the time zone its
// morning follows (detected in the browser, editable here) and the email digest.
import Link from "next/link";
import { useEffect, useId, useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SunriseIcon } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { NativeSelect } from "@/components/admin/native-select";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { serverMessage } from "@/lib/client/api";
import { browserTimeZone, useBriefSettings, useSaveBriefSettings } from "@/lib/client/brief";
import { handleUnauthorized } from "@/lib/client/query-client";
import { briefSettingsSchema } from "@/lib/schemas/brief";

type Input = z.input<typeof briefSettingsSchema>;
type Output = z.output<typeof briefSettingsSchema>;

function zones(current: string | undefined): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", ...all, ...(current ? [current] : [])])].sort((a, b) =>
    a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b),
  );
}

export function BriefSettingsCard() {
  const id = useId();
  const settings = useBriefSettings();
  const save = useSaveBriefSettings();
  const data = settings.data;
  const detected = useMemo(() => browserTimeZone(), []);
  const options = useMemo(() => zones(data?.timeZone), [data?.timeZone]);
  const { register, handleSubmit, formState, reset, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(briefSettingsSchema),
    defaultValues: { timeZone: "UTC" },
  });

  useEffect(() => {
    if (data) reset({ timeZone: data.timeZone });
  }, [data, reset]);

  const failed = (err: unknown) => {
    if (!handleUnauthorized(err))
      toast.error("Couldn't save your daily brief settings", { description: serverMessage(err, "Please try again.") });
  };
  const onSubmit = handleSubmit((values) =>
    save
      .mutateAsync({ timeZone: values.timeZone })
      .then(
        () =>
          toast.success("Time zone saved", { description: `Your brief now arrives at 6:00 in ${values.timeZone}.` }),
        failed,
      ),
  );
  const toggleDigest = (on: boolean) =>
    save.mutate(
      { digestEmail: on },
      { onSuccess: () => toast.success(on ? "Daily brief email on" : "Daily brief email off"), onError: failed },
    );

  return (
    <Card id="daily-brief" className="scroll-mt-6">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <SunriseIcon className="size-5 text-primary" aria-hidden />
            Daily brief
          </h2>
        </CardTitle>
        <CardDescription>
          Every niche you follow gets a fresh brief each morning{data ? ` at ${data.availableHour}:00` : ""} in your
          time zone, in the Today section of your dashboard and, if you like, by email.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!data ? (
          settings.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Unable to load your daily brief settings
            </p>
          ) : (
            <Skeleton className="h-24 w-full" />
          )
        ) : (
          <>
            <form method="post" onSubmit={onSubmit} noValidate className="space-y-2">
              <Label htmlFor={`${id}-tz`}>Time zone</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <NativeSelect
                  id={`${id}-tz`}
                  aria-describedby={`${id}-tz-error`}
                  className="sm:max-w-xs"
                  {...register("timeZone")}
                >
                  {options.map((z) => (
                    <option key={z} value={z}>
                      {z.replace(/_/g, " ")}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="submit" variant="outline" disabled={save.isPending}>
                  Save time zone
                </Button>
              </div>
              <FieldError id={`${id}-tz-error`} message={formState.errors.timeZone?.message} />
              {detected && detected !== data.timeZone && (
                <p className="text-sm text-muted-foreground">
                  Your browser says {detected.replace(/_/g, " ")}.{" "}
                  <button
                    type="button"
                    className="underline underline-offset-2"
                    onClick={() => setValue("timeZone", detected, { shouldDirty: true })}
                  >
                    Use it
                  </button>
                </p>
              )}
            </form>

            <div className="flex items-start justify-between gap-4">
              <div className="space-y-1">
                <Label htmlFor={`${id}-digest`}>Email me the daily brief</Label>
                <p className="text-sm text-muted-foreground">
                  {data.marketingConsent ? (
                    "One email a morning with all your niches. Every email has a one-click unsubscribe."
                  ) : (
                    <>
                      The email needs your consent to product emails:{" "}
                      <Link href="/privacy/consent" className="underline underline-offset-2">
                        Manage consent
                      </Link>
                      .
                    </>
                  )}
                </p>
              </div>
              <Switch
                id={`${id}-digest`}
                checked={data.digestEmail && data.marketingConsent}
                disabled={!data.marketingConsent || save.isPending}
                onCheckedChange={toggleDigest}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
