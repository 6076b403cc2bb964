// /privacy: the privacy policy, sections 1-7, with links to the three data-rights pages.
import Link from "next/link";
import { DownloadIcon, SlidersHorizontalIcon, Trash2Icon } from "lucide-react";
import { PageShell } from "@/components/layout/page-shell";
import { SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { Button } from "@/components/ui/button";
import { env } from "@/env";
import { currentUser } from "@/lib/auth/current-user";
import { PRIVACY_RESPONSE_DAYS, RETENTION_TEXT } from "@/lib/compliance/policy";

export const dynamic = "force-dynamic";
export const metadata = { title: "Privacy Policy" };

function Section({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${n}`} className="mt-10">
      <h2 id={`privacy-${n}`} className="text-xl font-semibold">
        {n}. {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}

export default async function PrivacyPage() {
  const user = await currentUser();
  const contact = env.SUPPORT_EMAIL ?? SUPPORT_EMAIL;
  return (
    <PageShell signedIn={Boolean(user)}>
      <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Consent version 1.1. This policy explains what TrendScript collects, why, and the rights you have under the
        GDPR.
      </p>

      <nav aria-label="Your data rights" className="mt-6 grid gap-3 sm:grid-cols-3">
        <Button asChild variant="outline" className="h-auto justify-start py-3">
          <Link href="/privacy/consent">
            <SlidersHorizontalIcon aria-hidden="true" />
            Manage Consent
          </Link>
        </Button>
        <Button asChild variant="outline" className="h-auto justify-start py-3">
          <Link href="/privacy/export">
            <DownloadIcon aria-hidden="true" />
            Export Data
          </Link>
        </Button>
        <Button asChild variant="outline" className="h-auto justify-start py-3 text-destructive">
          <Link href="/privacy/delete">
            <Trash2Icon aria-hidden="true" />
            Delete Account
          </Link>
        </Button>
      </nav>

      <Section n={1} title="Information We Collect">
        <ul>
          <li>
            <strong>Account data:</strong> your email address, name, profile image and how you sign in (email and
            password, Google or Microsoft). Passwords are stored only as a one-way hash.
          </li>
          <li>
            <strong>Content you create:</strong> the niches you search, the trends, video ideas and scripts generated
            for you.
          </li>
          <li>
            <strong>Subscription and billing data:</strong> your plan, its status and a record of payments and refunds.
            Card details are handled by our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Usage data:</strong> how many trend reports and scripts you used each month.
          </li>
          <li>
            <strong>Support requests:</strong> the tickets you send us and your email address.
          </li>
          <li>
            <strong>Consent and security records:</strong> your consent choices with their date and version, and privacy
            events with the IP address and browser that made them.
          </li>
        </ul>
      </Section>

      <Section n={2} title="How We Use Your Information">
        <ul>
          <li>To provide the service: find trends in your niche and write ideas and scripts for you (contract).</li>
          <li>To run your subscription, bill you and meet tax and accounting duties (contract, legal obligation).</li>
          <li>To keep accounts secure and prevent abuse, for example with rate limits (legitimate interest).</li>
          <li>To answer your support requests.</li>
          <li>
            Only with your consent: product updates and marketing email, analytics, and ad conversion measurement. You
            can change these at any time under Manage Consent.
          </li>
        </ul>
      </Section>

      <Section n={3} title="Information Sharing">
        <p>
          We do not sell your personal data. We share it only with the processors that run parts of the service for us,
          under contract:
        </p>
        <ul>
          <li>Stripe, for card payments and subscriptions.</li>
          <li>Resend, to deliver our emails.</li>
          <li>
            The AI model provider configured for your plan, which receives the niche and trend text needed to write
            ideas and scripts, never your identity.
          </li>
          <li>Our hosting and database providers.</li>
        </ul>
        <p>We disclose data to authorities only where the law requires it.</p>
      </Section>

      <Section n={4} title="Data Security">
        <p>
          Connections are encrypted (HTTPS), passwords are hashed with Argon2id, sign-in links and tokens are stored
          only as hashes and expire quickly, sessions end at once when your password changes or your account is deleted,
          and access to personal data is limited to what each part of the service needs.
        </p>
      </Section>

      <Section n={5} title="Your Rights Under GDPR">
        <ul>
          <li>
            <strong>Access and portability:</strong> download everything we hold about you as a JSON file under{" "}
            <Link className="text-primary underline underline-offset-4" href="/privacy/export">
              Export Data
            </Link>
            .
          </li>
          <li>
            <strong>Erasure:</strong> delete your account and its data under{" "}
            <Link className="text-primary underline underline-offset-4" href="/privacy/delete">
              Delete Account
            </Link>
            .
          </li>
          <li>
            <strong>Withdraw consent:</strong> switch marketing, analytics and conversion tracking on or off under{" "}
            <Link className="text-primary underline underline-offset-4" href="/privacy/consent">
              Manage Consent
            </Link>
            .
          </li>
          <li>
            <strong>Rectification, restriction and objection:</strong> contact us and we will act on your request.
          </li>
          <li>
            <strong>Complaint:</strong> you may lodge a complaint with your data protection supervisory authority.
          </li>
        </ul>
      </Section>

      <Section n={6} title="Data Retention">
        <p>We keep data only as long as we need it:</p>
        <ul>
          {RETENTION_TEXT.map((r) => (
            <li key={r.data}>
              <strong>{r.data}:</strong> {r.period}.
            </li>
          ))}
        </ul>
        <p>
          In short: billing data is kept for 7 years, analytics for 2 years and security logs for 1 year. An automatic
          job deletes data once its period has passed.
        </p>
      </Section>

      <Section n={7} title="Contact Us">
        <p>
          For any privacy question or request, email{" "}
          <a className="text-primary underline underline-offset-4" href={`mailto:${contact}`}>
            {contact}
          </a>{" "}
          or use the{" "}
          <Link className="text-primary underline underline-offset-4" href="/support">
            support page
          </Link>
          . We respond to privacy requests within {PRIVACY_RESPONSE_DAYS} days.
        </p>
      </Section>
    </PageShell>
  );
}
