import { describe, expect, it } from 'vitest';
import { renderText } from '../../pure/texts';
import { GSTIN_TEXTS } from './gstin-texts';
import {
  amountValue,
  EMPTY_INVOICE,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_MAX,
  sanitizeAmount,
  sellerGstinProblem,
  validateInvoice,
  withExpenseType,
} from './invoice-form';

describe('the amount field', () => {
  it.each([
    ['120', '120'],
    ['120.5', '120.5'],
    ['12a0', '120'],
    ['1.2.3', '1.23'],
    ['-45', '45'],
    ['1,250.75', '1250.75'],
    ['99.999', '99.99'],
    ['.5', '.5'],
    ['1e5', '15'],
  ])('turns %j into %j: digits and at most one decimal point', (typed, kept) => {
    expect(sanitizeAmount(typed)).toBe(kept);
  });

  it('reads an empty field or a lone point as nothing', () => {
    expect(amountValue('')).toBe(0);
    expect(amountValue('.')).toBe(0);
    expect(amountValue('450.5')).toBe(450.5);
  });
});

describe('saving an invoice', () => {
  it('names every missing field with the spec’s messages', () => {
    expect(validateInvoice(EMPTY_INVOICE)).toEqual({
      expenseType: INVOICE_MESSAGES.expenseType,
      invoiceNumber: INVOICE_MESSAGES.invoiceNumber,
      invoiceDate: INVOICE_MESSAGES.invoiceDate,
      amount: INVOICE_MESSAGES.amount,
    });
    expect(INVOICE_MESSAGES).toMatchObject({
      expenseType: 'Please select an expense type',
      invoiceNumber: 'Invoice Field cannot be empty',
      invoiceDate: 'Date field cannot be empty',
      amount: 'Amount field cannot be empty',
    });
  });

  it('lets a complete form through', () => {
    const values = {
      expenseType: 'Food',
      expenseOrSundry: 'E' as const,
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-11-02',
      amount: '450',
    };
    expect(validateInvoice(values)).toEqual({});
    expect(validateInvoice({ ...values, invoiceNumber: '   ' })).toHaveProperty('invoiceNumber');
    expect(validateInvoice({ ...values, amount: '0' })).toHaveProperty('amount');
  });

  it("applies the contract's own limits, with the field's name and the contract's reason", () => {
    const values = {
      expenseType: 'Food',
      expenseOrSundry: 'E' as const,
      invoiceNumber: 'X'.repeat(61),
      invoiceDate: '2026-02-30',
      amount: '20000000',
    };
    expect(INVOICE_NUMBER_MAX).toBe(60);
    expect(validateInvoice(values)).toEqual({
      invoiceNumber: 'Invoice number must be at most 60 characters',
      invoiceDate: 'Invoice date is not a real date',
      amount: 'Amount must be at most 1,00,00,000',
    });
  });

  it('takes expenseOrSundry from the chosen type', () => {
    const options = [
      { expenseTypeId: 1, expense_Type: 'Food', expenseOrSundry: 'E' as const },
      { expenseTypeId: 5, expense_Type: 'Courier', expenseOrSundry: 'S' as const },
    ];
    expect(withExpenseType(EMPTY_INVOICE, 'Courier', options).expenseOrSundry).toBe('S');
    expect(withExpenseType(EMPTY_INVOICE, 'Food', options).expenseOrSundry).toBe('E');
    expect(withExpenseType(EMPTY_INVOICE, 'Unknown', options).expenseOrSundry).toBe('');
  });

  it('says what is wrong with a seller GSTIN as it is typed, blocking only what the server refuses', () => {
    expect(sellerGstinProblem('')).toBeUndefined();
    expect(sellerGstinProblem('27aagcg4576j1z6')).toBeUndefined();
    expect(sellerGstinProblem('27AAGCG4576J1Z8')).toEqual({ text: GSTIN_TEXTS.gstinCheck, blocks: false });
    expect(renderText(sellerGstinProblem('27AAGCG4576J1Z8')?.text ?? '', 'en')).toBe(
      'GSTIN check character does not match: please re-check the 15 characters',
    );
    expect(sellerGstinProblem('27AAGCG45')).toEqual({ text: GSTIN_TEXTS.gstinShape, blocks: true });
    expect(sellerGstinProblem('40AAGCG4576J1Z6')?.blocks).toBe(true);
    const filled = {
      ...EMPTY_INVOICE,
      expenseType: 'Food',
      invoiceNumber: 'A1',
      invoiceDate: '2026-11-02',
      amount: '10',
    };
    expect(validateInvoice({ ...filled, sellerGstin: '27AAGCG4576J1Z8' })).toEqual({});
    expect(Object.keys(validateInvoice({ ...filled, sellerGstin: '27AAG' }))).toEqual(['sellerGstin']);
  });
});
