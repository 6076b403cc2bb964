"use client";
// A 401 on the consent, export or delete page goes to /login (and back after).
import { useRouter } from "next/navigation";
import { useCallback } from "react";

export function useGoToLogin(returnTo: string): () => void {
  const router = useRouter();
  return useCallback(() => router.replace(`/login?callbackUrl=${encodeURIComponent(returnTo)}`), [router, returnTo]);
}
