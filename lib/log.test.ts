// The logger's volume is LOG_LEVEL, read at each line: a process can change it while running.
import { log } from "./log";

describe("log levels", () => {
  const saved = process.env.LOG_LEVEL;
  const out = {
    log: jest.spyOn(console, "log"),
    warn: jest.spyOn(console, "warn"),
    error: jest.spyOn(console, "error"),
  };
  beforeEach(() => Object.values(out).forEach((spy) => spy.mockReset().mockImplementation(() => {})));
  afterAll(() => {
    process.env.LOG_LEVEL = saved;
    Object.values(out).forEach((spy) => spy.mockRestore());
  });

  const written = () => Object.values(out).reduce((n, spy) => n + spy.mock.calls.length, 0);

  it("writes the lines at or above the level, one JSON object a line", () => {
    process.env.LOG_LEVEL = "warn";
    log.info("quiet_event");
    log.warn("loud_event", { n: 1 });
    log.error("louder_event");
    expect(out.log).not.toHaveBeenCalled();
    expect(JSON.parse(out.warn.mock.calls[0][0] as string)).toMatchObject({ level: "warn", event: "loud_event", n: 1 });
    expect(out.error).toHaveBeenCalledTimes(1);
  });

  it("follows a change of LOG_LEVEL at once, and reads an unknown or debug level as info", () => {
    process.env.LOG_LEVEL = "error";
    log.warn("dropped");
    expect(written()).toBe(0);
    for (const level of ["debug", "verbose", ""]) {
      process.env.LOG_LEVEL = level;
      log.info("kept");
    }
    expect(out.log).toHaveBeenCalledTimes(3);
  });
});
