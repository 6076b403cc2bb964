// /support: help channels, the ticket form and the FAQ (paid plans get priority support).
import Link from "next/link";
import { ArrowLeftIcon, BookOpenIcon, MailIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { PageShell } from "@/components/layout/page-shell";
import { SupportPageForm } from "@/components/support/support-page-form";
import { Button } from "@/components/ui/button";
import { env } from "@/env";
import { currentUser } from "@/lib/auth/current-user";
import { SUPPORT_EMAIL } from "@/components/layout/site-footer";

export const dynamic = "force-dynamic";
export const metadata = { title: "Support" };

const FAQ = [
  {
    q: "How fast will I get an answer?",
    a: "Paid subscribers get priority support with answers within 2-4 hours. On the free plan we answer by email within 24-48 hours. Billing questions and bug reports are handled first.",
  },
  {
    q: "How do I change or cancel my plan?",
    a: "Open Settings and choose Change Plan or cancel your subscription. Plan changes take effect immediately.",
  },
  {
    q: "Is there a refund policy?",
    a: "Paid plans have a 30-day money-back guarantee. Refunds appear on your statement within 5-10 business days.",
  },
  {
    q: "Why did my trend report say I reached my limit?",
    a: "Each plan includes a number of trend reports and scripts per month; usage resets monthly. The free plan includes 3 trend reports a month.",
  },
  {
    q: "How do I export or delete my data?",
    a: "Go to the Privacy Policy page and choose Export Data or Delete Account. Exports are available up to 5 times a month.",
  },
];

export default async function SupportPage() {
  const user = await currentUser();
  const paid = Boolean(user && user.subscriptionTier !== "free");
  const supportEmail = env.SUPPORT_EMAIL ?? SUPPORT_EMAIL;
  return (
    <PageShell signedIn={Boolean(user)}>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        {/* A guest has no dashboard: the way back is the home page. */}
        <Link href={user ? "/dashboard" : "/"}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight">How can we help?</h1>
        <p className="mt-2 text-muted-foreground">Send us a ticket, write to us, or find a quick answer below.</p>
        <p
          className={`mt-4 inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${paid ? "border-primary/40 bg-accent text-accent-foreground" : "bg-muted/40"}`}
          data-testid="support-level"
        >
          {paid ? (
            <ZapIcon className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <MailIcon className="size-4 shrink-0" aria-hidden="true" />
          )}
          {paid
            ? "Priority support: as a paid subscriber you get answers within 2-4 hours."
            : "Standard support: we answer by email within 24-48 hours. Paid plans include priority support (2-4 hours)."}
        </p>
      </header>

      <section aria-labelledby="channels-heading" className="mt-10">
        <h2 id="channels-heading" className="text-xl font-semibold">
          Help channels
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="rounded-xl border bg-card p-5">
            <MailIcon className="size-5 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">Email</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Write to{" "}
              <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
          </li>
          <li className="rounded-xl border bg-card p-5">
            <BookOpenIcon className="size-5 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">Support ticket</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Use the form below; you get a ticket ID and an email copy.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-5">
            <ShieldCheckIcon className="size-5 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">Privacy requests</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Consent, export and deletion on the{" "}
              <Link className="font-medium text-primary underline underline-offset-4" href="/privacy">
                privacy page
              </Link>
              .
            </p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="ticket-heading" className="mt-10 rounded-xl border bg-card p-6">
        <h2 id="ticket-heading" className="text-xl font-semibold">
          Submit a support ticket
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">
          {user ? `We'll answer at ${user.email}.` : "We'll answer at the email address you give below."}
        </p>
        <SupportPageForm signedInEmail={user?.email ?? null} />
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-xl font-semibold">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y rounded-xl border bg-card">
          {FAQ.map((item) => (
            <details key={item.q} className="group p-4">
              <summary className="cursor-pointer font-medium marker:text-muted-foreground">{item.q}</summary>
              <p className="mt-2 text-sm text-muted-foreground">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </PageShell>
  );
}
