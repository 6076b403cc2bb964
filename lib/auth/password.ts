// argon2id (OWASP: m >= 19 MiB, t = 2, p = 1). bcrypt would silently truncate at 72 bytes.
import { hash, verify, type Options } from "@node-rs/argon2";

// Algorithm.Argon2id is 2; the package's enum is a const enum that isolatedModules can't import.
const OPTIONS: Options = { algorithm: 2 as Options["algorithm"], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFKC"), OPTIONS);
}

// Verifying against this when the account doesn't exist keeps the timing the same (no enumeration).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword("dummy-password-for-timing")));
  try {
    const ok = await verify(target, password.normalize("NFKC"));
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}
