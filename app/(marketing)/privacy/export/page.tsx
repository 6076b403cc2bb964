// /privacy/export: download everything TrendScript holds about you as a dated JSON file.
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageShell } from "@/components/layout/page-shell";
import { ExportPanel } from "@/components/privacy/export-panel";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";
export const metadata = { title: "Export Data" };

const CONTENTS = [
  "Your profile and linked sign-in providers",
  "Your consent choices and their history",
  "Your trends with their video ideas and evidence, and your scripts",
  "Your support tickets",
  "Your plan, payment summary and usage",
  "Privacy audit events, your retention schedule, and how we process your data (GDPR Art. 15)",
];

export default async function ExportPage() {
  if (!(await currentUser())) redirect("/login?callbackUrl=%2Fprivacy%2Fexport");
  return (
    <PageShell signedIn>
      <Link href="/privacy" className="text-sm text-primary underline-offset-4 hover:underline">
        ← Privacy Policy
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Export Your Data</h1>
      <p className="mt-2 text-muted-foreground">
        Download a machine-readable JSON file (named with today&apos;s date) of everything we hold about you:
      </p>
      <ul className="mt-4 mb-8 ml-5 list-disc space-y-1 text-muted-foreground">
        {CONTENTS.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <ExportPanel />
    </PageShell>
  );
}
