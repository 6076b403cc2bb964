"use client";
// Client-wide providers: the query cache (no staleness, refetch or retry by default), tooltips (700/300 ms) and
// the toaster (at most 1 toast at once).
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
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
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster visibleToasts={1} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
