"use client";
// What SupportLauncher loads on first use. On pages inside a route group the client providers are
// already there; on the landing page (no providers, to keep its first load small) the dialog
// brings its own query cache and toaster. That page is only served to visitors without a session
// cookie (proxy.ts rewrites the others to the dashboard), so the dialog starts out knowing it talks
// to a guest instead of asking /api/auth/user for a 401 (which the browser logs as an error).
import { QueryClientContext } from "@tanstack/react-query";
import { useContext, type ComponentProps } from "react";
import { Providers } from "@/components/providers/providers";
import { SupportDialog } from "./support-dialog";

export function SupportDialogChunk(props: ComponentProps<typeof SupportDialog>) {
  const hasProviders = useContext(QueryClientContext) !== undefined;
  const dialog = <SupportDialog {...props} />;
  return hasProviders ? dialog : <Providers guest>{dialog}</Providers>;
}
