import type { ReactNode } from "react";
import { Providers } from "../providers";

// The client providers for this route group (see app/layout.tsx for why they aren't at the root).
export default function GroupLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
