// Which of the company's expense types a reading's kind of bill names, when only one can be meant.
import type { TExpenseTypeOption } from '../../../contract/receipts';

/**
 * Words in an expense type's name that fit each kind of bill the reader tells apart, most specific
 * first: a company with both 'Fuel' and 'Travel' gets 'Fuel' for a petrol bill.
 */
const NAME_WORDS: Record<string, string[][]> = {
  fuel: [
    ['fuel', 'petrol', 'diesel'],
    ['conveyance', 'travel', 'transport'],
  ],
  rail: [
    ['rail', 'railway', 'train'],
    ['conveyance', 'travel', 'transport'],
  ],
  bus: [['bus'], ['conveyance', 'travel', 'transport']],
  toll: [
    ['toll', 'tolls'],
    ['conveyance', 'travel', 'transport'],
  ],
  hotel: [['hotel', 'lodging', 'accommodation', 'stay']],
  restaurant: [['restaurant', 'food', 'meal', 'meals']],
};

/**
 * The option a kind of bill maps to, or undefined when the company has none or several that fit
 * equally well (the user chooses then).
 */
export function matchExpenseType(
  kind: string | undefined,
  options: readonly TExpenseTypeOption[],
): TExpenseTypeOption | undefined {
  for (const words of (kind && NAME_WORDS[kind]) || []) {
    const fitting = options.filter((option) =>
      option.expense_Type
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((word) => words.includes(word)),
    );
    if (fitting.length > 0) return fitting.length === 1 ? fitting[0] : undefined;
  }
  return undefined;
}
