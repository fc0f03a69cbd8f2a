// A form's field reasons (issue 39): the schema's words in English, the catalogue's in Hindi.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import FIELD_HI from '../contract/field-reason-texts.hi';
import { formErrors } from './form';
import { chooseLanguage } from './language';

const schema = z.object({
  amount: z.number({ error: 'must be an amount in rupees' }).positive({ error: 'must be more than 0' }),
  note: z.string().max(5, { error: 'must be at most 5 characters' }),
});
const fields = {
  amount: { label: 'Amount', emptyMessage: 'Please enter the amount.' },
  note: { label: 'Note', emptyMessage: 'Please enter a note.' },
};

describe('a form field’s reason', () => {
  // Choosing a language marks the page's: a page of the fewest parts stands in for the browser's.
  beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
  afterEach(async () => {
    await chooseLanguage('en', { remember: false });
    vi.unstubAllGlobals();
  });

  it('keeps the schema’s words in English and the spec’s message for an empty field', () => {
    expect(formErrors(schema, { amount: 'x', note: 'too long' }, fields)).toEqual({
      amount: 'Amount must be an amount in rupees',
      note: 'Note must be at most 5 characters',
    });
    expect(formErrors(schema, { amount: '', note: '' }, fields).amount).toBe('Please enter the amount.');
  });

  it('says the kind of failure from the catalogue in Hindi', async () => {
    await chooseLanguage('hi', { remember: false });
    const labels = { amount: { ...fields.amount, label: 'राशि' }, note: { ...fields.note, label: 'नोट' } };
    expect(formErrors(schema, { amount: 'x', note: 'too long' }, labels)).toEqual({
      amount: `राशि ${FIELD_HI.mustBeNumber}`,
      note: `नोट ${FIELD_HI.tooLong.replace('{max}', '5')}`,
    });
    expect(formErrors(schema, { amount: -1, note: '' }, labels).amount).toBe(
      `राशि ${FIELD_HI.moreThan.replace('{min}', '0')}`,
    );
  });
});
