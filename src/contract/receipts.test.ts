import { describe, expect, it } from 'vitest';
import { BILL_AFTER_DAY, billAttachRefusal } from './receipts';

describe('which bills a day takes', () => {
  it('takes a bill dated on the day or before it, and refuses one dated after it in the words of the 409', () => {
    expect(billAttachRefusal({ invoiceDate: '2026-11-02' }, '2026-11-02')).toBeUndefined();
    expect(billAttachRefusal({ invoiceDate: '2026-10-31' }, '2026-11-02')).toBeUndefined();
    expect(billAttachRefusal({ invoiceDate: '2026-11-03' }, '2026-11-02')).toBe(BILL_AFTER_DAY);
    expect(BILL_AFTER_DAY).toBe(
      'This bill is dated after this day. Attach it to its invoice date or a later day.',
    );
  });
});
