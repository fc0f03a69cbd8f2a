// One employee's waiting journeys: Approve/Reject with a reason each, Submit, and the
// 'SFC Approval Details' dialog behind a from-city.
import { useState } from 'react';
import type { TStpfcApprovalItem, TStpfcDetailItem } from '../../contract/approvals';
import { useIsDesktop } from '../../lib/media';
import type { Notice } from '../../lib/notices';
import { useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { ApprovalHistory } from '../../ui/approval-history';
import { Dialog } from '../../ui/dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { hasErrors, type LineDecision, lineErrors } from './approval-lines';
import { stpfcDetailsQuery } from './approval-queries';
import { onChartAnswer, useChartDecisions } from './chart-decisions';
import { DecisionRadios, ReasonField } from './decision-controls';
import { sendChartDecision } from './decision-outbox';
import { STPFC_TEXTS as S } from './stpfc-approval-texts';

type Say = (text: Text) => string;
const journeyOf = (line: TStpfcDetailItem, t: Say) => t(S.journey({ from: line.fromCity, to: line.toCity }));
/** Issue 40: two journeys between the same towns (bike and bus) differ by mode, distance and fare. */
const distanceOf = (line: TStpfcDetailItem, t: Say) => t(S.kilometres({ distance: line.twoWayDistance }));

export function ChartLines({ chart, onDecided }: { chart: TStpfcApprovalItem; onDecided: () => void }) {
  const t = useText();
  const isDesktop = useIsDesktop();
  const user = useUser();
  const journeys = useQuery(stpfcDetailsQuery, { employeeId: chart.employeeId, stpfcId: chart.stpfcId });
  const { data, isLoading, error } = journeys;
  /** A decision is on its way: saved on the phone, its answer awaited. */
  const [isSaving, setIsSaving] = useState(false);
  /** A decision waits on the phone: the journeys take nothing more. */
  const [isLocked, setIsLocked] = useState(false);
  const isBusy = isSaving || isLocked;
  const [note, setNote] = useState<Notice>();
  const { decisionOf, errors, setErrors, change: onChange, keepChoices } = useChartDecisions(data);
  const [shown, setShown] = useState<TStpfcDetailItem>();

  if (isLoading && !data) return <p className="muted">{t(S.loadingJourneys)}</p>;
  if (error && !data) return <p className="error-text">{t(S.failed)}</p>;
  if (!data) return null;
  const lines = data.stpfcApprovalDetails;

  // Saved on the phone first and sent once (issue 38 'Decisions offline').
  async function onSubmit() {
    if (!data || !user) return;
    const checked = Object.fromEntries(
      lines.map((line) => [line.stpfcDetailId, lineErrors(line.stpfcDetailId, decisionOf(line))]),
    );
    setErrors(checked);
    if (hasErrors(checked)) return;
    setNote(undefined);
    setIsSaving(true);
    const outcome = await sendChartDecision(user, {
      employeeId: chart.employeeId,
      stpfcId: chart.stpfcId,
      levelId: chart.levelId,
      slNo: data.slNo,
      chartVersion: data.chartVersion ?? '',
      lines: lines.map((line) => ({
        stpfcDetailId: line.stpfcDetailId,
        status: decisionOf(line).status,
        reason: decisionOf(line).reason.trim(),
      })),
      label: `Fare chart approval, ${chart.employeeName}`,
    }).finally(() => setIsSaving(false));
    onChartAnswer(outcome, {
      note: setNote,
      lock: () => setIsLocked(true),
      close: onDecided,
      reloadKeepingChoices: () => {
        keepChoices();
        void journeys.refresh();
      },
    });
  }

  const controls = (line: TStpfcDetailItem) => ({
    subject: journeyOf(line, t),
    decision: decisionOf(line),
    disabled: isBusy,
    onChange: (decision: LineDecision) => onChange(line, decision),
  });
  const reason = (line: TStpfcDetailItem) => (
    <ReasonField
      id={`reason-${line.stpfcDetailId}`}
      label={t(S.reason)}
      error={errors[line.stpfcDetailId]?.reason}
      {...controls(line)}
    />
  );
  const fromCity = (line: TStpfcDetailItem) => (
    <button
      type="button"
      className="link-button"
      aria-label={t(S.detailsOf({ city: line.fromCity, journey: journeyOf(line, t) }))}
      onClick={() => setShown(line)}
    >
      <span translate="no">{line.fromCity}</span>
    </button>
  );

  return (
    <div className="chart-lines">
      {lines.length === 0 && <p className="muted">{t(S.noData)}</p>}
      {isDesktop ? (
        <table
          className="approvals-table approvals-table--inner"
          aria-label={t(S.journeysOf({ name: chart.employeeName }))}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label.key} scope="col" className={column.isNumber ? 'number' : undefined}>
                  {t(column.label)}
                </th>
              ))}
              <th scope="col">{t(S.status)}</th>
              <th scope="col">{t(S.reason)}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.stpfcDetailId} data-testid="stpfc-line">
                <th scope="row">{fromCity(line)}</th>
                {valuesOf(line, t).map((value, at) => (
                  <td
                    key={COLUMNS[at + 1]?.label.key}
                    className={COLUMNS[at + 1]?.isNumber ? 'number' : undefined}
                    translate={COLUMNS[at + 1]?.isData ? 'no' : undefined}
                  >
                    {value}
                  </td>
                ))}
                <td>
                  <DecisionRadios name={`line-${line.stpfcDetailId}`} {...controls(line)} />
                </td>
                <td>{reason(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="line-cards" aria-label={t(S.journeysOf({ name: chart.employeeName }))}>
          {lines.map((line) => (
            <li key={line.stpfcDetailId} className="line-card" data-testid="stpfc-line">
              <dl className="line-card__facts">
                {COLUMNS.map((column, at) => (
                  <div key={column.label.key}>
                    <dt>{t(column.label)}</dt>
                    <dd translate={at > 0 && column.isData ? 'no' : undefined}>
                      {at === 0 ? fromCity(line) : valuesOf(line, t)[at - 1]}
                    </dd>
                  </div>
                ))}
              </dl>
              <DecisionRadios name={`line-${line.stpfcDetailId}`} {...controls(line)} />
              {reason(line)}
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && <SubmitBar isBusy={isBusy} isSaving={isSaving} onSubmit={() => void onSubmit()} />}
      <InlineNotice notice={note} className="chart-lines__note" />
      {shown && <JourneyDialog line={shown} onClose={() => setShown(undefined)} />}
    </div>
  );
}

function SubmitBar({
  isBusy,
  isSaving,
  onSubmit,
}: {
  isBusy: boolean;
  isSaving: boolean;
  onSubmit: () => void;
}) {
  const t = useText();
  return (
    <div className="chart-lines__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={isBusy}
        aria-busy={isSaving}
        onClick={onSubmit}
      >
        {t(isSaving ? S.submitting : S.submit)}
      </button>
    </div>
  );
}

/**
 * A journey's facts, in the table's columns and the card's lines alike (From City is a button);
 * isData: the company's own names (a city, a category, a mode), shown as stored.
 */
const COLUMNS: { label: Text; isNumber?: boolean; isData?: boolean }[] = [
  { label: S.fromCity, isData: true },
  { label: S.toCity, isData: true },
  { label: S.category, isData: true },
  { label: S.travelMode, isData: true },
  { label: S.distance, isNumber: true },
  { label: S.fare, isNumber: true },
  { label: S.dailyAllowance, isNumber: true },
];

/** The values of the columns after From City. */
function valuesOf(line: TStpfcDetailItem, t: Say): string[] {
  return [
    line.toCity,
    line.category,
    line.transportType,
    distanceOf(line, t),
    formatRupees(line.twoWayFare),
    formatRupees(line.allowance),
  ];
}

function JourneyDialog({ line, onClose }: { line: TStpfcDetailItem; onClose: () => void }) {
  const t = useText();
  const language = useLanguage();
  // The third item: the company's or the employee's own words, shown as written.
  const facts: [Text, string, boolean?][] = [
    [S.fromCity, line.fromCity, true],
    [S.toCity, line.toCity, true],
    [S.category, line.category, true],
    [S.travelMode, line.transportType, true],
    [S.noOfChemists, String(line.noOfChemists)],
    [S.noOfDoctors, String(line.noOfDoctors)],
    [S.dailyAllowance, formatRupees(line.allowance)],
    [S.oneWayDistance, t(S.kilometres({ distance: line.oneWayDistance }))],
    [S.twoWayDistance, t(S.kilometres({ distance: line.twoWayDistance }))],
    [S.oneWayFare, formatRupees(line.oneWayFare)],
    [S.twoWayFare, formatRupees(line.twoWayFare)],
    [S.total, formatRupees(line.total)],
    [S.effectiveDate, formatListDateIn(line.effectiveDate, language)],
    [S.specification, line.specification || '-', true],
    [S.remarks, line.remarks || '-', true],
  ];
  return (
    <Dialog title={t(S.details)} onClose={onClose}>
      <dl className="detail-facts">
        {facts.map(([term, value, isData]) => (
          <div key={term.key}>
            <dt>{t(term)}</dt>
            <dd translate={isData ? 'no' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <ApprovalHistory entries={line.history} subject={journeyOf(line, t)} />
    </Dialog>
  );
}
