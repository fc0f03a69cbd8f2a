// Fare rates and daily allowances as an administrator changes them (issue 24): effective-dated, so
// a change is a row from its date on and what was priced for an earlier date keeps its price
// (DESIGN.md section 8 'Rates over time').

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import { CALENDAR_TEXTS } from '../../../../src/pure/calendar-texts';
import { formatRupees, toPaise, toRupees } from '../../../../src/pure/money';
import type { Text } from '../../../../src/pure/texts';
import type { Database, Queryable } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { datedValues, rateRecord } from '../audit/records';
import { assertNotRepricing } from '../company-rows';
import {
  findRateOwner,
  listAllowances,
  listCategories,
  listFareRates,
  listRateFigures,
  listTransportModes,
  type RateKind,
  upsertRate,
} from './queries';

export async function listRates(db: Queryable, companyId: number) {
  const transportModes = await listTransportModes(db, companyId);
  const categories = await listCategories(db, companyId);
  const fares = await listFareRates(db, companyId);
  const allowances = await listAllowances(db, companyId);
  return {
    transportModes,
    categories,
    fareRates: fares.map(({ paise, ...rate }) => ({ ...rate, rupeesPerKm: toRupees(paise) })),
    allowances: allowances.map(({ paise, ...allowance }) => ({ ...allowance, rupees: toRupees(paise) })),
  };
}

interface RateChange {
  kind: RateKind;
  /** transport id or category id */
  ofId: number;
  gradeId: number;
  rupees: number;
  effectiveFrom: string;
}

export async function saveRate(db: Database, caller: Caller, change: RateChange): Promise<Text> {
  return db.transaction(async (tx) => {
    const isFare = change.kind === 'fareRate';
    const owner = await findRateOwner(tx, change.kind, caller.companyId, change.ofId);
    if (!owner)
      throw conflict((isFare ? ADMIN_SAYS.noTransportMode : ADMIN_SAYS.noCategory)({ id: change.ofId }));
    const what = isFare
      ? ADMIN_SAYS.fareWhat({ mode: owner.name, grade: change.gradeId })
      : ADMIN_SAYS.allowanceWhat({ category: owner.name, grade: change.gradeId });
    const rate = { companyId: caller.companyId, ofId: change.ofId, gradeId: change.gradeId };
    const existing = await listRateFigures(tx, change.kind, rate);
    const paise = toPaise(change.rupees);
    const said = { what, amount: formatRupees(change.rupees), date: listDate(change.effectiveFrom) };
    if (existing.find((row) => row.effectiveFrom === change.effectiveFrom)?.paise === paise) {
      return (isFare ? ADMIN_SAYS.fareAlready : ADMIN_SAYS.allowanceAlready)(said);
    }
    assertNotRepricing(change.effectiveFrom, existing.length > 0, what);
    await upsertRate(tx, change.kind, { ...rate, paise, effectiveFrom: change.effectiveFrom });
    const last = existing.filter((row) => row.effectiveFrom <= change.effectiveFrom).at(-1);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...rateRecord(change.kind, { id: change.ofId, name: owner.name }, change.gradeId),
      action: last ? 'changed' : 'created',
      oldValue: last ? datedValues(change.kind, toRupees(last.paise), last.effectiveFrom) : null,
      newValue: datedValues(change.kind, change.rupees, change.effectiveFrom),
    });
    return (isFare ? ADMIN_SAYS.fareSaved : ADMIN_SAYS.allowanceSaved)(said);
  });
}

/** 'd MMM yyyy' as a text, its month's name in the reader's language. */
function listDate(isoDate: string): Text {
  const [year, month, day] = isoDate.split('-');
  const short = CALENDAR_TEXTS[`short${Number(month)}` as keyof typeof CALENDAR_TEXTS] as Text;
  return ADMIN_SAYS.listDate({ day: String(Number(day)), month: short, year: year as string });
}
