"use client";
import { CrashScreen } from "@/components/app/crash-screen";

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  return <CrashScreen error={error} />;
}
