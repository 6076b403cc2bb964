// A process clock set to another moment: `new Date()` and `Date.now()` read the chosen time and
// then run on in real time. The noisy-niche bench uses it to ask the real engine for trends at
// several hours of the corpus's day; timers (setTimeout, AbortSignal.timeout) keep real time.
const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }
  static now(): number {
    return RealDate.now() + offset;
  }
  // A date made before the clock was set is still a Date to `instanceof Date` checks.
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

/** From now on the process's clock reads `at` (and moves on from it); null restores the real clock. */
export function setClock(at: Date | null): void {
  offset = at ? at.getTime() - RealDate.now() : 0;
  globalThis.Date = (at ? ShiftedDate : RealDate) as DateConstructor;
}
