import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('cuts the company name to 16 characters and marks the cut', () => {
    expect(truncate('Sunrise Pharmaceuticals Ltd', 16)).toBe('Sunrise Pharmace...');
  });

  it('leaves texts that fit alone', () => {
    expect(truncate('Sunrise Pharma', 16)).toBe('Sunrise Pharma');
    expect(truncate('1234567890', 10)).toBe('1234567890');
  });
});
