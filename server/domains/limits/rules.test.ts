// The limit rule alone: which limit is in effect, and how bills over it share the excess.
import { describe, expect, it } from 'vitest';
import { applyingLimit, type ClaimBill, type LimitRow, limitOn, policyExcesses } from './rules';

const LODGING = 3;
const FOOD = 2;
const RECHARGE = 7;
const MONTH = { firstDay: '2026-10-01', hqClass: 'X' as const };

const limit = (row: Partial<LimitRow> & Pick<LimitRow, 'expenseTypeId'>): LimitRow => ({
  cityClass: 'Y',
  per: 'bill',
  amountPaise: 100_000,
  effectiveFrom: '2026-01-01',
  ...row,
});

let nextBill = 1;
const bill = (row: Partial<ClaimBill> & Pick<ClaimBill, 'expenseTypeId' | 'amountPaise'>): ClaimBill => ({
  billId: nextBill++,
  expenseDetailId: 11,
  date: '2026-10-05',
  cityClass: 'Y',
  ...row,
});

describe('the limit in effect', () => {
  const limits = [
    limit({ expenseTypeId: LODGING, per: 'night', amountPaise: 200_000, effectiveFrom: '2026-01-01' }),
    limit({ expenseTypeId: LODGING, per: 'night', amountPaise: 250_000, effectiveFrom: '2026-10-10' }),
    limit({ expenseTypeId: LODGING, per: 'night', amountPaise: null, effectiveFrom: '2026-12-01' }),
    limit({ expenseTypeId: LODGING, cityClass: 'Z', per: 'night', amountPaise: 150_000 }),
  ];

  it('is the latest that took effect on or before the day, so a later one never reprices it', () => {
    expect(limitOn(limits, LODGING, 'Y', '2025-12-31')).toBeNull();
    expect(limitOn(limits, LODGING, 'Y', '2026-10-09')).toEqual({ per: 'night', amountPaise: 200_000 });
    expect(limitOn(limits, LODGING, 'Y', '2026-10-10')).toEqual({ per: 'night', amountPaise: 250_000 });
  });

  it('is the city class’s own, and a type or class without a row has none', () => {
    expect(limitOn(limits, LODGING, 'Z', '2026-10-09')?.amountPaise).toBe(150_000);
    expect(limitOn(limits, LODGING, 'X', '2026-10-09')).toBeNull();
    expect(limitOn(limits, FOOD, 'Y', '2026-10-09')).toBeNull();
  });

  it('ends from a row without an amount', () => {
    expect(limitOn(limits, LODGING, 'Y', '2026-12-01')).toBeNull();
  });

  it('of a month is the headquarters’ class on the month’s first day, wherever the day was', () => {
    const monthly = [
      limit({ expenseTypeId: RECHARGE, cityClass: 'X', per: 'month', amountPaise: 40_000 }),
      limit({ expenseTypeId: RECHARGE, cityClass: 'Z', per: 'month', amountPaise: 10_000 }),
    ];
    expect(applyingLimit(monthly, RECHARGE, { date: '2026-10-05', cityClass: 'Z' }, MONTH)).toEqual({
      limit: { per: 'month', amountPaise: 40_000 },
      cityClass: 'X',
    });
  });
});

describe('bills over their limit', () => {
  it('per bill: each bill alone, the excess its amount over the limit', () => {
    const limits = [limit({ expenseTypeId: FOOD, per: 'bill', amountPaise: 50_000 })];
    const bills = [
      bill({ expenseTypeId: FOOD, amountPaise: 40_000 }),
      bill({ expenseTypeId: FOOD, amountPaise: 65_000 }),
    ];
    const excesses = policyExcesses(bills, limits, MONTH);
    expect(excesses).toHaveLength(1);
    expect(excesses[0]).toMatchObject({ billId: bills[1]?.billId, excessPaise: 15_000 });
  });

  it('per day: the day’s bills of the type together, the excess on the bills past the limit', () => {
    const limits = [limit({ expenseTypeId: FOOD, per: 'day', amountPaise: 50_000 })];
    const bills = [
      bill({ expenseTypeId: FOOD, amountPaise: 30_000 }),
      bill({ expenseTypeId: FOOD, amountPaise: 30_000 }),
      bill({ expenseTypeId: FOOD, amountPaise: 20_000 }),
      bill({ expenseTypeId: FOOD, amountPaise: 45_000, expenseDetailId: 12, date: '2026-10-06' }),
    ];
    const excesses = policyExcesses(bills, limits, MONTH);
    expect(excesses.map((excess) => [excess.billId, excess.excessPaise])).toEqual([
      [bills[1]?.billId, 10_000],
      [bills[2]?.billId, 20_000],
    ]);
  });

  it('per night: a lodging bill against its day’s city class', () => {
    const limits = [
      limit({ expenseTypeId: LODGING, cityClass: 'Y', per: 'night', amountPaise: 200_000 }),
      limit({ expenseTypeId: LODGING, cityClass: 'X', per: 'night', amountPaise: 250_000 }),
    ];
    const inY = bill({ expenseTypeId: LODGING, amountPaise: 245_000 });
    const inX = bill({ expenseTypeId: LODGING, amountPaise: 245_000, cityClass: 'X', expenseDetailId: 12 });
    expect(policyExcesses([inY, inX], limits, MONTH)).toEqual([
      {
        billId: inY.billId,
        expenseDetailId: 11,
        expenseTypeId: LODGING,
        cityClass: 'Y',
        limit: { per: 'night', amountPaise: 200_000 },
        excessPaise: 45_000,
      },
    ]);
  });

  it('per month: the month’s bills of the type in date order, the excess adding up to the overrun', () => {
    const limits = [limit({ expenseTypeId: RECHARGE, cityClass: 'X', per: 'month', amountPaise: 40_000 })];
    const late = bill({
      expenseTypeId: RECHARGE,
      amountPaise: 30_000,
      date: '2026-10-20',
      expenseDetailId: 20,
    });
    const early = bill({
      expenseTypeId: RECHARGE,
      amountPaise: 30_000,
      date: '2026-10-02',
      expenseDetailId: 2,
    });
    const excesses = policyExcesses([late, early], limits, MONTH);
    expect(excesses.map((excess) => [excess.billId, excess.excessPaise, excess.cityClass])).toEqual([
      [late.billId, 20_000, 'X'],
    ]);
  });

  it('has nothing to say of a type without a limit', () => {
    const limits = [limit({ expenseTypeId: FOOD, per: 'bill', amountPaise: 100 })];
    expect(policyExcesses([bill({ expenseTypeId: LODGING, amountPaise: 9_999_900 })], limits, MONTH)).toEqual(
      [],
    );
  });
});
