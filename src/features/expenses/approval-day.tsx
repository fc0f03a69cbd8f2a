// /my-expense-details/{expenseDetailId} opened by an approver from /expense-details/{expenseId}:
// the subordinate's day, read through the approval calls, with no Refresh, Save or add menu.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ResponseOf } from '../../contract/call';
import type { expenseApprovalAttachment } from '../../contract/expense-approvals';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { claimMonthIn, formatListDateIn } from '../../pure/calendar-texts';
import { DayMoneyLines, judgedLabel, MoneyLine, routeOf } from '../../shared/day-money';
import { DAY_MONEY_TEXTS } from '../../shared/day-money-texts';
import { ApprovalHistory } from '../../ui/approval-history';
import { BillChecks } from '../../ui/bill-checks';
import { ImageDialog } from '../../ui/image-dialog';
import { PageHeader } from '../../ui/page-header';
import { ResubmissionChange, ReturnRounds } from '../../ui/return-rounds';
import { AttachmentButton } from './day-attachments';
import { DAY_TEXTS } from './day-details-texts';
import { Fact, PERIOD_WORDS } from './day-summary';
import { approvalAttachmentsQuery, approvalMonthQuery } from './expense-queries';

type Attachment = ResponseOf<typeof expenseApprovalAttachment>['attachments'][number];

const STATUS_WORDS = { U: DAY_TEXTS.judgedU, A: DAY_TEXTS.judgedA, R: DAY_TEXTS.judgedR } as const;

export function ApprovalDay({ expenseId, expenseDetailId }: { expenseId: number; expenseDetailId: number }) {
  const t = useText();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: month, isLoading, error } = useQuery(approvalMonthQuery, expenseId);
  const attachments = useQuery(approvalAttachmentsQuery, expenseId).data;
  const [viewing, setViewing] = useState<Attachment>();
  const backTo = `/expense-details/${expenseId}`;

  const day = month?.expenseDetails.find((line) => line.expenseDetailId === expenseDetailId);
  const bills = attachments?.filter((bill) => bill.expenseDetailId === expenseDetailId) ?? [];
  const period = day ? PERIOD_WORDS[day.halfDay] : undefined;
  const resubmitted = day?.returns?.find((round) => round.inThisRound);

  return (
    <section className="page day-details">
      <PageHeader title={t(DAY_TEXTS.title)} backTo={backTo} />
      {month && (
        <p className="muted">
          {month.employeeName} · {claimMonthIn(month.monthYear, language)}
        </p>
      )}
      {isLoading && !month && (
        <div className="page-loading" role="status" aria-label={t(DAY_TEXTS.loading)}>
          <span className="spinner" />
        </div>
      )}
      {error && !month && <p className="error-text">{error}</p>}
      {month && !day && <p className="empty-state">{t(DAY_TEXTS.notInClaim)}</p>}
      {day && (
        <>
          <h2 className="day-details__date">{formatListDateIn(day.date, language)}</h2>
          {resubmitted && <ResubmissionChange round={resubmitted} />}
          <div className="day-details__grid">
            <section className="card day-route" aria-label={t(DAY_TEXTS.route)}>
              <dl className="facts">
                <Fact term={t(DAY_TEXTS.activity)} value={day.activity || '-'} isData />
                <Fact term={t(DAY_TEXTS.route)} value={routeOf(day, day.fromTown, day.toTown)} isData />
                <Fact term={t(DAY_TEXTS.category)} value={day.stationType || '-'} isData />
                <Fact term={t(DAY_TEXTS.distance)} value={t(DAY_TEXTS.kilometres({ km: day.distance }))} />
                <Fact term={t(DAY_TEXTS.period)} value={period ? t(period) : ''} />
                <Fact term={t(DAY_TEXTS.status)} value={t(STATUS_WORDS[day.status])} />
              </dl>
              <ApprovalHistory
                entries={day.history}
                subject={formatListDateIn(day.date, language)}
                title={t(DAY_TEXTS.approvalHistory)}
              />
              <ReturnRounds rounds={day.returns ?? []} subject={formatListDateIn(day.date, language)} />
            </section>
            <section className="card day-total" aria-labelledby="day-total-title">
              <h3 id="day-total-title">{t(DAY_TEXTS.totalTitle)}</h3>
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
                <h3 id="attachments-title">{t(DAY_TEXTS.attachments)}</h3>
              </div>
              {!attachments && <p className="muted">{t(DAY_TEXTS.loadingAttachments)}</p>}
              {attachments && bills.length === 0 && <p className="muted">{t(DAY_TEXTS.noBills)}</p>}
              <ul className="attachment-list" aria-label={t(DAY_TEXTS.attachedBills)}>
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
          {t(DAY_TEXTS.back)}
        </button>
      </div>
      {viewing && (
        <ImageDialog
          title={t(DAY_TEXTS.billTitle({ number: viewing.invoiceNumber }))}
          src={viewing.imageBase64 ?? undefined}
          onClose={() => setViewing(undefined)}
        />
      )}
    </section>
  );
}
