"use client";
// Privacy-consent modal: opens for users without gdprConsent whose provider
// is not email (OAuth sign-ups never saw the sign-up checkboxes). It cannot be dismissed.
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";
import { USER_QUERY_KEY, useCurrentUser } from "@/lib/client/use-current-user";
import { needsOAuthConsent } from "./consent-rule";

export function ConsentModal() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [privacy, setPrivacy] = useState(false);
  const [optional, setOptional] = useState(false);
  const [saving, setSaving] = useState(false);
  const open = needsOAuthConsent(user);

  async function save() {
    setSaving(true);
    try {
      await apiJson("POST", "/api/gdpr/save-oauth-consent", {
        gdprConsent: true,
        marketingConsent: optional,
        analyticsConsent: optional,
        conversionTrackingConsent: optional,
      });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    } catch (err) {
      if (!handleUnauthorized(err)) toast.error("Failed to save your privacy preferences. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Complete your account setup</DialogTitle>
          <DialogDescription>Before you start, please review how we handle your data.</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="flex items-start gap-2">
            <Checkbox id="consent-privacy" checked={privacy} onCheckedChange={(v) => setPrivacy(v === true)} />
            <Label htmlFor="consent-privacy" className="block font-normal leading-snug">
              I have read and accept the{" "}
              <Link href="/privacy" className="underline">
                Privacy Policy
              </Link>{" "}
              and the{" "}
              <Link href="/terms" className="underline">
                Terms of Service
              </Link>{" "}
              (required)
            </Label>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox id="consent-optional" checked={optional} onCheckedChange={(v) => setOptional(v === true)} />
            <Label htmlFor="consent-optional" className="block font-normal leading-snug">
              Send me product updates, and allow analytics and ad measurement (optional)
            </Label>
          </div>
          <p className="text-sm text-muted-foreground">
            You can change these at any time in{" "}
            <Link href="/privacy/consent" className="underline">
              privacy settings
            </Link>
            .
          </p>
        </div>
        <DialogFooter>
          <Button onClick={save} disabled={!privacy || saving}>
            {saving ? "Saving..." : "Complete Account Setup"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
