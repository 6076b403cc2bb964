// /pricing: plans for everyone; signed-in users see their current plan and can change it.
import { PricingPage } from "@/components/pricing/pricing-page";
import { currentUser } from "@/lib/auth/current-user";
import { BILLING_NOT_CONFIGURED, billingConfigured } from "@/lib/billing/stripe";
import { supportAddress } from "@/lib/email/send";

export const dynamic = "force-dynamic";
export const metadata = { title: "Pricing" };

export default async function Pricing() {
  const user = await currentUser().catch(() => null);
  const sales = `mailto:${supportAddress()}?subject=${encodeURIComponent("Enterprise plan")}`;
  return (
    <PricingPage
      currentTier={user?.subscriptionTier ?? null}
      billingEnabled={billingConfigured()}
      billingMessage={BILLING_NOT_CONFIGURED}
      salesHref={sales}
    />
  );
}
