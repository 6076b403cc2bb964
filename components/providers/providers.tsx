"use client";
// Client-wide providers: the query cache (no staleness, refetch or retry by default) and the toaster
// (at most 1 toast at once). No app-wide tooltip provider: each <Tooltip> brings its own with the
// product's 700/300 ms (components/ui/tooltip.tsx), so pages without tooltips don't load Radix's
// tooltip and positioning code; a screen with several tooltips wraps them in one <TooltipProvider>
// to share the skip-delay window.
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { makeQueryClient } from "@/lib/client/query-client";
import { USER_QUERY_KEY } from "@/lib/client/use-current-user";

/** `guest`: the page knows nobody is signed in, so the user query starts answered (null). */
export function Providers({ children, guest = false }: { children: ReactNode; guest?: boolean }) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    if (guest) client.setQueryData(USER_QUERY_KEY, null);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster visibleToasts={1} />
    </QueryClientProvider>
  );
}
