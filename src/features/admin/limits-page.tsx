// /admin/limits: the most a bill, a day, a night or a month may claim, per expense type, grade and
// city class, each from an effective date, with its history (issue 37). A limit in use changes from
// tomorrow at the earliest, so a day already judged keeps its limit.
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TAdminLimit } from '../../contract/admin/limits';
import { CITY_CLASSES, LIMIT_PERIODS, type TCityClass, type TLimitPer } from '../../contract/limits';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { addDays, businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { MONEY_TEXTS as M } from './admin-money-texts';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as T } from './admin-texts';
import { limitsQuery, saveLimitMutation } from './limits-queries';
import { HistoryButton } from './record-history';
import { TextField } from './text-field';
import './admin.css';

const HEAD = [M.expenseType, M.grade, M.cityClass, M.per, M.rupees, M.from, M.status, M.actions];
/** The expense type's name and the city class: the company's own names, shown as stored. */
const DATA_COLUMNS = new Set([0, 2]);
const PERIODS: Record<TLimitPer, Text> = {
  bill: M.perBill,
  day: M.perDay,
  night: M.perNight,
  month: M.perMonth,
};
const STATUSES = { 'in effect': M.inEffect, 'to come': M.toCome, past: M.past } as const;

export default function LimitsPage() {
  const t = useText();
  const { data, isLoading, error } = useQuery(limitsQuery, undefined);
  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.limits)}</h2>
      {error && <p className="error-text">{t(T.failed)}</p>}
      {isLoading && !data && <p className="muted">{t(T.loading)}</p>}
      {data && (
        <div className="admin-section">
          <LimitForm types={data.expenseTypes} />
          {data.limits.length === 0 ? (
            <p className="muted">{t(M.noLimits)}</p>
          ) : (
            <AdminTable head={HEAD.map(t)}>
              {data.limits.map((limit, index) => (
                <LimitRow key={keyOf(limit, true)} limit={limit} next={data.limits[index + 1]} />
              ))}
            </AdminTable>
          )}
        </div>
      )}
    </section>
  );
}

const keyOf = (limit: TAdminLimit, withDate = false) =>
  `${limit.expenseTypeId}-${limit.gradeId}-${limit.cityClass}${withDate ? `-${limit.effectiveFrom}` : ''}`;

/** A figure of the list, which comes oldest first within a type, grade and class. */
function LimitRow({ limit, next }: { limit: TAdminLimit; next: TAdminLimit | undefined }) {
  const t = useText();
  const language = useLanguage();
  const today = businessDate();
  const laterFrom = next && keyOf(next) === keyOf(limit) ? next.effectiveFrom : undefined;
  const status: keyof typeof STATUSES =
    limit.effectiveFrom > today
      ? 'to come'
      : laterFrom === undefined || laterFrom > today
        ? 'in effect'
        : 'past';
  const cells = [
    limit.expenseType,
    String(limit.gradeId),
    limit.cityClass,
    t(PERIODS[limit.per]),
    limit.rupees === null ? t(M.noLimit) : formatRupees(limit.rupees),
    formatListDateIn(limit.effectiveFrom, language),
    t(STATUSES[status]),
  ];
  const label = t(
    M.limitOf({ type: limit.expenseType, grade: String(limit.gradeId), cityClass: limit.cityClass }),
  );
  return (
    <tr className={status === 'past' ? 'admin-inactive' : undefined}>
      {cells.map((cell, index) => (
        <td
          key={HEAD[index]?.key}
          data-label={t(HEAD[index] ?? '')}
          translate={DATA_COLUMNS.has(index) ? 'no' : undefined}
        >
          {cell}
        </td>
      ))}
      <td className="admin-actions">
        <HistoryButton
          record={{
            recordKind: 'limit',
            recordRef: auditRef.limit(limit.expenseTypeId, limit.gradeId, limit.cityClass),
            label,
          }}
        />
      </td>
    </tr>
  );
}

function LimitForm({ types }: { types: { id: number; name: string }[] }) {
  const t = useText();
  const [typeId, setTypeId] = useState(String(types[0]?.id ?? ''));
  const [gradeId, setGradeId] = useState('1');
  const [cityClass, setCityClass] = useState<TCityClass>('X');
  const [per, setPer] = useState<TLimitPer>('bill');
  const [rupees, setRupees] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(addDays(businessDate(), 1));
  const [outcome, setOutcome] = useState<Notice>();
  const save = useMutation(saveLimitMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = rupees.trim() === '' ? null : rupees.trim();
    const input = { expenseTypeId: Number(typeId), gradeId, cityClass, per, rupees: amount, effectiveFrom };
    setOutcome((await save.run(input)).notice);
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <SelectField
        id="limit-type"
        label={t(M.expenseType)}
        value={typeId}
        onChange={setTypeId}
        options={types.map((type) => ({ value: type.id, label: type.name }))}
      />
      <TextField
        id="limit-grade"
        label={t(M.grade)}
        inputMode="numeric"
        value={gradeId}
        onChange={setGradeId}
      />
      <SelectField
        id="limit-class"
        label={t(M.cityClass)}
        value={cityClass}
        onChange={(value) => setCityClass(value as TCityClass)}
        options={CITY_CLASSES.map((option) => ({ value: option, label: option }))}
      />
      <SelectField
        id="limit-per"
        label={t(M.per)}
        value={per}
        onChange={(value) => setPer(value as TLimitPer)}
        options={LIMIT_PERIODS.map((option) => ({ value: option, label: t(PERIODS[option]) }))}
      />
      <TextField
        id="limit-rupees"
        label={t(M.rupeesOrEmpty)}
        inputMode="decimal"
        value={rupees}
        onChange={setRupees}
      />
      <DateField
        id="limit-from"
        label={t(M.effectiveFrom)}
        value={effectiveFrom}
        onChange={setEffectiveFrom}
      />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(save.isPending ? M.saving : M.saveLimit)}
        </button>
        <InlineNotice notice={outcome} />
      </div>
    </form>
  );
}
