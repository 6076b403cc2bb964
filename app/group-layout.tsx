import type { ReactNode } from "react";
import { Providers } from "@/components/providers/providers";

// The layout of every route group (app/(group)/layout.tsx re-exports it): the client providers
// live here rather than in the root layout, so the static landing page at "/" ships without them
// (see app/layout.tsx).
export default function GroupLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
