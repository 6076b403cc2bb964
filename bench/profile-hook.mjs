// Loaded into the bench's server processes with NODE_OPTIONS=--import (bench/profile.ts): in the
// `next start` process only, SIGUSR2 starts V8's sampling profiler and the next SIGUSR2 writes the
// profile (a .cpuprofile, Chrome DevTools' format) into BENCH_PROFILE_DIR.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

const isNextStart =
  process.argv.some((a) => /[\\/]next$|next[\\/]dist[\\/]bin[\\/]next$/.test(a)) && process.argv.includes("start");
if (isNextStart && process.env.BENCH_PROFILE_DIR) {
  const session = new Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on("SIGUSR2", () => {
    if (!running) {
      session.post("Profiler.enable", () =>
        session.post("Profiler.setSamplingInterval", { interval: 250 }, () =>
          session.post("Profiler.start", () => (running = true)),
        ),
      );
      return;
    }
    session.post("Profiler.stop", (err, result) => {
      running = false;
      if (!err)
        writeFileSync(
          join(process.env.BENCH_PROFILE_DIR, `${process.pid}-${++n}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  });
  writeFileSync(join(process.env.BENCH_PROFILE_DIR, "server.pid"), String(process.pid));
}
