// The pricing FAQ.
const FAQ = [
  {
    q: "Can I change plans anytime?",
    a: "Yes. You can upgrade or downgrade whenever you like, and the change takes effect immediately.",
  },
  {
    q: "What payment methods do you accept?",
    a: "All major credit and debit cards, processed securely by Stripe, our card payment provider.",
  },
  {
    q: "Is there a money-back guarantee?",
    a: "Yes. Every paid plan comes with a 30-day money-back guarantee.",
  },
  {
    q: "What does the free plan include?",
    a: "The free Creator plan gives you 3 trend reports a month, and no credit card is needed.",
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-heading" className="text-center text-2xl font-semibold">
        Frequently asked questions
      </h2>
      <dl className="mt-6 divide-y rounded-lg border">
        {FAQ.map(({ q, a }) => (
          <div key={q} className="p-4">
            <dt className="font-medium">{q}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
