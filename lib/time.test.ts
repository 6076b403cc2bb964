// Day arithmetic is counted in UTC whatever zone the server runs in: a window of N days is N
// times 24 hours even across a daylight-saving change of the machine's own zone.
import { DAY_MS, daysAfter, daysBefore, secondsToUtcMidnight } from "@/lib/time";

describe("day arithmetic", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("moves whole days of 24 hours, also across a daylight-saving change of the server's zone", () => {
    process.env.TZ = "Europe/Berlin"; // clocks go forward on 2026-03-29
    const now = new Date("2026-03-30T00:30:00.000Z");
    expect(daysBefore(now, 2).toISOString()).toBe("2026-03-28T00:30:00.000Z");
    expect(daysAfter(now, 7).getTime() - now.getTime()).toBe(7 * DAY_MS);
    expect(daysBefore(now, 0).getTime()).toBe(now.getTime());
    expect(daysBefore(now, 3)).toBeInstanceOf(Date);
  });

  it("counts the seconds to the next UTC midnight, at least one", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(secondsToUtcMidnight(new Date("2026-03-08T23:59:59.500Z"))).toBe(1);
    expect(secondsToUtcMidnight(new Date("2026-03-08T00:00:00.000Z"))).toBe(86_400);
    expect(secondsToUtcMidnight(new Date("2026-03-08T18:00:00.000Z"))).toBe(6 * 3600);
  });
});
