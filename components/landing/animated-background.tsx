import s from "./animated-background.module.css";

/** Decorative: CSS only, hidden from assistive technology, still under prefers-reduced-motion. */
export function AnimatedBackground() {
  return (
    <div className={s.bg} aria-hidden="true">
      <div className={s.grid} />
      <div className={`${s.blob} ${s.a}`} />
      <div className={`${s.blob} ${s.b}`} />
      <div className={`${s.blob} ${s.c}`} />
    </div>
  );
}
