import { describe, expect, it } from 'vitest';
import type { TExpenseTypeOption } from '../../../contract/receipts';
import { EMPTY_INVOICE } from '../invoice-form';
import { matchExpenseType } from './expense-type-match';
import { mergeReading, NO_PREFILL, type PhotoReading, type PrefillForm, touchField } from './merge-reading';

const option = (id: number, name: string, kind: 'E' | 'S' = 'E'): TExpenseTypeOption => ({
  expenseTypeId: id,
  expense_Type: name,
  expenseOrSundry: kind,
});

/** The demo company's types (server/seed/demo-company.ts). */
const DEMO_TYPES = [
  option(1, 'Travel'),
  option(2, 'Food'),
  option(3, 'Accommodation'),
  option(4, 'Miscellaneous'),
  option(5, 'Courier', 'S'),
  option(6, 'Stationery', 'S'),
  option(7, 'Mobile Recharge', 'S'),
  option(8, 'Printing', 'S'),
];

const context = { options: DEMO_TYPES, today: '2026-11-23' };
const emptyForm: PrefillForm = { photoId: 'photo-1', values: EMPTY_INVOICE, prefill: NO_PREFILL };
const fuelBill = {
  photoId: 'photo-1',
  fields: { invoiceNo: 'HP/2211/0457', invoiceDate: '2026-11-20', amount: 1500.5, expenseType: 'fuel' },
};

describe('prefilling the invoice form from a reading', () => {
  it('fills every empty field the reading found and marks each as read from the photo', () => {
    const merged = mergeReading(emptyForm, fuelBill, context);
    expect(merged?.values).toEqual({
      expenseType: 'Travel',
      expenseOrSundry: 'E',
      invoiceNumber: 'HP/2211/0457',
      invoiceDate: '2026-11-20',
      amount: '1500.50',
      sellerGstin: '',
    });
    expect([...(merged?.prefill.marked ?? [])].sort()).toEqual([
      'amount',
      'expenseType',
      'invoiceDate',
      'invoiceNumber',
    ]);
    expect(merged?.prefill.appliedTo).toBe('photo-1');
  });

  it('never overwrites a field the user typed, even when the reading arrives afterwards', () => {
    let prefill = touchField(NO_PREFILL, 'amount');
    prefill = touchField(prefill, 'invoiceNumber');
    const typed: PrefillForm = {
      photoId: 'photo-1',
      values: { ...EMPTY_INVOICE, amount: '99', invoiceNumber: 'MY-OWN' },
      prefill,
    };
    const merged = mergeReading(typed, fuelBill, context);
    expect(merged?.values.amount).toBe('99');
    expect(merged?.values.invoiceNumber).toBe('MY-OWN');
    expect(merged?.values.invoiceDate).toBe('2026-11-20');
    expect(merged?.prefill.marked).not.toContain('amount');
    expect(merged?.prefill.marked).not.toContain('invoiceNumber');
  });

  it('leaves a field the user emptied on purpose empty', () => {
    const cleared: PrefillForm = { ...emptyForm, prefill: touchField(NO_PREFILL, 'invoiceDate') };
    const merged = mergeReading(cleared, fuelBill, context);
    expect(merged?.values.invoiceDate).toBe('');
    expect(merged?.values.amount).toBe('1500.50');
  });

  it('keeps a value already in the form that the user did not type (a restored bill)', () => {
    const restored: PrefillForm = { ...emptyForm, values: { ...EMPTY_INVOICE, amount: '420' } };
    expect(mergeReading(restored, fuelBill, context)?.values.amount).toBe('420');
  });

  it('ignores the reading of another photo (a removed file, a retaken picture)', () => {
    expect(mergeReading({ ...emptyForm, photoId: 'photo-2' }, fuelBill, context)).toBeUndefined();
    expect(mergeReading({ ...emptyForm, photoId: undefined }, fuelBill, context)).toBeUndefined();
  });

  it('takes a reading once: applying it again changes nothing, so an edit after it stays', () => {
    const merged = mergeReading(emptyForm, fuelBill, context);
    if (!merged) throw new Error('the first reading should apply');
    const edited: PrefillForm = {
      photoId: 'photo-1',
      values: { ...merged.values, amount: '' },
      prefill: touchField(merged.prefill, 'amount'),
    };
    expect(edited.prefill.marked).not.toContain('amount');
    expect(mergeReading(edited, fuelBill, context)).toBeUndefined();
  });

  it("replaces an earlier photo's untouched values with a new photo's reading", () => {
    const first = mergeReading(emptyForm, fuelBill, context);
    if (!first) throw new Error('the first reading should apply');
    const secondPhoto: PrefillForm = {
      photoId: 'photo-2',
      values: { ...first.values, invoiceNumber: 'TYPED-1' },
      prefill: touchField(first.prefill, 'invoiceNumber'),
    };
    const merged = mergeReading(
      secondPhoto,
      { photoId: 'photo-2', fields: { invoiceNo: 'R-77', amount: 80 } },
      context,
    );
    expect(merged?.values.invoiceNumber).toBe('TYPED-1');
    expect(merged?.values.amount).toBe('80');
    expect(merged?.values.invoiceDate).toBe('2026-11-20');
    expect(merged?.prefill.appliedTo).toBe('photo-2');
  });

  it('leaves out values the server would refuse: a future date, an impossible amount, a long number', () => {
    const merged = mergeReading(
      emptyForm,
      {
        photoId: 'photo-1',
        fields: { invoiceNo: 'X'.repeat(61), invoiceDate: '2026-11-24', amount: 0 },
      },
      context,
    );
    expect(merged?.values).toEqual(EMPTY_INVOICE);
    expect(merged?.prefill.marked).toEqual([]);
    const odd = mergeReading(
      emptyForm,
      { photoId: 'photo-1', fields: { invoiceDate: '2026-02-30', amount: 12.345 } },
      context,
    );
    expect(odd?.values).toEqual(EMPTY_INVOICE);
  });

  it('records a reading that found nothing, so it is not taken again', () => {
    const merged = mergeReading(emptyForm, { photoId: 'photo-1', fields: {} }, context);
    expect(merged).toEqual({ values: EMPTY_INVOICE, prefill: { ...NO_PREFILL, appliedTo: 'photo-1' } });
  });
});

