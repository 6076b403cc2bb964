import { isTimeZone } from "@/lib/time";
import { addDays, briefAvailableAt, currentBriefDate, localDate, nextBrief } from "./zone";

// The morning rule at the edges: a creator in Honolulu (UTC-10) and one in Tonga (UTC+13) live
// 23 hours apart, so at one instant they are on different calendar dates.
const HNL = "Pacific/Honolulu";
const TONGA = "Pacific/Tongatapu";

describe("time zones of the daily brief", () => {
  it("knows zone names and refuses offsets and junk", () => {
    for (const tz of ["UTC", HNL, TONGA, "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+10"])
      expect(isTimeZone(tz)).toBe(true);
    for (const tz of ["", "+13:00", "Mars/Olympus", "Europe/Berlin\n", "../../etc", "a".repeat(80), 42, null])
      expect(isTimeZone(tz)).toBe(false);
  });

  it("puts one instant on different local dates for UTC-10 and UTC+13", () => {
    const now = new Date("2026-03-10T12:00:00Z"); // 02:00 in Honolulu, 01:00 next day in Tonga
    expect(localDate(now, HNL)).toBe("2026-03-10");
    expect(localDate(now, TONGA)).toBe("2026-03-11");
  });

  it("switches to the new day's brief at 06:00 local, not at UTC midnight", () => {
    // Honolulu 05:59 and 06:00 on 10 March = 15:59 and 16:00 UTC.
    expect(currentBriefDate(new Date("2026-03-10T15:59:59Z"), HNL)).toBe("2026-03-09");
    expect(currentBriefDate(new Date("2026-03-10T16:00:00Z"), HNL)).toBe("2026-03-10");
    // Tonga 05:59 and 06:00 on 11 March = 16:59 and 17:00 UTC on 10 March.
    expect(currentBriefDate(new Date("2026-03-10T16:59:59Z"), TONGA)).toBe("2026-03-10");
    expect(currentBriefDate(new Date("2026-03-10T17:00:00Z"), TONGA)).toBe("2026-03-11");
    expect(briefAvailableAt("2026-03-10", HNL).toISOString()).toBe("2026-03-10T16:00:00.000Z");
    expect(briefAvailableAt("2026-03-11", TONGA).toISOString()).toBe("2026-03-10T17:00:00.000Z");
  });

  it("follows daylight saving: 06:00 in Berlin is 05:00 UTC in winter and 04:00 in summer", () => {
    expect(briefAvailableAt("2026-01-15", "Europe/Berlin").toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(briefAvailableAt("2026-07-15", "Europe/Berlin").toISOString()).toBe("2026-07-15T04:00:00.000Z");
    // The night the clocks go forward (29 March 2026) still has its 06:00.
    expect(briefAvailableAt("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-29T04:00:00.000Z");
  });

  it("schedules today's brief, then the day after the last delivered, skipping missed days", () => {
    const now = new Date("2026-03-10T20:00:00Z"); // 10:00 in Honolulu
    expect(nextBrief(now, HNL, null)).toEqual({ date: "2026-03-10", at: new Date("2026-03-10T16:00:00Z") });
    expect(nextBrief(now, HNL, "2026-03-10")).toEqual({ date: "2026-03-11", at: new Date("2026-03-11T16:00:00Z") });
    // Last delivered a week ago (the scheduler was down): today's, not the six in between.
    expect(nextBrief(now, HNL, "2026-03-03").date).toBe("2026-03-10");
    // Following at 02:00 local: the first email is today's at 06:00, not yesterday's at once.
    const early = new Date("2026-03-10T12:00:00Z"); // 02:00 in Honolulu
    expect(currentBriefDate(early, HNL)).toBe("2026-03-09");
    expect(nextBrief(early, HNL, null)).toEqual({ date: "2026-03-10", at: new Date("2026-03-10T16:00:00Z") });
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
