// The embedded demo: a product walkthrough rendered as HTML/CSS (see product-demo.module.css for
// why). The animated frame is aria-hidden and loaded lazily (lazy-demo-frame.tsx); the ordered
// steps beside it carry the same content and are part of the page's HTML.
import { LazyDemoFrame } from "./lazy-demo-frame";
import s from "./product-demo.module.css";

export const DEMO_STEPS = [
  "Pick a niche, or type your own, and press Generate Trends.",
  "Get 3-5 emerging trends with a status badge and a confidence score.",
  "Open any trend for three video ideas, each with a hook and an outline.",
  "Develop an idea into a 60-90 second script with timing cues, then copy or download it.",
];

export function ProductDemo() {
  return (
    <figure className={s.root}>
      <LazyDemoFrame className={s.frame} />
      <figcaption className="mt-4 grid gap-3 text-sm text-muted-foreground sm:grid-cols-[1fr_auto] sm:items-start">
        <div>
          <p>
            <span className="font-medium text-foreground">Product walkthrough (16-second loop).</span> From niche to
            script in four steps:
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {DEMO_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <label
          className={`${s.pauseControl} inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium text-foreground`}
        >
          <input type="checkbox" className={`${s.toggle} size-4 accent-primary`} />
          Pause demo
        </label>
      </figcaption>
    </figure>
  );
}
