// The add/edit wizard's values and rules (spec sections 4 and 5): the field rules are the
// contract's, the messages the spec's. Pure, so they test without a browser.
import { z } from 'zod';
import {
  SFC_TEXTS,
  type TSfcJourneyRow,
  type TSfcUserInfo,
  ZSfcJourneyFields,
} from '../../contract/fare-chart';
import type { TAllowanceTable } from '../../contract/fare-chart-lookups';
import { formErrors, maxLengthOf } from '../../lib/form';
import { addDays } from '../../pure/calendar';
import type { Text } from '../../pure/texts';
import { SFC_SCREEN_TEXTS } from './sfc-texts';

/** What the form holds, as the controls give it: ids and numbers as text, '' when not chosen. */
const ZSfcFormValues = z.object({
  fromTerritoryId: z.string(),
  toTerritoryId: z.string(),
  fromCityId: z.string(),
  toCityId: z.string(),
  categoryId: z.string(),
  transportId: z.string(),
  /** 'YYYY-MM-DD' or '' */
  effectiveDate: z.string(),
  numberOfDoctors: z.string(),
  numberOfChemist: z.string(),
  /** Typed only for a city pair the company has no road distance for. */
  oneWayDistance: z.string(),
  specification: z.string(),
  remarks: z.string(),
});
export type SfcFormValues = z.infer<typeof ZSfcFormValues>;

export type SfcField = keyof SfcFormValues;
export type SfcErrors = Partial<Record<SfcField | 'counts', string>>;
export type SfcStep = 1 | 2 | 3;

export const HQ_CATEGORY_ID = 1;
export const PLEASE_SELECT = 'Please select';

/** The spec's messages (the contract's English) in the reader's language; any other reason stays. */
const MESSAGE_TEXTS: Record<string, Text> = {
  [PLEASE_SELECT]: SFC_SCREEN_TEXTS.pleaseSelect,
  'select date': SFC_SCREEN_TEXTS.selectDate,
  [SFC_TEXTS.countsRequired]: SFC_SCREEN_TEXTS.countsRequired,
  [SFC_TEXTS.sameCityNotHq]: SFC_SCREEN_TEXTS.sameCityNotHq,
  [SFC_TEXTS.hqNeedsSameCity]: SFC_SCREEN_TEXTS.hqNeedsSameCity,
  [SFC_TEXTS.newEffectiveDate]: SFC_SCREEN_TEXTS.newEffectiveDate,
};

export function sfcErrorText(error: string): Text | string {
  return MESSAGE_TEXTS[error] ?? error;
}

export const EMPTY_SFC_FORM: SfcFormValues = {
  fromTerritoryId: '',
  toTerritoryId: '',
  fromCityId: '',
  toCityId: '',
  categoryId: '',
  transportId: '',
  effectiveDate: '',
  numberOfDoctors: '',
  numberOfChemist: '',
  oneWayDistance: '',
  specification: '',
  remarks: '',
};

export const NOTE_MAX = maxLengthOf(ZSfcJourneyFields.shape.remarks.unwrap());

const STEP_ONE_FIELDS = {
  fromTerritoryId: { label: 'From Territory', emptyMessage: PLEASE_SELECT },
  toTerritoryId: { label: 'To Territory', emptyMessage: PLEASE_SELECT },
  fromCityId: { label: 'From City', emptyMessage: PLEASE_SELECT },
  toCityId: { label: 'To City', emptyMessage: PLEASE_SELECT },
  categoryId: { label: 'Category', emptyMessage: PLEASE_SELECT },
  transportId: { label: 'Mode of Transport', emptyMessage: PLEASE_SELECT },
  effectiveDate: { label: 'Effective Date', emptyMessage: 'select date' },
  numberOfDoctors: { label: 'Number of Doctors', emptyMessage: SFC_TEXTS.countsRequired },
  numberOfChemist: { label: 'Number of Chemists', emptyMessage: SFC_TEXTS.countsRequired },
};

const ZStepOne = ZSfcJourneyFields.pick({
  fromTerritoryId: true,
  toTerritoryId: true,
  fromCityId: true,
  toCityId: true,
  categoryId: true,
  transportId: true,
  effectiveDate: true,
  numberOfDoctors: true,
  numberOfChemist: true,
});

/** '' stays empty; anything else is read as the number the counter shows. */
const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The HQ rule both ways (spec section 5): its text, or null when the journey keeps it. */
export function hqRuleMessage(values: Pick<SfcFormValues, 'categoryId' | 'fromCityId' | 'toCityId'>) {
  if (!values.categoryId || !values.fromCityId || !values.toCityId) return null;
  const isHq = Number(values.categoryId) === HQ_CATEGORY_ID;
  const isSameCity = values.fromCityId === values.toCityId;
  if (isSameCity && !isHq) return SFC_TEXTS.sameCityNotHq;
  if (!isSameCity && isHq) return SFC_TEXTS.hqNeedsSameCity;
  return null;
}

/**
 * What keeps the user on step 1: every choice ('Please select', 'select date'), the HQ rule
 * (shown under To City), and for area range T the counts of doctors and chemists.
 */
