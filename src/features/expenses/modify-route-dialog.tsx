// The Modify route popup (spec sections 2 and 5): period, activity, from city (the server's for
// the first row, then the previous row's to city), to city, the route rows, stay and remarks.
import { useEffect, useRef, useState } from 'react';
import { expenseModifySubmit, type TRouteLeg, ZRouteRow } from '../../contract/expense-days';
import { DAY_PERIODS, type TMyExpenseItem } from '../../contract/expenses';
import { formErrors } from '../../lib/form';
import { useMutation } from '../../lib/server-mutation';
import type { StoredUserData } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { dayCallsQuery, splitByCalls } from '../../shared/calls';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/field';
import { Form } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { InlineNotice } from '../../ui/inline-notice';
import { modifyRouteMutation } from './expense-mutations';
import { activitiesQuery, chartCitiesQuery, type ExpenseDay, fromCityQuery } from './expense-queries';
import { FromCityField, RemarksField, StayField, ToCityField } from './modify-route-fields';
import { nextFromCity, type RouteRowView, removeRow, rowOfLeg, toRouteRows } from './route-rows';
import { RouteTable } from './route-table';
import { ROUTE_TEXTS } from './route-texts';

/** Spec section 9: the popup closes 2 seconds after a successful submit. */
export const MODIFY_CLOSE_MS = 2000;

const ROW_FIELDS = {
  Period: { label: 'Period', emptyMessage: 'Please select period' },
  ActTypeId: { label: 'Activity', emptyMessage: 'Please select activity' },
  ToCity: { label: 'To city', emptyMessage: 'Please select to city' },
};
const SUBMIT_FIELDS = {
  period: { label: 'Period', emptyMessage: 'Please select period' },
  activity: { label: 'Activity', emptyMessage: 'Please select activity' },
  isStay: { label: 'Stay', emptyMessage: 'Please select Stay or not' },
  remarks: { label: 'Remarks', emptyMessage: 'Please select Remark' },
  tblRoute: { label: 'Route', emptyMessage: 'Please add at least one route row.' },
};
/** The spec's messages (English, as the contract's rules give them) in the reader's language. */
const MESSAGE_TEXTS: Record<string, Text> = {
  'Please select period': ROUTE_TEXTS.periodMissing,
  'Please select activity': ROUTE_TEXTS.activityMissing,
  'Please select to city': ROUTE_TEXTS.toCityMissing,
  'Please select Stay or not': ROUTE_TEXTS.stayMissing,
  'Please select Remark': ROUTE_TEXTS.remarksMissing,
  'Add at least one route row': ROUTE_TEXTS.routeMissing,
};
type Errors = Partial<Record<keyof typeof ROW_FIELDS | keyof typeof SUBMIT_FIELDS, string>>;

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

interface ModifyRouteDialogProps {
  user: StoredUserData;
  day: ExpenseDay;
  line: TMyExpenseItem;
  /** The day's route as it stands: a modified day opens with its legs, stay and remark. */
  legs: readonly TRouteLeg[];
  onClose: () => void;
}

