// The bench's settable clock: new Date() and Date.now() read the chosen moment, dates made before
// still count as dates, and null gives the real clock back.
import { setClock } from "./clock";

afterEach(() => setClock(null));

it("reads the chosen moment, then the real clock again", () => {
  const before = new Date();
  setClock(new Date("2026-11-25T11:30:00Z"));
  expect(new Date().toISOString().slice(0, 16)).toBe("2026-11-25T11:30");
  expect(Math.abs(Date.now() - Date.parse("2026-11-25T11:30:00Z"))).toBeLessThan(5_000);
  expect(new Date("2020-01-02T03:04:05Z").toISOString()).toBe("2020-01-02T03:04:05.000Z");
  expect(before instanceof Date).toBe(true);
  setClock(null);
  expect(Math.abs(Date.now() - before.getTime())).toBeLessThan(5_000);
});
