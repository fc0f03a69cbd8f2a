// /admin/rates: fare per km by transport mode and grade, daily allowance by category and grade,
// each from an effective date; a change never reprices a date already priced (issue 24).
import { type FormEvent, useState } from 'react';
import { addDays, businessDate } from '../../lib/calendar';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/server-store';
import { Field } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ratesQuery, saveAllowanceMutation, saveFareRateMutation } from './admin-queries';
import './admin.css';

function isInEffect(effectiveFrom: string, laterFrom: string | undefined, today: string): boolean {
  return effectiveFrom <= today && (laterFrom === undefined || laterFrom > today);
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
                rows={data.fareRates.map((rate, index, all) => {
                  const next = all[index - 1];
                  const later =
                    next && next.transportId === rate.transportId && next.gradeId === rate.gradeId
                      ? next.effectiveFrom
                      : undefined;
                  return {
                    key: `${rate.transportId}-${rate.gradeId}-${rate.effectiveFrom}`,
                    cells: [
                      rate.transportName,
                      String(rate.gradeId),
                      rate.rupeesPerKm.toFixed(2),
                      rate.effectiveFrom,
                    ],
                    note: isInEffect(rate.effectiveFrom, later, today)
                      ? 'in effect'
                      : rate.effectiveFrom > today
                        ? 'to come'
                        : 'past',
                  };
                })}
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
                rows={data.allowances.map((allowance, index, all) => {
                  const next = all[index - 1];
                  const later =
                    next && next.categoryId === allowance.categoryId && next.gradeId === allowance.gradeId
                      ? next.effectiveFrom
                      : undefined;
                  return {
                    key: `${allowance.categoryId}-${allowance.gradeId}-${allowance.effectiveFrom}`,
                    cells: [
                      allowance.categoryName,
                      String(allowance.gradeId),
                      allowance.rupees.toFixed(2),
                      allowance.effectiveFrom,
                    ],
                    note: isInEffect(allowance.effectiveFrom, later, today)
                      ? 'in effect'
                      : allowance.effectiveFrom > today
                        ? 'to come'
                        : 'past',
                  };
                })}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function RateTable({
  head,
  rows,
}: {
  head: string[];
  rows: { key: string; cells: string[]; note: string }[];
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.note === 'past' ? 'admin-inactive' : undefined}>
              {row.cells.map((cell, index) => (
                <td key={head[index]} data-label={head[index]}>
                  {cell}
                </td>
              ))}
              <td data-label="Status">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const saveFare = useMutation(saveFareRateMutation);
  const saveAllowance = useMutation(saveAllowanceMutation);
  const isPending = saveFare.isPending || saveAllowance.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result =
      kind === 'fare'
        ? await saveFare.run({ transportId: Number(ofId), gradeId, rupeesPerKm: amount, effectiveFrom })
        : await saveAllowance.run({ categoryId: Number(ofId), gradeId, rupees: amount, effectiveFrom });
    setOutcome({ text: result.ok ? result.data : result.message, isError: !result.ok });
  }

  const id = (name: string) => `${kind}-${name}`;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <Field id={id('of')} label={optionLabel}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={ofId}
            onChange={(event) => setOfId(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('grade')} label="Grade">
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={gradeId}
            onChange={(event) => setGradeId(event.target.value)}
          />
        )}
      </Field>
      <Field id={id('amount')} label={amountLabel}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <Field id={id('from')} label="Effective from">
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={effectiveFrom}
            onChange={(event) => setEffectiveFrom(event.target.value)}
          />
        )}
      </Field>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? 'Saving...' : kind === 'fare' ? 'Save fare rate' : 'Save allowance'}
        </button>
        {outcome && (
          <p className={outcome.isError ? 'error-text' : 'muted'} role="status">
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
