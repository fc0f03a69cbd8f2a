// The limit notice alone: within, over, exactly at, and a type without a limit.
import { describe, expect, it } from 'vitest';
import { renderText } from '../../pure/texts';
import { type BillLimits, limitNotice } from './bill-limit';

const LIMITS: BillLimits = {
  cityName: 'Satara',
  cityClass: 'Z',
  limits: [
    { expenseTypeId: 2, expenseType: 'Food', per: 'day', rupees: 400, cityClass: 'Z' },
    { expenseTypeId: 7, expenseType: 'Mobile Recharge', per: 'month', rupees: 399.5, cityClass: 'X' },
  ],
};
const said = (amountPaise: number, type = 'Food') => {
  const notice = limitNotice(LIMITS, type, amountPaise);
  return notice && { text: renderText(notice.text, 'en'), isOver: notice.isOver };
};

describe('the limit notice of a bill being entered', () => {
  it('tells the limit up to it, and over it by how much', () => {
    expect(said(40_000)).toEqual({ text: 'Your Food limit: ₹400 a day in a Z city.', isOver: false });
    expect(said(40_001)).toEqual({
      text: 'Over your Food limit of ₹400 a day in a Z city by ₹0.01.',
      isOver: true,
    });
  });

  it('names a month’s limit with its class, whatever the case of the type', () => {
    expect(said(50_000, 'mobile recharge')?.text).toBe(
      'Over your Mobile Recharge limit of ₹399.50 a month in an X city by ₹100.50.',
    );
  });

  it('says nothing of a type without a limit, or before the limits are known', () => {
    expect(said(9_999_900, 'Travel')).toBeNull();
    expect(limitNotice(undefined, 'Food', 100_000)).toBeNull();
  });
});
