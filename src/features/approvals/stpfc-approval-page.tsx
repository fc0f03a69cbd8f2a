// /stpfc-approval 'Standard Tour Programme Fare Chart Approval': the employees whose fare chart
// waits for the signed-in approver; one expanded at a time, with its journeys to approve or reject.
import { Fragment, useState } from 'react';
import type { TStpfcApprovalItem } from '../../contract/approvals';
import { useIsDesktop } from '../../lib/media';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { ForLabel } from '../../ui/for-label';
import { PageHeader } from '../../ui/page-header';
import { stpfcListQuery } from './approval-queries';
import { ChartLines } from './chart-lines';
import { STPFC_TEXTS as S } from './stpfc-approval-texts';
import './approvals.css';

export default function StpfcApprovalPage() {
  const t = useText();
  const isDesktop = useIsDesktop();
  const { data: charts, isLoading, error } = useQuery(stpfcListQuery);
  const [openId, setOpenId] = useState<number>();

  // Opening another employee collapses the first and forgets the decisions typed there (spec
  // section 2); its journeys are asked again when it is opened again.
  function onToggle(chart: TStpfcApprovalItem) {
    setOpenId((current) => (current === chart.stpfcId ? undefined : chart.stpfcId));
  }

  // The decision, or its refusal as stale, has already reloaded the list: the employee closes.
  function onDecided() {
    setOpenId(undefined);
  }

  const props = { charts: charts ?? [], openId, onToggle, onDecided };
  return (
    <section className="page approvals">
      <PageHeader title={t(isDesktop ? S.title : S.shortTitle)} />
      {isLoading && !charts && <Loading />}
      {error && !charts && <p className="error-text">{t(S.failed)}</p>}
      {charts?.length === 0 && <p className="approvals__empty">{t(S.noData)}</p>}
      {charts && charts.length > 0 && (isDesktop ? <ChartsTable {...props} /> : <ChartCards {...props} />)}
    </section>
  );
}

export function Loading() {
  const t = useText();
  return (
    <div className="page-loading" role="status" aria-label={t(S.loading)}>
      <span className="spinner" />
    </div>
  );
}

interface ChartsProps {
  charts: TStpfcApprovalItem[];
  openId: number | undefined;
  onToggle: (chart: TStpfcApprovalItem) => void;
  onDecided: () => void;
}

function ExpandButton({
  chart,
  isOpen,
  onToggle,
}: {
  chart: TStpfcApprovalItem;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={isOpen}
        aria-controls={`chart-${chart.stpfcId}`}
        onClick={onToggle}
      >
        {chart.employeeName}
      </button>
      <ForLabel name={chart.forName} />
    </>
  );
}

/** The list's status, 'Submitted' (server/domains/approvals/chart-approval.ts), in the reader's words. */
function StatusText({ status }: { status: string }) {
  const t = useText();
  return status === 'Submitted' ? t(S.submitted) : <span translate="no">{status}</span>;
}

function ChartsTable({ charts, openId, onToggle, onDecided }: ChartsProps) {
  const t = useText();
  return (
    // Scrolls in its own box where the columns outgrow the content beside the menu (1024 px).
    <div className="approvals-table-wrap">
      <table className="approvals-table card" aria-label={t(S.waiting)}>
        <thead>
          <tr>
            <th scope="col">{t(S.employeeName)}</th>
            <th scope="col">{t(S.employeeCode)}</th>
            <th scope="col">{t(S.territory)}</th>
            <th scope="col">{t(S.designation)}</th>
            <th scope="col">{t(S.status)}</th>
          </tr>
        </thead>
        <tbody>
          {charts.map((chart) => {
            const isOpen = chart.stpfcId === openId;
            return (
              <Fragment key={chart.stpfcId}>
                <tr data-testid="stpfc-employee">
                  <th scope="row">
                    <ExpandButton chart={chart} isOpen={isOpen} onToggle={() => onToggle(chart)} />
                  </th>
                  <td translate="no">{chart.employeeCode}</td>
                  <td translate="no">{chart.territory}</td>
                  <td translate="no">{chart.designation}</td>
                  <td>
                    <StatusText status={chart.status} />
                  </td>
                </tr>
                {isOpen && (
                  <tr className="approvals-table__details">
                    <td colSpan={5} id={`chart-${chart.stpfcId}`}>
                      <ChartLines chart={chart} onDecided={onDecided} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function ChartCards({ charts, openId, onToggle, onDecided }: ChartsProps) {
  const t = useText();
  return (
    <ul className="approval-cards" aria-label={t(S.waiting)}>
      {charts.map((chart) => {
        const isOpen = chart.stpfcId === openId;
        return (
          <li key={chart.stpfcId} className="approval-card card" data-testid="stpfc-employee">
            <div className="approval-card__head">
              <span className="approval-card__avatar" aria-hidden="true" translate="no">
                {initials(chart.employeeName)}
              </span>
              <div className="approval-card__who">
                <ExpandButton chart={chart} isOpen={isOpen} onToggle={() => onToggle(chart)} />
                <span className="muted" translate="no">
                  {chart.employeeCode} · {chart.designation}
                </span>
                <span className="muted" translate="no">
                  {chart.territory}
                </span>
              </div>
              <span className="approval-status">
                <StatusText status={chart.status} />
              </span>
            </div>
            {isOpen && (
              <div id={`chart-${chart.stpfcId}`}>
                <ChartLines chart={chart} onDecided={onDecided} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
