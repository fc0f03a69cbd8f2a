// The Modify route popup (spec sections 2 and 5): period, activity, from city (the server's for
// the first row, then the previous row's to city), to city, the route rows, stay and remarks.
import { useEffect, useId, useRef, useState } from 'react';
import { DAY_PERIODS, expenseModifySubmit, type TMyExpenseItem, ZRouteRow } from '../../contract/expenses';
import { formErrors } from '../../lib/form';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import type { StoredUserData } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { dayCallsQuery, splitByCalls } from '../../shared/calls';
import { Field, SelectField } from '../../ui/field';
import { Form } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { InlineNotice } from '../../ui/inline-notice';
import { Modal } from '../../ui/modal';
import { modifyRouteMutation } from './expense-mutations';
import { activitiesQuery, chartCitiesQuery, type ExpenseDay, fromCityQuery } from './expense-queries';
import { nextFromCity, type RouteRowView, removeRow, toRouteRows } from './route-rows';
import { RouteTable } from './route-table';

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
  tblRoute: { label: 'Route', emptyMessage: 'Add at least one route row' },
};
type Errors = Partial<Record<keyof typeof ROW_FIELDS | keyof typeof SUBMIT_FIELDS, string>>;

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

interface ModifyRouteDialogProps {
  user: StoredUserData;
  day: ExpenseDay;
  line: TMyExpenseItem;
  onClose: () => void;
}

export function ModifyRouteDialog({ user, day, line, onClose }: ModifyRouteDialogProps) {
  const titleId = useId();
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
  const [isStay, setIsStay] = useState<'' | '0' | '1'>('');
  const [remarks, setRemarks] = useState('');
  const [rows, setRows] = useState<RouteRowView[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice>();
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
    setNotice(undefined);
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
    setNotice(outcome.notice);
    setIsDone(outcome.ok);
  }

  return (
    <Modal className="modify-dialog" labelledBy={titleId} onEscape={onClose} initialFocusRef={firstFieldRef}>
      <div className="page-header">
        <h2 id={titleId} className="page-title">
          Modify route
        </h2>
        <div className="page-header__actions">
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
      </div>
      <Form className="modify-form" onSubmit={onSubmit} aria-label="Modify route">
        <div className="modify-form__row">
          <SelectField
            ref={firstFieldRef}
            id="modify-period"
            label="Period"
            error={errors.Period ?? errors.period}
            value={period}
            onChange={setPeriod}
            placeholder="Select period"
            options={DAY_PERIODS.map((option) => ({ value: option.value, label: option.periodName }))}
          />
          <SelectField
            id="modify-activity"
            label="Activity"
            error={errors.ActTypeId ?? errors.activity}
            value={activity}
            onChange={setActivity}
            placeholder="Select activity"
            options={activities.map((option) => ({
              value: option.activityTypeId,
              label: option.activityName,
            }))}
          />
        </div>
        <div className="modify-form__row">
          <Field id="modify-from" label="From city" error={from ? undefined : fromCity.error || undefined}>
            {(control) => (
              <input
                className="input"
                {...control}
                readOnly
                value={from?.cityName ?? ''}
                placeholder={fromCity.isLoading ? 'Loading...' : undefined}
              />
            )}
          </Field>
          <Field id="modify-to" label="To city" error={errors.ToCity}>
            {(control) => (
              <select
                className="select"
                {...control}
                value={toCity}
                onChange={(event) => setToCity(event.target.value)}
              >
                <option value="">Select to city</option>
                {/* The route must take in the cities of the day's calls (issue 27): offered first. */}
                {callCities.length > 0 ? (
                  <>
                    <optgroup label="Cities of the day's calls">
                      <CityOptions cities={callCities} />
                    </optgroup>
                    <optgroup label="Other cities">
                      <CityOptions cities={otherCities} />
                    </optgroup>
                  </>
                ) : (
                  <CityOptions cities={cities} />
                )}
              </select>
            )}
          </Field>
        </div>
        <button type="button" className="button button--secondary" onClick={onAddRow} disabled={!from}>
          <Icon name="plus" size={18} />
          Add row
        </button>
        <RouteTable rows={rows} onRemove={(index) => setRows(removeRow(rows, index, firstFrom))} />
        {errors.tblRoute && <p className="field__error">{errors.tblRoute}</p>}
        <fieldset className="stay" aria-describedby={errors.isStay ? 'modify-stay-error' : undefined}>
          <legend className="field__label">Stay</legend>
          {(['0', '1'] as const).map((value) => (
            <label key={value} className="stay__option">
              <input
                type="radio"
                name="modify-stay"
                value={value}
                checked={isStay === value}
                onChange={() => setIsStay(value)}
              />
              {value === '1' ? 'Yes' : 'No'}
            </label>
          ))}
          {errors.isStay && (
            <span id="modify-stay-error" className="field__error">
              {errors.isStay}
            </span>
          )}
        </fieldset>
        <Field id="modify-remarks" label="Remarks" error={errors.remarks}>
          {(control) => (
            <textarea
              className="textarea"
              rows={2}
              maxLength={500}
              {...control}
              value={remarks}
              onChange={(event) => setRemarks(event.target.value)}
            />
          )}
        </Field>
        <InlineNotice notice={notice} isBoxed />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={submit.isPending || isDone}>
            {submit.isPending ? 'Submitting...' : 'Submit'}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

function CityOptions({ cities }: { cities: readonly { cityId: number; cityName: string }[] }) {
  return cities.map((city) => (
    <option key={city.cityId} value={city.cityId}>
      {city.cityName}
    </option>
  ));
}
