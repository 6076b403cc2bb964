// "/" signed out. A server component: the only client code on
// it is the header's Support button, which loads the dialog on first use, and the demo's lazy frame.
// Links don't prefetch here: a first-time visitor on a phone shouldn't download the sign-up, sign-in
// and pricing routes' code (and their client providers) while the landing is still settling.
import Link from "next/link";
import { ArrowRightIcon, CalendarCheckIcon, ClapperboardIcon, CrosshairIcon, TrendingUpIcon } from "lucide-react";
import { env } from "@/env";
import { SiteFooter, SUPPORT_EMAIL } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Button } from "@/components/ui/button";
import { AnimatedBackground } from "./animated-background";
import { ProductDemo } from "./product-demo";

const FEATURES = [
  {
    icon: TrendingUpIcon,
    title: "AI trend spotting",
    text: "We read what is gaining momentum in your niche and surface 3-5 emerging trends, each with a status, a confidence score and the evidence behind it, before they peak.",
  },
  {
    icon: ClapperboardIcon,
    title: "Video ideas plus full script development",
    text: "Every trend comes with three video ideas: a scroll-stopping hook and an outline. Develop any idea into a 60-90 second script with timing cues, ready to film.",
  },
  {
    icon: CrosshairIcon,
    title: "Niche-specific focus",
    text: "Beauty, gaming, DIY, food, fitness, education or any niche you type. Ideas speak your audience's language instead of chasing generic viral noise.",
  },
];

const DAILY = [
  "Fresh hooks written for your niche, every day",
  "Ready-to-film scripts with second-by-second timing cues",
  "Trend cards you can sort by confidence, engagement or recency",
  "Copy, download or export everything in one click",
];

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader prefetch={false} />
      <main id="main" className="flex-1">
        <section className="relative isolate overflow-hidden">
          <AnimatedBackground />
          <div className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:pt-28">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm text-muted-foreground">
              <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
              For short-form video creators
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              Find the trend before it peaks. Post the video while it matters.
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              Pick your niche and get 3-5 emerging trends with the evidence behind them, three video ideas for each, and
              a 60-90 second script with timing cues for any idea.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <Link href="/signup" prefetch={false}>
                  Start Creating Viral Content
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/pricing" prefetch={false}>
                  View Pricing
                </Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">Free plan: 3 trend reports a month. No card needed.</p>
          </div>
        </section>

        <section aria-labelledby="demo-heading" className="mx-auto max-w-5xl px-4 pb-20">
          <h2 id="demo-heading" className="sr-only">
            See TrendScript in action
          </h2>
          <ProductDemo />
        </section>

        <section aria-labelledby="features-heading" className="border-y bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-20">
            <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
              From trend to script in minutes
            </h2>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {FEATURES.map((f) => (
                <li key={f.title} className="rounded-xl border bg-card p-6 shadow-sm">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <f.icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="daily-heading"
          className="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2 md:items-center"
        >
          <div>
            <h2 id="daily-heading" className="text-3xl font-bold tracking-tight">
              Your daily dashboard of niche-specific hooks and scripts
            </h2>
            <p className="mt-4 text-muted-foreground">
              Open TrendScript with your coffee and see what is rising in your niche today. Each trend comes with the
              reasons it was picked, ready-made hooks and scripts you can film before lunch, and a plan that grows with
              your channel.
            </p>
          </div>
          <ul className="grid gap-3">
            {DAILY.map((item) => (
              <li key={item} className="flex items-start gap-3 rounded-lg border bg-card p-4">
                <CalendarCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-24">
          <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
              Ready to post what your audience wants next?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-primary-foreground">
              Join creators who plan their week around real trends instead of guesswork. Start free, upgrade when you
              grow.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link href="/signup" prefetch={false}>
                Get Started Free
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter supportEmail={env.SUPPORT_EMAIL ?? SUPPORT_EMAIL} prefetch={false} />
    </div>
  );
}
