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
import { addDays, businessDate, formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { AdminTable } from './admin-table';
import { limitsQuery, saveLimitMutation } from './limits-queries';
import { HistoryButton } from './record-history';
import { TextField } from './text-field';
import './admin.css';

const HEAD = ['Expense type', 'Grade', 'City class', 'Per', 'Rupees', 'From', 'Status', 'Actions'];

export default function LimitsPage() {
  const { data, isLoading, error } = useQuery(limitsQuery, undefined);
  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Limits</h2>
      {error && <p className="error-text">{error}</p>}
      {isLoading && !data && <p className="muted">Loading...</p>}
      {data && (
        <div className="admin-section">
          <LimitForm types={data.expenseTypes} />
          {data.limits.length === 0 ? (
            <p className="muted">No limits yet: a bill of any type may claim any amount.</p>
          ) : (
            <AdminTable head={HEAD}>
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
  const today = businessDate();
  const laterFrom = next && keyOf(next) === keyOf(limit) ? next.effectiveFrom : undefined;
  const status =
    limit.effectiveFrom > today
      ? 'to come'
      : laterFrom === undefined || laterFrom > today
        ? 'in effect'
        : 'past';
  const cells = [
    limit.expenseType,
    String(limit.gradeId),
    limit.cityClass,
    limit.per,
    limit.rupees === null ? 'no limit' : formatRupees(limit.rupees),
    formatListDate(limit.effectiveFrom),
    status,
  ];
  const label = `${limit.expenseType}, grade ${limit.gradeId}, class ${limit.cityClass}`;
  return (
    <tr className={status === 'past' ? 'admin-inactive' : undefined}>
      {cells.map((cell, index) => (
        <td key={HEAD[index]} data-label={HEAD[index]}>
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
        label="Expense type"
        value={typeId}
        onChange={setTypeId}
        options={types.map((type) => ({ value: type.id, label: type.name }))}
      />
      <TextField id="limit-grade" label="Grade" inputMode="numeric" value={gradeId} onChange={setGradeId} />
      <SelectField
        id="limit-class"
        label="City class"
        value={cityClass}
        onChange={(value) => setCityClass(value as TCityClass)}
        options={CITY_CLASSES.map((option) => ({ value: option, label: option }))}
      />
      <SelectField
        id="limit-per"
        label="Per"
        value={per}
        onChange={(value) => setPer(value as TLimitPer)}
        options={LIMIT_PERIODS.map((option) => ({ value: option, label: option }))}
      />
      <TextField
        id="limit-rupees"
        label="Rupees (empty: no limit)"
        inputMode="decimal"
        value={rupees}
        onChange={setRupees}
      />
      <DateField id="limit-from" label="Effective from" value={effectiveFrom} onChange={setEffectiveFrom} />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save limit'}
        </button>
        <InlineNotice notice={outcome} />
      </div>
    </form>
  );
}
