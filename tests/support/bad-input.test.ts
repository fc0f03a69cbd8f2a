import { describe, expect, it } from 'vitest';
import { applyNested, nestedFields } from './bad-input';

describe('nestedFields', () => {
  it("takes a field's bytes as one field, not one a byte", () => {
    const body = { bill: { Image: new Uint8Array([1, 2, 3]), amount: 5 }, lines: [{ city: 'Pune' }] };
    const paths = nestedFields(body, {}).map(({ path }) => path.join('.'));
    expect(paths).toEqual(['bill.Image', 'bill.amount', 'lines.0', 'lines.0.city']);
  });

  it('sets a bad value in place of the bytes without touching the valid body', () => {
    const body = { bill: { Image: new Uint8Array([1, 2, 3]) } };
    const changed = applyNested(body, { kind: 'nestedSet', path: ['bill', 'Image'], value: { toString: 0 } });
    expect(changed).toEqual({ bill: { Image: { toString: 0 } } });
    expect(body.bill.Image).toEqual(new Uint8Array([1, 2, 3]));
  });
});
