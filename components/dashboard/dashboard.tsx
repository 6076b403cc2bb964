"use client";
// The creator's main screen (SPEC.md section 2 "Dashboard"); "/" and /dashboard when signed in.
import type { CurrentUserDTO } from "@/lib/dto";

export function Dashboard({ initialUser }: { initialUser: CurrentUserDTO }) {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold">Welcome back, {initialUser.firstName || "Creator"}!</h1>
    </main>
  );
}
