// /my-expense-details/{expenseDetailId} opened by an approver from /expense-details/{expenseId}:
// the subordinate's day, read through the approval calls, with no Refresh, Save or add menu.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ResponseOf } from '../../contract/call';
import type { expenseApprovalAttachment } from '../../contract/expense-approvals';
import { DAY_PERIODS } from '../../contract/expenses';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { formatListDate } from '../../pure/calendar';
import { DayMoneyLines, judgedLabel, MoneyLine, routeOf } from '../../shared/day-money';
import { DAY_MONEY_TEXTS } from '../../shared/day-money-texts';
import { ApprovalHistory } from '../../ui/approval-history';
import { BillChecks } from '../../ui/bill-checks';
import { ImageDialog } from '../../ui/image-dialog';
import { PageHeader } from '../../ui/page-header';
import { AttachmentButton } from './day-attachments';
import { approvalAttachmentsQuery, approvalMonthQuery } from './expense-queries';

type Attachment = ResponseOf<typeof expenseApprovalAttachment>['attachments'][number];

const STATUS_WORDS = { U: 'Not yet judged', A: 'Approved', R: 'Rejected' } as const;

export function ApprovalDay({ expenseId, expenseDetailId }: { expenseId: number; expenseDetailId: number }) {
  const t = useText();
  const [, navigate] = useLocation();
  const { data: month, isLoading, error } = useQuery(approvalMonthQuery, expenseId);
  const attachments = useQuery(approvalAttachmentsQuery, expenseId).data;
  const [viewing, setViewing] = useState<Attachment>();
  const backTo = `/expense-details/${expenseId}`;

  const day = month?.expenseDetails.find((line) => line.expenseDetailId === expenseDetailId);
  const bills = attachments?.filter((bill) => bill.expenseDetailId === expenseDetailId) ?? [];
  const period = DAY_PERIODS.find((option) => option.value === day?.halfDay)?.periodName ?? '';

  return (
    <section className="page day-details">
      <PageHeader title="Expense Details" backTo={backTo} />
      {month && (
        <p className="muted">
          {month.employeeName} · {month.monthYear}
        </p>
      )}
      {isLoading && !month && (
        <div className="page-loading" role="status" aria-label="Loading">
          <span className="spinner" />
        </div>
      )}
      {error && !month && <p className="error-text">{error}</p>}
      {month && !day && <p className="empty-state">This day is not part of the claim.</p>}
      {day && (
        <>
          <h2 className="day-details__date">{formatListDate(day.date)}</h2>
          <div className="day-details__grid">
            <section className="card day-route" aria-label="Route">
              <dl className="facts">
                <Fact term="Activity" value={day.activity || '-'} />
                <Fact term="Route" value={routeOf(day, day.fromTown, day.toTown)} />
                <Fact term="Category" value={day.stationType || '-'} />
                <Fact term="Distance" value={`${day.distance} km`} />
                <Fact term="Period" value={period} />
                <Fact term="Status" value={STATUS_WORDS[day.status]} />
              </dl>
              <ApprovalHistory
                entries={day.history}
                subject={formatListDate(day.date)}
                title="Approval history"
              />
            </section>
            <section className="card day-total" aria-labelledby="day-total-title">
              <h3 id="day-total-title">Total Expense Details</h3>
              <DayMoneyLines
                money={{
                  fare: day.fare,
                  allowance: day.allownace,
                  bills: day.bills ?? 0,
                  sundry: day.sundry,
                  total: day.claimedTotal - day.sundry,
                }}
              />
              <dl className="money-lines">
                <MoneyLine term={t(DAY_MONEY_TEXTS.claimed)} value={day.claimedTotal} />
                {month?.previousLevel && (
                  <MoneyLine term={judgedLabel(t, month?.previousLevel)} value={day.totalSubmitted} />
                )}
              </dl>
            </section>
            <section className="card day-attachments" aria-labelledby="attachments-title">
              <div className="day-attachments__header">
                <h3 id="attachments-title">Attachments</h3>
              </div>
              {!attachments && <p className="muted">Loading the attachments...</p>}
              {attachments && bills.length === 0 && <p className="muted">No bills attached to this day.</p>}
              <ul className="attachment-list" aria-label="Attached bills">
                {bills.map((bill) => (
                  <li key={bill.expenseAttachmentId} className="attachment" data-testid="attachment">
                    <AttachmentButton bill={bill} onOpen={() => setViewing(bill)} />
                    <BillChecks bill={bill} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
      <div className="day-details__actions">
        <button type="button" className="button button--secondary" onClick={() => navigate(backTo)}>
          Back
        </button>
      </div>
      {viewing && (
        <ImageDialog
          title={`Bill ${viewing.invoiceNumber}`}
          src={viewing.imageBase64 ?? undefined}
          onClose={() => setViewing(undefined)}
        />
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
