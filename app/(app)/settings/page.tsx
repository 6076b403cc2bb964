// /settings: AI intelligence level and the subscription (signed-in users only).
import { redirect } from "next/navigation";
import { SettingsPage } from "@/components/settings/settings-page";
import { currentUser } from "@/lib/auth/current-user";
import { billingSummary } from "@/lib/billing/summary";

export const dynamic = "force-dynamic";
export const metadata = { title: "Settings" };

export default async function Settings() {
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=%2Fsettings");
  // The API refuses it all until the privacy policy is accepted: the dashboard's modal asks first.
  if (!user.gdprConsent) redirect("/dashboard");
  return <SettingsPage billing={await billingSummary(user)} />;
}
