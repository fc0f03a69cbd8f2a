// Which of the company's expense types a reading's kind of bill names, when only one can be meant.
import type { TExpenseTypeOption } from '../../../contract/receipts';
import type { ReadExpenseType } from './fields';

/**
 * Words in an expense type's name that fit each kind of bill the reader tells apart, most specific
 * first: a company with both 'Fuel' and 'Travel' gets 'Fuel' for a petrol bill.
 */
const TRAVEL = ['conveyance', 'travel', 'transport'];
const SUNDRY = ['miscellaneous', 'misc', 'sundry', 'other', 'others', 'general'];
const NAME_WORDS: Record<ReadExpenseType, string[][]> = {
  fuel: [['fuel', 'petrol', 'diesel'], TRAVEL],
  rail: [['rail', 'railway', 'train'], TRAVEL],
  bus: [['bus'], TRAVEL],
  taxi: [['taxi', 'cab', 'cabs', 'local'], TRAVEL],
  toll: [['toll', 'tolls'], TRAVEL],
  parking: [['parking'], TRAVEL],
  hotel: [['hotel', 'hotels', 'lodging', 'lodge', 'accommodation', 'stay']],
  restaurant: [['restaurant', 'food', 'meal', 'meals']],
  // A pharmacy's bill is claimed as medical or not at all: no catch-all type for it.
  pharmacy: [['medical', 'medicine', 'medicines', 'pharmacy']],
  courier: [['courier', 'couriers', 'postage', 'postal'], SUNDRY],
  telecom: [['mobile', 'phone', 'telephone', 'telecom', 'internet', 'communication'], SUNDRY],
};

/**
 * The option a kind of bill maps to, or undefined when the company has none or several that fit
 * equally well (the user chooses then).
 */
export function matchExpenseType(
  kind: string | undefined,
  options: readonly TExpenseTypeOption[],
): TExpenseTypeOption | undefined {
  for (const words of (kind && NAME_WORDS[kind as ReadExpenseType]) || []) {
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
