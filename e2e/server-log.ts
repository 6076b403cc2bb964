// Where e2e/server.ts copies the app server's output (stdout and stderr), so a browser test can
// check what reached the log. One file per app port, started afresh with each server.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const serverLogFile = (port: string | number) => join(tmpdir(), `trendscript-e2e-server-${port}.log`);

/** Everything the app server started by e2e/server.ts on E2E_PORT has written so far. */
export function readServerLog(): string {
  return readFileSync(serverLogFile(process.env.E2E_PORT ?? "3100"), "utf8");
}
