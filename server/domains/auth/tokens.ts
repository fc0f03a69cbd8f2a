// Bearer tokens: random, opaque, and stored only as their SHA-256.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_LIFETIME_DAYS = 30;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match?.[1];
}
