"use client";
// Client-wide providers: the query cache (SPEC.md section 9 defaults), tooltips (700/300 ms) and
// the toaster (at most 1 toast at once).
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeQueryClient } from "@/lib/client/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster visibleToasts={1} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
