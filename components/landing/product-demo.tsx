// The embedded demo: a product walkthrough rendered as HTML/CSS (see product-demo.module.css for
// why). The animated frame is aria-hidden; the ordered steps beside it carry the same content.
import type { CSSProperties } from "react";
import s from "./product-demo.module.css";

const NICHES = ["Beauty", "Gaming", "DIY", "Food", "Fitness", "Education"];
const TRENDS = [
  { title: "12-3-30 treadmill walks", badge: "Hot", confidence: 92 },
  { title: "Protein coffee swaps", badge: "Rising", confidence: 84 },
  { title: "Desk mobility breaks", badge: "Educational", confidence: 71 },
];
const IDEAS = [
  { hook: "I walked 12-3-30 for 30 days. Here's what changed.", potential: "High" },
  { hook: "3 mistakes that make incline walking useless", potential: "High" },
  { hook: "12-3-30 vs. a 5 km run: which burns more?", potential: "Medium" },
];
const SCRIPT = [
  { at: "0:00-0:03", label: "HOOK", text: "I walked 12-3-30 for 30 days. Here's what changed." },
  { at: "0:03-0:15", label: "SETUP", text: "Incline 12, speed 3, 30 minutes. Sounds easy. It isn't." },
  { at: "0:15-0:55", label: "BODY", text: "Week one: calves on fire. Week two: resting heart rate down 6 bpm..." },
  { at: "0:55-1:10", label: "CTA", text: "Try it tomorrow and tell me your day-one time in the comments." },
];

export const DEMO_STEPS = [
  "Pick a niche, or type your own, and press Generate Trends.",
  "Get 3-5 emerging trends with a status badge and a confidence score.",
  "Open any trend for three video ideas, each with a hook and an outline.",
  "Develop an idea into a 60-90 second script with timing cues, then copy or download it.",
];

const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds}s` });

export function ProductDemo() {
  return (
    <figure className={s.root}>
      <div className={s.frame} aria-hidden="true">
        <div className={s.chrome}>
          <span className={s.dot} />
          <span className={s.dot} />
          <span className={s.dot} />
          <span className={s.url}>trendscript.app/dashboard</span>
        </div>
        <div className={s.stage}>
          <div className={s.scene}>
            <div className={s.title}>What&apos;s your niche?</div>
            <div className={s.sub}>Pick a preset or type your own</div>
            {NICHES.map((n, i) => (
              <span key={n} className={`${s.chip} ${n === "Fitness" ? s.pick : ""}`} style={{ left: `${1.5 + i * 7.05}em` }}>
                {n}
              </span>
            ))}
            <span className={s.input}>Or enter custom niche...</span>
            <span className={`${s.button} ${s.pulse}`}>Generate Trends</span>
            <div className={s.foot}>
              <span>Any niche works: sourdough, retro gaming, van life...</span>
            </div>
            <svg className={s.cursor} viewBox="0 0 24 24">
              <path d="M4 2l16 10-7 1.5L9.5 21z" fill="currentColor" stroke="white" strokeWidth="1.5" />
            </svg>
          </div>
          <div className={s.scene}>
            <div className={s.title}>Trending Now in Fitness</div>
            <div className={s.sub}>3 trends found</div>
            <div className={s.list}>
              {TRENDS.map((t, i) => (
                <div key={t.title} className={`${s.card} ${s.rise}`} style={delay(4 + i * 0.3)}>
                  <div className={s.row}>
                    <strong className={s.grow}>{t.title}</strong>
                    <span className={s.badge}>{t.badge}</span>
                  </div>
                  <div className={s.row}>
                    <div className={`${s.track} ${s.grow}`}>
                      <div className={`${s.bar} ${s.fill}`} style={{ width: `${t.confidence}%`, ...delay(4.2 + i * 0.3) }} />
                    </div>
                    <span>{t.confidence}% confidence</span>
                  </div>
                </div>
              ))}
            </div>
            <div className={s.foot}>
              <span>Sort by</span>
              <span className={s.pillPrimary}>Confidence</span>
              <span className={s.pill}>Engagement</span>
              <span className={s.pill}>Recent</span>
            </div>
          </div>
          <div className={s.scene}>
            <div className={s.title}>3 Ideas: 12-3-30 treadmill walks</div>
            <div className={s.sub}>Hook, outline and engagement potential</div>
            <div className={s.list}>
              {IDEAS.map((idea, i) => (
                <div key={idea.hook} className={`${s.card} ${s.rise}`} style={delay(8 + i * 0.3)}>
                  <div className={s.row}>
                    <strong className={s.grow}>
                      {i + 1}. {idea.hook}
                    </strong>
                    <span className={s.badge}>{idea.potential}</span>
                  </div>
                  <div className={s.row}>
                    <span className={`${s.sub} ${s.grow}`}>Outline: hook, 3 beats, call to action</span>
                    <span className={s.pillPrimary}>Develop Script</span>
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div className={s.scene}>
            <div className={s.title}>AI Script Development</div>
            <div className={s.sub}>70 seconds, with timing cues</div>
            <div className={s.list}>
              {SCRIPT.map((line, i) => (
                <div key={line.at} className={`${s.row} ${s.rise}`} style={delay(12 + i * 0.35)}>
                  <span className={s.mono}>[{line.at}]</span>
                  <strong>{line.label}</strong>
                  <span className={s.grow}>{line.text}</span>
                </div>
              ))}
            </div>
            <div className={s.foot}>
              <span className={s.pill}>Copy</span>
              <span className={s.pill}>Download</span>
              <span>Scripts Generated: 1/9 this month (free)</span>
            </div>
          </div>
        </div>
        <div className={s.player}>
          <span>▶ Product walkthrough</span>
          <div className={s.progress}>
            <div className={s.progressBar} />
          </div>
          <span>0:16</span>
        </div>
      </div>
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
        <label className={`${s.pauseControl} inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium text-foreground`}>
          <input type="checkbox" className={`${s.toggle} size-4 accent-primary`} />
          Pause demo
        </label>
      </figcaption>
    </figure>
  );
}
