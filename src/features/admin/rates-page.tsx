// /admin/rates: fare per km by transport mode and grade, daily allowance by category and grade,
// each from an effective date, with its history; a change never reprices a date already priced (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { addDays, businessDate } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import type { TextLanguage } from '../../pure/messages';
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

const NOTES: Record<RateRow['note'], Text> = { 'in effect': M.inEffect, 'to come': M.toCome, past: M.past };

/** The rows of one table; `rates` come newest first within an owner and grade, as the server lists them. */
function rateRows<R extends { gradeId: number; effectiveFrom: string }>(
  kind: 'fareRate' | 'allowance',
  rates: R[],
  ownerOf: (rate: R) => { id: number; name: string },
  amountOf: (rate: R) => number,
  today: string,
  t: (text: Text) => string,
  language: TextLanguage,
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
        formatListDateIn(rate.effectiveFrom, language),
      ],
      note: isInEffect ? 'in effect' : rate.effectiveFrom > today ? 'to come' : 'past',
      history: {
        recordKind: kind,
        recordRef: auditRef.rate(owner.id, rate.gradeId),
        label: t(M.rateOf({ name: owner.name, grade: String(rate.gradeId) })),
      },
    };
  });
}

export default function RatesPage() {
  const t = useText();
  const language = useLanguage();
  const { data, isLoading, error } = useQuery(ratesQuery, undefined);
  const today = businessDate();
  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.rates)}</h2>
      {error && <p className="error-text">{t(T.failed)}</p>}
      {isLoading && !data && <p className="muted">{t(T.loading)}</p>}
      {data && (
        <>
          <div className="admin-section">
            <h3>{t(M.farePerKm)}</h3>
            <RateForm
              kind="fare"
              options={data.transportModes}
              optionLabel={t(M.transportMode)}
              amountLabel={t(M.rupeesPerKm)}
            />
            {data.fareRates.length === 0 ? (
              <p className="muted">{t(M.noFareRates)}</p>
            ) : (
              <RateTable
                head={[M.transportMode, M.grade, M.rupeesPerKm, M.from].map(t)}
                rows={rateRows(
                  'fareRate',
                  data.fareRates,
                  (rate) => ({ id: rate.transportId, name: rate.transportName }),
                  (rate) => rate.rupeesPerKm,
                  today,
                  t,
                  language,
                )}
              />
            )}
          </div>
          <div className="admin-section">
            <h3>{t(M.dailyAllowance)}</h3>
            <RateForm
              kind="allowance"
              options={data.categories}
              optionLabel={t(M.category)}
              amountLabel={t(M.rupeesPerDay)}
            />
            {data.allowances.length === 0 ? (
              <p className="muted">{t(M.noAllowances)}</p>
            ) : (
              <RateTable
                head={[M.category, M.grade, M.rupeesPerDay, M.from].map(t)}
                rows={rateRows(
                  'allowance',
                  data.allowances,
                  (allowance) => ({ id: allowance.categoryId, name: allowance.categoryName }),
                  (allowance) => allowance.rupees,
                  today,
                  t,
                  language,
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
  const t = useText();
  return (
    <AdminTable head={[...head, t(M.status), t(M.actions)]}>
      {rows.map((row) => (
        <tr key={row.key} className={row.note === 'past' ? 'admin-inactive' : undefined}>
          {row.cells.map((cell, index) => (
            <td key={head[index]} data-label={head[index]} translate={index === 0 ? 'no' : undefined}>
              {cell}
            </td>
          ))}
          <td data-label={t(M.status)}>{t(NOTES[row.note])}</td>
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
  const t = useText();
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
      <TextField
        id={id('grade')}
        label={t(M.grade)}
        inputMode="numeric"
        value={gradeId}
        onChange={setGradeId}
      />
      <TextField
        id={id('amount')}
        label={amountLabel}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <DateField
        id={id('from')}
        label={t(M.effectiveFrom)}
        value={effectiveFrom}
        onChange={setEffectiveFrom}
      />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={isPending}>
          {t(isPending ? M.saving : kind === 'fare' ? M.saveFareRate : M.saveAllowance)}
        </button>
        <InlineNotice notice={outcome} />
      </div>
    </form>
  );
}
