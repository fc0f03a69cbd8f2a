// What an employee entering a bill is told of its limit (issue 37): the limit of its type, or,
// over it, by how much. A warning only: the bill is saved whatever it says, and the approver's
// flag is the server's own reckoning (which also adds up a day's or a month's bills).
import type { ResponseOf } from '../../contract/call';
import { type getBillLimits, limitAmount } from '../../contract/limits';
import { LIMIT_TEXTS } from '../../contract/limits-texts';
import type { Text } from '../../pure/texts';

export type BillLimits = ResponseOf<typeof getBillLimits>;

export interface LimitNotice {
  text: Text;
  isOver: boolean;
}

/** The notice for a bill of this type and amount (paise), or null when its type has no limit. */
export function limitNotice(
  limits: BillLimits | undefined,
  expenseType: string,
  amountPaise: number,
): LimitNotice | null {
  const limit = limits?.limits.find(
    (option) => option.expenseType.toLowerCase() === expenseType.toLowerCase(),
  );
  if (!limit) return null;
  const limitPaise = Math.round(limit.rupees * 100);
  const shared = {
    type: limit.expenseType,
    limit: limitAmount(limitPaise),
    per: limit.per,
    cityClass: limit.cityClass,
  };
  if (amountPaise <= limitPaise) return { text: LIMIT_TEXTS.yourLimit(shared), isOver: false };
  return {
    text: LIMIT_TEXTS.overYourLimit({ ...shared, excess: limitAmount(amountPaise - limitPaise) }),
    isOver: true,
  };
}
