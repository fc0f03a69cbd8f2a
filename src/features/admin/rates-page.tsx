// /admin/rates: fare per km by transport mode and grade, daily allowance by category and grade,
// each from an effective date, with its history; a change never reprices a date already priced (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
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
import { ratesQuery, saveAllowanceMutation, saveFareRateMutation } from './rates-queries';
import { HistoryButton, type HistoryOf } from './record-history';
import { TextField } from './text-field';
import './admin.css';

/** A rate as its table shows it: the figures of each mode (or category) and grade, newest first. */
interface RateRow {
  key: string;
  cells: string[];
  note: 'in effect' | 'to come' | 'past';
  history: HistoryOf;
}

/** The rows of one table; `rates` come newest first within an owner and grade, as the server lists them. */
function rateRows<R extends { gradeId: number; effectiveFrom: string }>(
  kind: 'fareRate' | 'allowance',
  rates: R[],
  ownerOf: (rate: R) => { id: number; name: string },
  amountOf: (rate: R) => number,
  today: string,
): RateRow[] {
  return rates.map((rate, index) => {
    const owner = ownerOf(rate);
    const newer = rates[index - 1];
    const laterFrom =
      newer && ownerOf(newer).id === owner.id && newer.gradeId === rate.gradeId
        ? newer.effectiveFrom
        : undefined;
    const isInEffect = rate.effectiveFrom <= today && (laterFrom === undefined || laterFrom > today);
    return {
      key: `${owner.id}-${rate.gradeId}-${rate.effectiveFrom}`,
      cells: [
        owner.name,
        String(rate.gradeId),
        formatRupees(amountOf(rate)),
        formatListDate(rate.effectiveFrom),
      ],
      note: isInEffect ? 'in effect' : rate.effectiveFrom > today ? 'to come' : 'past',
      history: {
        recordKind: kind,
        recordRef: auditRef.rate(owner.id, rate.gradeId),
        label: `${owner.name}, grade ${rate.gradeId}`,
      },
    };
  });
}

export default function RatesPage() {
  const { data, isLoading, error } = useQuery(ratesQuery, undefined);
  const today = businessDate();
  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Rates</h2>
      {error && <p className="error-text">{error}</p>}
      {isLoading && !data && <p className="muted">Loading...</p>}
      {data && (
        <>
          <div className="admin-section">
            <h3>Fare per km</h3>
            <RateForm
              kind="fare"
              options={data.transportModes}
              optionLabel="Transport mode"
              amountLabel="Rupees per km"
            />
            {data.fareRates.length === 0 ? (
              <p className="muted">No fare rates yet.</p>
            ) : (
              <RateTable
                head={['Transport mode', 'Grade', 'Rupees per km', 'From']}
                rows={rateRows(
                  'fareRate',
                  data.fareRates,
                  (rate) => ({ id: rate.transportId, name: rate.transportName }),
                  (rate) => rate.rupeesPerKm,
                  today,
                )}
              />
            )}
          </div>
          <div className="admin-section">
            <h3>Daily allowance</h3>
            <RateForm
              kind="allowance"
              options={data.categories}
              optionLabel="Category"
              amountLabel="Rupees per day"
            />
            {data.allowances.length === 0 ? (
              <p className="muted">No allowances yet.</p>
            ) : (
              <RateTable
                head={['Category', 'Grade', 'Rupees per day', 'From']}
                rows={rateRows(
                  'allowance',
                  data.allowances,
                  (allowance) => ({ id: allowance.categoryId, name: allowance.categoryName }),
                  (allowance) => allowance.rupees,
                  today,
                )}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function RateTable({ head, rows }: { head: string[]; rows: RateRow[] }) {
  return (
    <AdminTable head={[...head, 'Status', 'Actions']}>
      {rows.map((row) => (
        <tr key={row.key} className={row.note === 'past' ? 'admin-inactive' : undefined}>
          {row.cells.map((cell, index) => (
            <td key={head[index]} data-label={head[index]}>
              {cell}
            </td>
          ))}
          <td data-label="Status">{row.note}</td>
          <td className="admin-actions">
            <HistoryButton record={row.history} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function RateForm({
  kind,
  options,
  optionLabel,
  amountLabel,
}: {
  kind: 'fare' | 'allowance';
  options: { id: number; name: string }[];
  optionLabel: string;
  amountLabel: string;
}) {
  const [ofId, setOfId] = useState(String(options[0]?.id ?? ''));
  const [gradeId, setGradeId] = useState('1');
  const [amount, setAmount] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(addDays(businessDate(), 1));
  const [outcome, setOutcome] = useState<Notice>();
  const saveFare = useMutation(saveFareRateMutation);
  const saveAllowance = useMutation(saveAllowanceMutation);
  const isPending = saveFare.isPending || saveAllowance.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result =
      kind === 'fare'
        ? await saveFare.run({ transportId: Number(ofId), gradeId, rupeesPerKm: amount, effectiveFrom })
        : await saveAllowance.run({ categoryId: Number(ofId), gradeId, rupees: amount, effectiveFrom });
    setOutcome(result.notice);
  }

  const id = (name: string) => `${kind}-${name}`;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <SelectField
        id={id('of')}
        label={optionLabel}
        value={ofId}
        onChange={setOfId}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
      />
      <TextField id={id('grade')} label="Grade" inputMode="numeric" value={gradeId} onChange={setGradeId} />
      <TextField
        id={id('amount')}
        label={amountLabel}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <DateField id={id('from')} label="Effective from" value={effectiveFrom} onChange={setEffectiveFrom} />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? 'Saving...' : kind === 'fare' ? 'Save fare rate' : 'Save allowance'}
        </button>
        <InlineNotice notice={outcome} />
      </div>
    </form>
  );
}
