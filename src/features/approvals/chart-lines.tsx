// One employee's waiting journeys: Approve/Reject with a reason each, Submit, and the
// 'SFC Approval Details' dialog behind a from-city.
import { useState } from 'react';
import type { TStpfcApprovalItem, TStpfcDetailItem } from '../../contract/approvals';
import { useIsDesktop } from '../../lib/media';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { ApprovalHistory } from '../../ui/approval-history';
import { Dialog } from '../../ui/dialog';
import {
  hasErrors,
  initialLineDecision,
  type LineDecision,
  type LineErrors,
  lineErrors,
} from './approval-lines';
import { decideChartMutation } from './approval-mutations';
import { stpfcDetailsQuery } from './approval-queries';
import { DecisionRadios, ReasonField } from './decision-controls';

const journeyOf = (line: TStpfcDetailItem) => `${line.fromCity} to ${line.toCity}`;
/** Issue 40: two journeys between the same towns (bike and bus) differ by mode, distance and fare. */
const distanceOf = (line: TStpfcDetailItem) => `${line.twoWayDistance} KM`;

export function ChartLines({ chart, onDecided }: { chart: TStpfcApprovalItem; onDecided: () => void }) {
  const isDesktop = useIsDesktop();
  const { data, isLoading, error } = useQuery(stpfcDetailsQuery, {
    employeeId: chart.employeeId,
    stpfcId: chart.stpfcId,
  });
  const decide = useMutation(decideChartMutation);
  const isBusy = decide.isPending;
  const [decisions, setDecisions] = useState<Record<number, LineDecision>>({});
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [shown, setShown] = useState<TStpfcDetailItem>();

  // A new answer starts the decisions again, in the render that shows it (see the claim's page:
  // reset in an effect, it could undo the approver's first click).
  const [decidedOn, setDecidedOn] = useState(data);
  if (decidedOn !== data) {
    setDecidedOn(data);
    setErrors({});
    setDecisions(
      Object.fromEntries(
        (data?.stpfcApprovalDetails ?? []).map((line) => [line.stpfcDetailId, initialLineDecision(line)]),
      ),
    );
  }

  if (isLoading && !data) return <p className="muted">Loading the journeys...</p>;
  if (error && !data) return <p className="error-text">{error}</p>;
  if (!data) return null;
  const lines = data.stpfcApprovalDetails;

  function onChange(line: TStpfcDetailItem, decision: LineDecision) {
    setDecisions((current) => ({ ...current, [line.stpfcDetailId]: decision }));
    setErrors((current) => ({ ...current, [line.stpfcDetailId]: {} }));
  }

  async function onSubmit() {
    if (!data) return;
    const checked = Object.fromEntries(
      lines.map((line) => [line.stpfcDetailId, lineErrors(line.stpfcDetailId, decisionOf(line))]),
    );
    setErrors(checked);
    if (hasErrors(checked)) return;
    const outcome = await decide.run({
      employeeId: chart.employeeId,
      stpfcId: chart.stpfcId,
      level_id: chart.levelId,
      slNo: data.slNo,
      tblDetails: lines.map((line) => ({
        stpfcDetailId: line.stpfcDetailId,
        status: decisionOf(line).status,
        reason: decisionOf(line).reason.trim(),
      })),
    });
    // Decided, or someone else acted first: the list shows who still waits.
    if (outcome.ok || outcome.status === 409) onDecided();
  }

  const decisionOf = (line: TStpfcDetailItem) => decisions[line.stpfcDetailId] ?? initialLineDecision(line);
  const controls = (line: TStpfcDetailItem) => ({
    subject: journeyOf(line),
    decision: decisionOf(line),
    disabled: isBusy,
    onChange: (decision: LineDecision) => onChange(line, decision),
  });
  const reason = (line: TStpfcDetailItem) => (
    <ReasonField
      id={`reason-${line.stpfcDetailId}`}
      label="Reason"
      error={errors[line.stpfcDetailId]?.reason}
      {...controls(line)}
    />
  );
  const fromCity = (line: TStpfcDetailItem) => (
    <button
      type="button"
      className="link-button"
      aria-label={`${line.fromCity}, details of ${journeyOf(line)}`}
      onClick={() => setShown(line)}
    >
      {line.fromCity}
    </button>
  );

  return (
    <div className="chart-lines">
      {lines.length === 0 && <p className="muted">No Data Found</p>}
      {isDesktop ? (
        <table
          className="approvals-table approvals-table--inner"
          aria-label={`Journeys of ${chart.employeeName}`}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={column.isNumber ? 'number' : undefined}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Status</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.stpfcDetailId} data-testid="stpfc-line">
                <th scope="row">{fromCity(line)}</th>
                {valuesOf(line).map((value, at) => (
                  <td
                    key={COLUMNS[at + 1]?.label}
                    className={COLUMNS[at + 1]?.isNumber ? 'number' : undefined}
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
        <ul className="line-cards" aria-label={`Journeys of ${chart.employeeName}`}>
          {lines.map((line) => (
            <li key={line.stpfcDetailId} className="line-card" data-testid="stpfc-line">
              <dl className="line-card__facts">
                {COLUMNS.map((column, at) => (
                  <div key={column.label}>
                    <dt>{column.label}</dt>
                    <dd>{at === 0 ? fromCity(line) : valuesOf(line)[at - 1]}</dd>
                  </div>
                ))}
              </dl>
              <DecisionRadios name={`line-${line.stpfcDetailId}`} {...controls(line)} />
              {reason(line)}
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && <SubmitBar isBusy={isBusy} onSubmit={() => void onSubmit()} />}
      {shown && <JourneyDialog line={shown} onClose={() => setShown(undefined)} />}
    </div>
  );
}

function SubmitBar({ isBusy, onSubmit }: { isBusy: boolean; onSubmit: () => void }) {
  return (
    <div className="chart-lines__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={isBusy}
        aria-busy={isBusy}
        onClick={onSubmit}
      >
        {isBusy ? 'Submitting...' : 'Submit'}
      </button>
    </div>
  );
}

/** A journey's facts, in the table's columns and the card's lines alike (From City is a button). */
const COLUMNS = [
  { label: 'From City' },
  { label: 'To City' },
  { label: 'Category' },
  { label: 'Travel Mode' },
  { label: 'Distance', isNumber: true },
  { label: 'Fare', isNumber: true },
  { label: 'Daily Allowance', isNumber: true },
];

/** The values of the columns after From City. */
function valuesOf(line: TStpfcDetailItem): string[] {
  return [
    line.toCity,
    line.category,
    line.transportType,
    distanceOf(line),
    formatRupees(line.twoWayFare),
    formatRupees(line.allowance),
  ];
}

function JourneyDialog({ line, onClose }: { line: TStpfcDetailItem; onClose: () => void }) {
  const facts: [string, string][] = [
    ['From City', line.fromCity],
    ['To City', line.toCity],
    ['Category', line.category],
    ['Travel Mode', line.transportType],
    ['No. of Chemists', String(line.noOfChemists)],
    ['No. of Doctors', String(line.noOfDoctors)],
    ['Daily Allowance', formatRupees(line.allowance)],
    ['One Way Distance', `${line.oneWayDistance} KM`],
    ['Two Way Distance', `${line.twoWayDistance} KM`],
    ['One Way Fare', formatRupees(line.oneWayFare)],
    ['Two Way Fare', formatRupees(line.twoWayFare)],
    ['Total', formatRupees(line.total)],
    ['Effective Date', formatListDate(line.effectiveDate)],
    ['Specification', line.specification || '-'],
    ['Remarks', line.remarks || '-'],
  ];
  return (
    <Dialog title="SFC Approval Details" onClose={onClose}>
      <dl className="detail-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApprovalHistory entries={line.history} subject={journeyOf(line)} />
    </Dialog>
  );
}
