// Password hashing with argon2id (OWASP's first choice), and a constant-time answer for unknown users.
import argon2 from 'argon2';

/**
 * OWASP's minimum for argon2id (Password Storage Cheat Sheet): 19 MiB of memory, 2 passes, one
 * lane. It costs about 25-40 ms of CPU per check on the project's 2-core machine
 * (docs/reliability.md), where the library's default (64 MiB, 3 passes, 4 lanes) cost 485 ms under
 * load and made a 9 a.m. burst of sign-ins a denial of service. Hashes made with other parameters
 * are replaced at the user's next sign-in (needsRehash).
 */
const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

/** True when a stored hash was made with other parameters than today's (or is not argon2id). */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  const { type: _type, ...cost } = PASSWORD_HASH_OPTIONS;
  try {
    return argon2.needsRehash(hash, cost);
  } catch {
    return true;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the time a real check would, so a response time does not tell which user names exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
