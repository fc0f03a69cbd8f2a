import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'row', 'rows')).toBe('1 row');
    expect(plural(0, 'row', 'rows')).toBe('0 rows');
    expect(plural(12, 'person', 'people')).toBe('12 people');
  });
});
