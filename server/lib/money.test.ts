import { describe, expect, it } from 'vitest';
import { toPaise, toRupees } from './money';

describe('money', () => {
  it('turns rupees into whole paise without float noise', () => {
    expect(toPaise(120.5)).toBe(12050);
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(1_00_00_000)).toBe(1_000_000_000);
    expect(toPaise(19.99)).toBe(1999);
  });

  it('turns paise back into rupees', () => {
    expect(toRupees(12050)).toBe(120.5);
    expect(toRupees(toPaise(0.07))).toBe(0.07);
  });
});