describe("matching a bill's kind to the company's expense types", () => {
  it.each([
    ['fuel', 'Travel'],
    ['rail', 'Travel'],
    ['bus', 'Travel'],
    ['toll', 'Travel'],
    ['hotel', 'Accommodation'],
    ['restaurant', 'Food'],
    ['taxi', 'Travel'],
    ['parking', 'Travel'],
    ['courier', 'Courier'],
    ['telecom', 'Mobile Recharge'],
  ])('maps a %s bill to %s for the demo company', (kind, name) => {
    expect(matchExpenseType(kind, DEMO_TYPES)?.expense_Type).toBe(name);
  });

  it("gives a courier's or a phone bill the company's catch-all type when it has no type of their own", () => {
    const types = [option(1, 'Travel'), option(2, 'Lodging'), option(3, 'Miscellaneous')];
    expect(matchExpenseType('courier', types)?.expense_Type).toBe('Miscellaneous');
    expect(matchExpenseType('telecom', types)?.expense_Type).toBe('Miscellaneous');
    expect(matchExpenseType('hotel', types)?.expense_Type).toBe('Lodging');
  });

  it("leaves a pharmacy's bill untyped unless the company has a medical type", () => {
    expect(matchExpenseType('pharmacy', DEMO_TYPES)).toBeUndefined();
    expect(matchExpenseType('pharmacy', [...DEMO_TYPES, option(9, 'Medical')])?.expense_Type).toBe('Medical');
  });

  it('prefers the more specific name', () => {
    expect(matchExpenseType('fuel', [option(1, 'Travel'), option(2, 'Fuel & Petrol')])?.expense_Type).toBe(
      'Fuel & Petrol',
    );
  });

  it('chooses nothing when two names fit equally or none fits', () => {
    expect(matchExpenseType('rail', [option(1, 'Travel'), option(2, 'Local Conveyance')])).toBeUndefined();
    expect(matchExpenseType('hotel', [option(1, 'Travel'), option(2, 'Food')])).toBeUndefined();
    expect(matchExpenseType(undefined, DEMO_TYPES)).toBeUndefined();
  });

  it('leaves the expense type alone when the user chose one', () => {
    const chosen: PrefillForm = {
      ...emptyForm,
      values: { ...EMPTY_INVOICE, expenseType: 'Miscellaneous', expenseOrSundry: 'E' },
      prefill: touchField(NO_PREFILL, 'expenseType'),
    };
    expect(mergeReading(chosen, fuelBill, context)?.values.expenseType).toBe('Miscellaneous');
  });

  it('fills the seller GSTIN from an e-invoice QR and keeps the QR with the form', () => {
    const qrBill: PhotoReading = {
      photoId: 'photo-1',
      fields: { invoiceNo: 'CTDN23456', sellerGstin: '37BZNPM9430M1KL', einvoiceQr: 'head.body.signature' },
    };
    const merged = mergeReading(emptyForm, qrBill, context);
    expect(merged?.values).toMatchObject({
      sellerGstin: '37BZNPM9430M1KL',
      einvoiceQr: 'head.body.signature',
    });
    expect(merged?.prefill.marked).toContain('sellerGstin');
    const typed = mergeReading(
      {
        ...emptyForm,
        values: { ...EMPTY_INVOICE, sellerGstin: '27AAGCG4576J1Z6' },
        prefill: touchField(NO_PREFILL, 'sellerGstin'),
      },
      qrBill,
      context,
    );
    expect(typed?.values.sellerGstin).toBe('27AAGCG4576J1Z6');
  });
});
