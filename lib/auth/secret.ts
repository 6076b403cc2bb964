// The key that signs session cookies. AUTH_SECRET in a real deployment; on the embedded default
// a random secret is created once in .data/auth-secret so `npm run dev` needs no set-up.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { env } from "../../env";

const secretFile = () => resolve(/*turbopackIgnore: true*/ env.AUTH_SECRET_FILE ?? ".data/auth-secret");

export function ensureAuthSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = secretFile();
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

let cached: string | undefined;
export function authSecret(): string {
  cached ??= ensureAuthSecret();
  return cached;
}
