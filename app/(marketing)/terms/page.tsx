// /terms: the terms of service.
import Link from "next/link";
import type { ReactNode } from "react";
import { PageShell } from "@/components/layout/page-shell";
import { SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { env } from "@/env";
import { currentUser } from "@/lib/auth/current-user";
import { PLANS, TIERS } from "@/lib/plans";

export const dynamic = "force-dynamic";
export const metadata = { title: "Terms of Service" };

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`terms-${n}`} className="mt-8">
      <h2 id={`terms-${n}`} className="text-xl font-semibold">
        {n}. {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </section>
  );
}

export default async function TermsPage() {
  const user = await currentUser();
  const contact = env.SUPPORT_EMAIL ?? SUPPORT_EMAIL;
  const link = "text-primary underline underline-offset-4";
  return (
    <PageShell signedIn={Boolean(user)}>
      <h1 className="text-3xl font-bold tracking-tight">Terms of Service</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        These terms govern your use of TrendScript. By creating an account you agree to them and to our{" "}
        <Link className={link} href="/privacy">
          Privacy Policy
        </Link>
        .
      </p>

      <Section n={1} title="The service">
        <p>
          TrendScript finds emerging trends in a content niche you choose, suggests video ideas for each trend and
          develops ideas into 60-90 second scripts with timing cues. Trends and scripts are generated automatically from
          public signals and AI models: they are suggestions, not guarantees of views, reach or income.
        </p>
      </Section>

      <Section n={2} title="Your account">
        <ul>
          <li>You must be at least 16 years old and give a valid email address.</li>
          <li>Keep your password safe; you are responsible for activity under your account.</li>
          <li>One person per account. Tell us at once if you suspect unauthorised use.</li>
        </ul>
      </Section>

      <Section n={3} title="Plans, billing and refunds">
        <ul>
          {TIERS.map((t) => (
            <li key={t}>
              {PLANS[t].name}: {PLANS[t].monthlyPrice === 0 ? "free" : `$${PLANS[t].monthlyPrice} per month`}.
            </li>
          ))}
          <li>
            Paid plans are billed in advance, monthly or yearly (yearly saves 33%), by card through our payment
            provider, and renew until cancelled.
          </li>
          <li>You can change plans at any time with immediate effect, and cancel from Settings.</li>
          <li>Paid plans come with a 30-day money-back guarantee. Refunds appear within 5-10 business days.</li>
          <li>Monthly allowances of trend reports and scripts reset every month and do not carry over.</li>
        </ul>
      </Section>

      <Section n={4} title="Acceptable use">
        <ul>
          <li>
            Don&apos;t use TrendScript to create unlawful, hateful, harassing or deceptive content, or content that
            infringes others&apos; rights.
          </li>
          <li>Don&apos;t try to break, overload, scrape or reverse-engineer the service, or get around its limits.</li>
          <li>Don&apos;t resell access without a written agreement with us.</li>
        </ul>
        <p>We may suspend accounts that break these rules, after notice where the law requires it.</p>
      </Section>

      <Section n={5} title="Your content">
        <p>
          The niches you enter and the ideas and scripts generated for you are yours to use, including commercially. You
          grant us only the rights needed to store and process them to run the service. Similar ideas may be suggested
          to other creators in the same niche, so we cannot promise exclusivity.
        </p>
      </Section>

      <Section n={6} title="Availability and changes">
        <p>
          We work to keep TrendScript available but do not guarantee uninterrupted service. We may change features; if a
          change materially reduces a paid plan, you may cancel and receive a pro-rata refund. We will give notice of
          changes to these terms by email or in the app.
        </p>
      </Section>

      <Section n={7} title="Liability">
        <p>
          To the extent the law allows, TrendScript is provided &quot;as is&quot;, and our total liability is limited to
          the amount you paid us in the 12 months before the claim. Nothing here limits liability that cannot be limited
          by law, or your statutory rights as a consumer.
        </p>
      </Section>

      <Section n={8} title="Ending the agreement">
        <p>
          You can stop at any time and delete your account under{" "}
          <Link className={link} href="/privacy/delete">
            Delete Account
          </Link>
          . Deletion is permanent; billing records are kept for 7 years as the law requires.
        </p>
      </Section>

      <Section n={9} title="Contact">
        <p>
          Questions about these terms:{" "}
          <a className={link} href={`mailto:${contact}`}>
            {contact}
          </a>{" "}
          or the{" "}
          <Link className={link} href="/support">
            support page
          </Link>
          .
        </p>
      </Section>
    </PageShell>
  );
}
