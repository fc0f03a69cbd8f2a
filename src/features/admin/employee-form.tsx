// Add or edit an employee: every field of issue 24, checked with the contract's own schema.
import { type FormEvent, useState } from 'react';
import { type TAdminEmployee, ZEmployeeFields } from '../../contract/admin/employees';
import { formErrors } from '../../lib/form';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Dialog } from '../../ui/dialog';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PEOPLE_TEXTS as P } from './admin-people-texts';
import { ADMIN_TEXTS } from './admin-texts';
import { employeesQuery, saveEmployeeMutation } from './employees-queries';
import { placesQuery } from './places-queries';

const LABELS = {
  empCode: P.employeeCode,
  employeeName: P.name,
  designation: P.designation,
  gradeId: P.grade,
  areaRange: P.areaRange,
  territoryId: P.territory,
  hqCityId: P.hqCity,
  reportsToId: P.reportsTo,
  emailId: P.email,
  phoneNumber: P.phone,
} as const;
type FieldName = keyof typeof LABELS;

/** The fields' labels and empty messages in the reader's language, for formErrors. */
const fieldsIn = (t: (text: Text) => string) =>
  Object.fromEntries(
    Object.entries(LABELS).map(([name, text]) => {
      const label = t(text);
      return [name, { label, emptyMessage: t(P.required({ label })) }];
    }),
  ) as Record<FieldName, { label: string; emptyMessage: string }>;

const AREA_RANGES = [
  { value: 'T', label: P.areaT },
  { value: 'A', label: P.areaA },
  { value: 'R', label: P.areaR },
  { value: 'Z', label: P.areaZ },
];

interface Values {
  empCode: string;
  employeeName: string;
  designation: string;
  gradeId: string;
  areaRange: string;
  territoryId: string;
  hqCityId: string;
  reportsToId: string;
  emailId: string;
  phoneNumber: string;
  isAdmin: boolean;
  isFinance: boolean;
}

function initialValues(employee: TAdminEmployee | null): Values {
  return {
    empCode: employee?.empCode ?? '',
    employeeName: employee?.employeeName ?? '',
    designation: employee?.designation ?? '',
    gradeId: String(employee?.gradeId ?? 1),
    areaRange: employee?.areaRange ?? 'T',
    territoryId: employee?.territoryId ? String(employee.territoryId) : '',
    hqCityId: employee?.hqCityId ? String(employee.hqCityId) : '',
    reportsToId: employee?.reportsToId ? String(employee.reportsToId) : '',
    emailId: employee?.emailId ?? '',
    phoneNumber: employee?.phoneNumber ?? '',
    isAdmin: employee?.isAdmin ?? false,
    isFinance: employee?.isFinance ?? false,
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function EmployeeForm({
  employee,
  onDone,
}: {
  /** null: a new employee. */
  employee: TAdminEmployee | null;
  /** Closes the form: with what the save said, or with nothing (Cancel). */
  onDone: (notice: Notice | undefined) => void;
}) {
  const t = useText();
  const [values, setValues] = useState(() => initialValues(employee));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const places = useQuery(placesQuery, undefined);
  const managers = useQuery(employeesQuery, { search: '', includeInactive: false });
  const save = useMutation(saveEmployeeMutation);
  const cities = (places.data?.cities ?? []).filter(
    (city) => values.territoryId === '' || String(city.territoryId) === values.territoryId,
  );

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'territoryId' ? { hqCityId: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      ...values,
      gradeId: values.gradeId,
      territoryId: idOrNull(values.territoryId),
      hqCityId: idOrNull(values.hqCityId),
      reportsToId: idOrNull(values.reportsToId),
    };
    const found = formErrors<FieldName>(ZEmployeeFields, fields, fieldsIn(t));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const parsed = ZEmployeeFields.parse(fields);
    const result = await save.run({ ...parsed, employeeId: employee?.employeeId ?? null });
    if (result.ok) onDone(result.notice);
  }

  const text = (
    name: 'empCode' | 'employeeName' | 'designation' | 'gradeId' | 'emailId' | 'phoneNumber',
    type = 'text',
  ) => (
    <Field id={`employee-${name}`} label={t(LABELS[name])} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type === 'number' ? 'text' : type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </Field>
  );

  const check = (name: 'isAdmin' | 'isFinance', label: Text) => (
    <label className="admin-check">
      <input type="checkbox" checked={values[name]} onChange={(event) => set(name, event.target.checked)} />
      {t(label)}
    </label>
  );

  return (
    <Dialog
      title={t(employee ? P.editOf({ name: employee.employeeName }) : P.addEmployee)}
      onClose={() => onDone(undefined)}
    >
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {text('empCode')}
        {text('employeeName')}
        {text('designation')}
        {text('gradeId', 'number')}
        <SelectField
          id="employee-areaRange"
          label={t(LABELS.areaRange)}
          error={errors.areaRange}
          value={values.areaRange}
          onChange={(value) => set('areaRange', value)}
          options={AREA_RANGES.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <SelectField
          id="employee-territoryId"
          label={t(LABELS.territoryId)}
          error={errors.territoryId}
          value={values.territoryId}
          onChange={(value) => set('territoryId', value)}
          placeholder={t(P.none)}
          options={(places.data?.territories ?? []).map((territory) => ({
            value: territory.territoryId,
            label: territory.name,
          }))}
        />
        <SelectField
          id="employee-hqCityId"
          label={t(LABELS.hqCityId)}
          error={errors.hqCityId}
          value={values.hqCityId}
          onChange={(value) => set('hqCityId', value)}
          placeholder={t(P.none)}
          options={cities.map((city) => ({ value: city.cityId, label: city.name }))}
        />
        <SelectField
          id="employee-reportsToId"
          label={t(LABELS.reportsToId)}
          error={errors.reportsToId}
          value={values.reportsToId}
          onChange={(value) => set('reportsToId', value)}
          placeholder={t(P.noOne)}
          options={(managers.data ?? [])
            .filter((manager) => manager.employeeId !== employee?.employeeId)
            .map((manager) => ({
              value: manager.employeeId,
              label: `${manager.employeeName} (${manager.empCode})`,
            }))}
        />
        {text('emailId', 'email')}
        {text('phoneNumber', 'tel')}
        {check('isAdmin', P.administrator)}
        {check('isFinance', P.finance)}
        {(places.error || managers.error) && <p className="error-text">{t(ADMIN_TEXTS.failed)}</p>}
        <InlineNotice notice={save.notice} className="admin-form__actions" />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(save.isPending ? P.saving : P.save)}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onDone(undefined)}>
            {t(P.cancel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
