"use client";
// Catches errors in the root layout itself, so it renders its own <html>.
import { CrashScreen } from "@/components/app/crash-screen";
import "./globals.css";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <CrashScreen error={error} />
      </body>
    </html>
  );
}