export function ModifyRouteDialog({ user, day, line, legs, onClose }: ModifyRouteDialogProps) {
  const t = useText();
  const said = (error: string | undefined) => error && t(MESSAGE_TEXTS[error] ?? error);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  const activities = useQuery(activitiesQuery).data ?? [];
  const cities = useQuery(chartCitiesQuery).data ?? [];
  const dayCalls = useQuery(dayCallsQuery, day.activityDate).data?.calls ?? [];
  const [callCities, otherCities] = splitByCalls(cities, dayCalls);
  // The first row starts where the server says the day starts: until it answers, no row can be added.
  const fromCity = useQuery(fromCityQuery, day);
  const firstFrom = fromCity.data;
  const submit = useMutation(modifyRouteMutation);
  const [period, setPeriod] = useState(String(line.period || ''));
  const [activity, setActivity] = useState(line.activityTypeId ? String(line.activityTypeId) : '');
  const [toCity, setToCity] = useState('');
  // A modified day opens as it stands; one never modified (priced as its HQ journey) opens empty.
  const isModified = line.isModifyRoute === 1 && legs.length > 0;
  const [isStay, setIsStay] = useState<'' | '0' | '1'>(isModified ? (line.isStay === 1 ? '1' : '0') : '');
  const [remarks, setRemarks] = useState(isModified ? line.remarks : '');
  const [rows, setRows] = useState<RouteRowView[]>(() => (isModified ? legs.map(rowOfLeg) : []));
  const [errors, setErrors] = useState<Errors>({});
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(onClose, MODIFY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isDone, onClose]);

  const from = nextFromCity(rows, firstFrom);

  function onAddRow() {
    const row = {
      Slno: rows.length + 1,
      Period: numberOrUndefined(period),
      ActTypeId: numberOrUndefined(activity),
      FromCity: from?.cityId,
      ToCity: numberOrUndefined(toCity),
    };
    const rowErrors = formErrors(ZRouteRow, row, ROW_FIELDS);
    setErrors(rowErrors);
    if (Object.keys(rowErrors).length > 0 || !from) return;
    setRows([
      ...rows,
      {
        ...(row as RouteRowView),
        fromCityName: from.cityName,
        toCityName: cities.find((city) => city.cityId === row.ToCity)?.cityName ?? '',
        activityName:
          activities.find((option) => option.activityTypeId === row.ActTypeId)?.activityName ?? '',
      },
    ]);
    setToCity('');
  }

  async function onSubmit() {
    const body = {
      employeeId: user.employeeId,
      companyId: user.companyId,
      expenseId: day.expenseId,
      activityDate: day.activityDate,
      period: numberOrUndefined(period),
      activity: numberOrUndefined(activity),
      isStay: isStay === '' ? undefined : Number(isStay),
      remarks,
      tblRoute: toRouteRows(rows),
    };
    const submitErrors = formErrors(expenseModifySubmit.body, body, SUBMIT_FIELDS);
    if (rows.length === 0) submitErrors.tblRoute = SUBMIT_FIELDS.tblRoute.emptyMessage;
    setErrors(submitErrors);
    if (Object.keys(submitErrors).length > 0) return;
    const outcome = await submit.run({
      day,
      route: {
        period: body.period as number,
        activity: body.activity as number,
        isStay: body.isStay as 0 | 1,
        remarks: remarks.trim(),
        tblRoute: body.tblRoute,
      },
    });
    setIsDone(outcome.ok);
  }

  return (
    <Dialog
      title={t(ROUTE_TEXTS.modifyRoute)}
      className="modify-dialog"
      onClose={onClose}
      initialFocusRef={firstFieldRef}
    >
      <Form className="modify-form" onSubmit={onSubmit} aria-label={t(ROUTE_TEXTS.modifyRoute)}>
        <div className="modify-form__row">
          <SelectField
            ref={firstFieldRef}
            id="modify-period"
            label={t(ROUTE_TEXTS.period)}
            error={said(errors.Period ?? errors.period)}
            value={period}
            onChange={setPeriod}
            placeholder={t(ROUTE_TEXTS.selectPeriod)}
            options={DAY_PERIODS.map((option) => ({ value: option.value, label: option.periodName }))}
          />
          <SelectField
            id="modify-activity"
            label={t(ROUTE_TEXTS.activity)}
            error={said(errors.ActTypeId ?? errors.activity)}
            value={activity}
            onChange={setActivity}
            placeholder={t(ROUTE_TEXTS.selectActivity)}
            options={activities.map((option) => ({
              value: option.activityTypeId,
              label: option.activityName,
            }))}
          />
        </div>
        <div className="modify-form__row">
          <FromCityField
            cityName={from?.cityName ?? ''}
            isLoading={fromCity.isLoading}
            error={from ? undefined : fromCity.error || undefined}
          />
          <ToCityField
            value={toCity}
            error={said(errors.ToCity)}
            onChange={setToCity}
            cities={cities}
            callCities={callCities}
            otherCities={otherCities}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={onAddRow} disabled={!from}>
          <Icon name="plus" size={18} />
          {t(ROUTE_TEXTS.addRow)}
        </button>
        <RouteTable rows={rows} onRemove={(index) => setRows(removeRow(rows, index, firstFrom))} />
        {errors.tblRoute && <p className="field__error">{said(errors.tblRoute)}</p>}
        <StayField value={isStay} error={said(errors.isStay)} onChange={setIsStay} />
        <RemarksField value={remarks} error={said(errors.remarks)} onChange={setRemarks} />
        <InlineNotice notice={submit.notice} isBoxed />
        <Actions isSending={submit.isPending} isDone={isDone} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}

function Actions({
  isSending,
  isDone,
  onCancel,
}: {
  isSending: boolean;
  isDone: boolean;
  onCancel: () => void;
}) {
  const t = useText();
  return (
    <div className="confirm-dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t(ROUTE_TEXTS.cancel)}
      </button>
      <button type="submit" className="button button--primary" disabled={isSending || isDone}>
        {t(isSending ? ROUTE_TEXTS.submitting : ROUTE_TEXTS.submit)}
      </button>
    </div>
  );
}
