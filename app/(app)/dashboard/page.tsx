// /dashboard: the same static dashboard as "/" when signed in (app/(app)/home/page.tsx). proxy.ts
// sends visitors without a valid session cookie to /login first.
import { Dashboard } from "@/components/app/dashboard";

export const dynamic = "force-static";
export const metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return <Dashboard />;
}
