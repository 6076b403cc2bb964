// /privacy/consent: the consent toggles. Signed-out visitors go to /login (and come back).
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageShell } from "@/components/layout/page-shell";
import { ConsentForm } from "@/components/privacy/consent-form";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";
export const metadata = { title: "Manage Consent" };

export default async function ConsentPage() {
  if (!(await currentUser())) redirect("/login?callbackUrl=%2Fprivacy%2Fconsent");
  return (
    <PageShell signedIn>
      <Link href="/privacy" className="text-sm text-primary underline-offset-4 hover:underline">
        ← Privacy Policy
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Manage Consent</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Choose what you allow. Your choices are saved with the date and consent version 1.1, and you can change them at
        any time.
      </p>
      <ConsentForm />
    </PageShell>
  );
}
