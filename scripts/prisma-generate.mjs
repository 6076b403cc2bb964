// postinstall: `prisma generate` without network access.
// Prisma's CLI tries to download its native schema engine even for `generate`; pointing
// PRISMA_SCHEMA_ENGINE_BINARY at a stand-in stops that (generate itself needs no engine in v7).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";

const standIn = join(tmpdir(), "prisma-schema-engine-stand-in.sh");
if (!existsSync(standIn)) {
  mkdirSync(tmpdir(), { recursive: true });
  writeFileSync(standIn, "#!/bin/sh\necho 'schema-engine-cli stand-in 0.0.0'\n");
  chmodSync(standIn, 0o755);
}
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? standIn,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
