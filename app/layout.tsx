import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "TrendScript: AI trends and video scripts for creators", template: "%s | TrendScript" },
  description:
    "Spot emerging trends in your niche, get three video ideas per trend and turn any idea into a 60-90 second script with timing cues.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#7c3aed" };

// No client providers here: the landing page ("/") ships without the query cache, tooltips and
// toaster (its first-load JS budget). Each route group's layout adds <Providers>; the landing's
// Support dialog brings them with its lazily loaded chunk (components/support/support-dialog-chunk.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