export function stepOneErrors(values: SfcFormValues, isTerritoryLevel: boolean): SfcErrors {
  const numbers = {
    ...values,
    numberOfDoctors: countOf(values.numberOfDoctors),
    numberOfChemist: countOf(values.numberOfChemist),
  };
  const errors: SfcErrors = formErrors(ZStepOne, numbers, STEP_ONE_FIELDS);
  const { numberOfDoctors, numberOfChemist, ...rest } = errors;
  const result: SfcErrors = rest;
  const countProblem = numberOfDoctors ?? numberOfChemist;
  if (countProblem) result.counts = countProblem;
  const isCountMissing = numbers.numberOfDoctors === null || numbers.numberOfChemist === null;
  if (isTerritoryLevel && isCountMissing) result.counts = SFC_TEXTS.countsRequired;
  const hq = hqRuleMessage(values);
  if (hq && !result.toCityId) result.toCityId = hq;
  return result;
}

/** Changing any field but these sends the wizard back to step 1 (spec section 4). */
const KEEPS_STEP: readonly SfcField[] = ['remarks', 'specification', 'oneWayDistance'];

export function returnsToStepOne(field: SfcField): boolean {
  return !KEEPS_STEP.includes(field);
}

/** Digits only: counters and kilometres are whole numbers, never negative. */
export function wholeNumberText(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 5);
}

/** The allowance of a category: its name's first two letters are the key (spec section 5). */
export function pickAllowance(table: TAllowanceTable, categoryName: string | undefined): number | null {
  if (!categoryName) return null;
  return table[categoryName.trim().slice(0, 2).toUpperCase()] ?? null;
}

/** The first day an effective date may take: the chart's effective-from date, else tomorrow. */
export function minEffectiveDate(userInfo: TSfcUserInfo, today: string): string {
  return userInfo.effectiveFromDate ?? addDays(today, 1);
}

/**
 * The effective date is fixed to the chart's while it has one, unless the chart is approved or
 * rejected or the server frees it (effectiveFromDateFlag 1).
 */
export function isEffectiveDateLocked(userInfo: TSfcUserInfo): boolean {
  if (!userInfo.effectiveFromDate) return false;
  return !(userInfo.status === 'A' || userInfo.status === 'R' || userInfo.effectiveFromDateFlag === 1);
}

/** An approved chart needs a new date: its own one again is refused (spec section 5). */
export function needsNewEffectiveDate(userInfo: TSfcUserInfo, effectiveDate: string): boolean {
  return userInfo.status === 'A' && effectiveDate === userInfo.effectiveFromDate;
}

/** A new journey's form: a locked effective date is already the chart's. */
export function newJourneyValues(userInfo: TSfcUserInfo): SfcFormValues {
  return {
    ...EMPTY_SFC_FORM,
    effectiveDate: isEffectiveDateLocked(userInfo) ? (userInfo.effectiveFromDate ?? '') : '',
  };
}

export function valuesOfRow(row: TSfcJourneyRow): SfcFormValues {
  return {
    fromTerritoryId: String(row.fromTerritoryId),
    toTerritoryId: String(row.toTerritoryId),
    fromCityId: String(row.fromCityId),
    toCityId: String(row.toCityId),
    categoryId: String(row.categoryId),
    transportId: String(row.transportId),
    effectiveDate: row.effectiveDate,
    numberOfDoctors: String(row.numberOfDoctors),
    numberOfChemist: String(row.numberOfChemist),
    oneWayDistance: String(row.oneWayDistance),
    specification: row.specification,
    remarks: row.remarks,
  };
}

/** The saved journey as SFCAdd and SFCEditSave take it: always a draft, the fare always the server's. */
export function journeyBody(values: SfcFormValues, options: { isDistanceTyped: boolean }) {
  return {
    fromTerritoryId: Number(values.fromTerritoryId),
    toTerritoryId: Number(values.toTerritoryId),
    fromCityId: Number(values.fromCityId),
    toCityId: Number(values.toCityId),
    categoryId: Number(values.categoryId),
    transportId: Number(values.transportId),
    effectiveDate: values.effectiveDate,
    oneWayDistance: options.isDistanceTyped ? countOf(values.oneWayDistance) : null,
    numberOfChemist: countOf(values.numberOfChemist),
    numberOfDoctors: countOf(values.numberOfDoctors),
    specification: values.specification,
    remarks: values.remarks,
    isFareAuto: 0,
    status: 'D' as const,
  };
}

/** The journey's choices for the price lookup, or null until every one is made and the HQ rule holds. */
export function lookupOf(values: SfcFormValues) {
  const ids = {
    fromTerritoryId: Number(values.fromTerritoryId),
    toTerritoryId: Number(values.toTerritoryId),
    fromCityId: Number(values.fromCityId),
    toCityId: Number(values.toCityId),
    categoryId: Number(values.categoryId),
    transportId: Number(values.transportId),
  };
  if (Object.values(ids).some((id) => !(id > 0)) || hqRuleMessage(values)) return null;
  return { ...ids, effectiveDate: values.effectiveDate };
}

/** The wizard as kept in Dexie from the first keystroke: which journey, the step, every field. */
export const ZWizardDraft = z.object({
  mode: z.enum(['add', 'edit']),
  target: z.object({ stpfcId: z.number(), stpfcDetailid: z.number() }).optional(),
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  values: ZSfcFormValues,
});

export type SfcWizardDraft = z.infer<typeof ZWizardDraft>;
