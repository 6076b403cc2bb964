// /subscription-complete: where Stripe Checkout returns after payment (?session_id=cs_...).
import { SubscriptionComplete } from "@/components/subscription/subscription-complete";
import { usableSessionId } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";
export const metadata = { title: "Subscription complete" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SubscriptionCompletePage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).session_id;
  return <SubscriptionComplete sessionId={usableSessionId(Array.isArray(raw) ? raw[0] : raw)} />;
}
