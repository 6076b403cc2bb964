// /privacy/delete: permanent account deletion (typed confirmation + acknowledgement).
import Link from "next/link";
import { redirect } from "next/navigation";
import { TriangleAlertIcon } from "lucide-react";
import { PageShell } from "@/components/layout/page-shell";
import { DeleteAccountForm } from "@/components/privacy/delete-account-form";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";
export const metadata = { title: "Delete Account" };

export default async function DeletePage() {
  if (!(await currentUser())) redirect("/login?callbackUrl=%2Fprivacy%2Fdelete");
  return (
    <PageShell signedIn>
      <Link href="/privacy" className="text-sm text-primary underline-offset-4 hover:underline">
        ← Privacy Policy
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Delete Your Account</h1>
      <div className="mt-6 mb-8 rounded-lg border border-destructive/40 bg-destructive/5 p-5">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TriangleAlertIcon className="size-5" aria-hidden="true" />
          This action is permanent and cannot be undone.
        </p>
        <ul className="mt-3 ml-5 list-disc space-y-1 text-sm text-muted-foreground">
          <li>Your profile, trends, video ideas, scripts, support tickets and usage history are deleted at once.</li>
          <li>An active paid subscription is cancelled first; you will not be charged again.</li>
          <li>You are signed out everywhere, and you can no longer sign in with this account.</li>
          <li>Billing records are kept for 7 years as tax law requires, with nothing that names you.</li>
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">
          Want a copy first?{" "}
          <Link className="text-primary underline underline-offset-4" href="/privacy/export">
            Export your data
          </Link>
          .
        </p>
      </div>
      <DeleteAccountForm />
    </PageShell>
  );
}
