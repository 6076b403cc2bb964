// The engine's and the service's modules are marked server-only: a bench started by plain `tsx`
// runs itself again under the react-server export condition and ends with that run's status.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Unless this process already runs under the react-server condition, runs `entry` (the calling
 * bench's import.meta.url) again under it with the same arguments, and exits with its status.
 * The run gets NODE_ENV=test and `env` (LOG_LEVEL=error keeps the per-report info lines out).
 */
export function rerunUnderReactServer(entry: string, env: Record<string, string> = {}): void {
  if (process.execArgv.some((a) => a.includes("react-server")) || process.env.BENCH_CHILD) return;
  const r = spawnSync("npx", ["tsx", "--conditions=react-server", fileURLToPath(entry), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_CHILD: "1", NODE_ENV: "test", ...env },
  });
  process.exit(r.status ?? 1);
}
