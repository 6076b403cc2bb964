import { redirect } from "next/navigation";
import { Dashboard } from "@/components/dashboard/dashboard";
import { currentUser } from "@/lib/auth/current-user";
import { toCurrentUserDTO } from "@/lib/auth/dto";

export const dynamic = "force-dynamic";
export const metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard");
  return <Dashboard initialUser={toCurrentUserDTO(user)} />;
}
