// Structured one-line JSON logs. Never pass secrets, tokens, passwords or whole request bodies.
// LOG_LEVEL (info, warn or error; default info, and debug is info: there are no debug lines) is
// read at each line rather than once, so a process can quieten itself after start: the jest
// global set-up sets it to "error" for the tests.
type Fields = Record<string, unknown>;
type Level = "info" | "warn" | "error";

const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

function threshold(): number {
  const level = process.env.LOG_LEVEL?.trim().toLowerCase();
  return level && level in RANK ? RANK[level as Level] : RANK.info;
}

function write(level: Level, event: string, fields: Fields) {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const log = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};
