// The walkthrough's animated frame (chrome, four scenes, the player bar): loaded by
// lazy-demo-frame.tsx once the demo nears the viewport after the page has loaded, so none of it is
// in the landing's first HTML, RSC payload or hydration.
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

// Offsets into the 16 s loop; the whole walkthrough starts 0.5 s in (see product-demo.module.css).
const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds - 0.5}s` });

export default function DemoScenes() {
  return (
    <>
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
            <span
              key={n}
              className={`${s.chip} ${n === "Fitness" ? s.pick : ""}`}
              style={{ left: `${1.5 + i * 7.05}em` }}
            >
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
                    <div
                      className={`${s.bar} ${s.fill}`}
                      style={{ width: `${t.confidence}%`, ...delay(4.2 + i * 0.3) }}
                    />
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
    </>
  );
}
