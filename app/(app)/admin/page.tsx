// /admin: the admin console. Signed-out visitors go to sign-in; whether the signed-in user may
// use it is decided by the admin API itself (the console shows Access Denied when it refuses).
import { redirect } from "next/navigation";
import { AdminConsole } from "@/components/admin/admin-console";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";
export const metadata = { title: "Admin" };

export default async function AdminPage() {
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=%2Fadmin");
  // The API refuses it all until the privacy policy is accepted: the dashboard's modal asks first.
  if (!user.gdprConsent) redirect("/dashboard");
  return <AdminConsole />;
}
