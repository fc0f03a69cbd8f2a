import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken } from './tokens';

describe('bearer tokens', () => {
  it('are long, random and URL-safe', () => {
    const first = newToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(first);
  });

  it('are read from an Authorization header only in the Bearer form', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(token)).toBeUndefined();
    expect(bearerToken('Bearer short')).toBeUndefined();
    expect(bearerToken(`Basic ${token}`)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('are stored as a 32-byte hash', () => {
    expect(hashToken('abc')).toHaveLength(32);
    expect(hashToken('abc').equals(hashToken('abc'))).toBe(true);
  });
});
