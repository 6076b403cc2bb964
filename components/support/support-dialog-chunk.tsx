"use client";
// What SupportLauncher loads on first use. On pages inside a route group the client providers are
// already there; on the landing page (no providers, to keep its first load small) the dialog
// brings its own query cache and toaster.
import { QueryClientContext } from "@tanstack/react-query";
import { useContext, type ComponentProps } from "react";
import { Providers } from "@/app/providers";
import { SupportDialog } from "./support-dialog";

export function SupportDialogChunk(props: ComponentProps<typeof SupportDialog>) {
  const hasProviders = useContext(QueryClientContext) !== undefined;
  const dialog = <SupportDialog {...props} />;
  return hasProviders ? dialog : <Providers>{dialog}</Providers>;
}
