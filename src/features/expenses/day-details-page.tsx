// /my-expense-details 'Expense Details': one day's route, its Total Expense Details, its
// attachments, Modify, Refresh and Save. /my-expense-details/{expenseDetailId} is the same day
// seen from an approval, without Refresh, Save or adding attachments (spec section 2); opened by
// an approver from /expense-details/{expenseId} it reads the day through the approval calls.
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { Notice } from '../../lib/notices';
import { isAnswered } from '../../lib/query-types';
import { useMutation } from '../../lib/server-mutation';
import { readSelectedExpenseDay, type StoredUserData, useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { ApprovalDay } from './approval-day';
import { DayAttachments } from './day-attachments';
import { DAY_TEXTS } from './day-details-texts';
import { DayReturn } from './day-return';
import { DaySummary } from './day-summary';
import { refreshDayMutation, saveDayMutation } from './expense-mutations';
import { attachmentsQuery, dayQuery, dayTotalQuery, type ExpenseDay } from './expense-queries';
import { ModifyRouteDialog } from './modify-route-dialog';
import { monthListPath } from './selected-day';
import './expenses.css';

/** Spec section 9: back to the list 1 second after a save; the Refresh message shows 3 seconds. */
export const SAVE_REDIRECT_MS = 1000;
export const REFRESH_MESSAGE_MS = 3000;

export default function DayDetailsPage() {
  const t = useText();
  const user = useUser();
  const { expenseDetailId } = useParams<{ expenseDetailId?: string }>();
  const fromApproval = readApprovalOrigin();
  const day = readSelectedExpenseDay();
  const isApprovalView = expenseDetailId !== undefined || fromApproval !== null;
  if (!user) return null;
  // An approver's view of a subordinate's day: the own-data calls would answer 403.
  if (expenseDetailId !== undefined && fromApproval !== null) {
    return <ApprovalDay expenseId={fromApproval} expenseDetailId={Number(expenseDetailId)} />;
  }
  if (!day || (expenseDetailId !== undefined && String(day.expenseDetailId) !== expenseDetailId)) {
    return (
      <section className="page">
        <PageHeader title={t(DAY_TEXTS.title)} backTo="/my-expense" />
        <p className="empty-state">{t(DAY_TEXTS.chooseDay)}</p>
      </section>
    );
  }
  const backTo = fromApproval !== null ? `/expense-details/${fromApproval}` : monthListPath(day.activityDate);
  return <DayDetails user={user} day={day} isApprovalView={isApprovalView} backTo={backTo} />;
}

/** The expense claim an approver came from (history state fromExpenseId), if any. */
function readApprovalOrigin(): number | null {
  const value = (history.state as { fromExpenseId?: unknown } | null)?.fromExpenseId;
  return typeof value === 'number' ? value : null;
}

interface DayDetailsProps {
  user: StoredUserData;
  day: ExpenseDay;
  isApprovalView: boolean;
  backTo: string;
}

function DayDetails({ user, day, isApprovalView, backTo }: DayDetailsProps) {
  const t = useText();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const dayView = useQuery(dayQuery, day);
  const { data, error } = dayView;
  const totalsQuery = useQuery(dayTotalQuery, day);
  const totals = totalsQuery.data;
  // The day, its totals and its bills appear together, and the actions with them: three answers
  // arriving one by one pushed the actions down three times (CLS 0.118 on a phone, issue 26).
  const attachments = useQuery(attachmentsQuery, day);
  const isShown = isAnswered(dayView) && isAnswered(totalsQuery) && isAnswered(attachments);
  const refresh = useMutation(refreshDayMutation);
  const save = useMutation(saveDayMutation);
  const [isModifying, setIsModifying] = useState(false);
  const [message, setMessage] = useState<Notice>();
  const isBusy = refresh.isPending || save.isPending;

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), REFRESH_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const line = data?.line;
  const isOpen = line?.status === 'Unsubmitted' && line.isHoliday === 0;
  // A rejected day back with the employee (issue 38): its route and bills change, then it is resubmitted.
  const rejection = isApprovalView ? null : (data?.rejection ?? null);

  async function onRefresh() {
    const result = await refresh.run(day);
    if (result.notice) setMessage(result.notice);
  }

  async function onSave() {
    if (!totals) return;
    const result = await save.run({ day, total: totals.total });
    if (result.ok) setTimeout(() => navigate(backTo), SAVE_REDIRECT_MS);
  }

  return (
    <section className="page day-details">
      <PageHeader title={t(DAY_TEXTS.title)} backTo={backTo}>
        {line?.expenseModifyEnable === 1 && !isApprovalView && (
          <button type="button" className="button button--secondary" onClick={() => setIsModifying(true)}>
            {t(DAY_TEXTS.modify)}
          </button>
        )}
        {!isApprovalView && isOpen && (
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void onRefresh()}
          >
            {t(DAY_TEXTS.refresh)}
          </button>
        )}
      </PageHeader>
      <h2 className="day-details__date">{formatListDateIn(day.activityDate, language)}</h2>
      <InlineNotice notice={message} isBoxed />
      {!isShown && (
        <div className="page-loading" role="status" aria-label={t(DAY_TEXTS.loading)}>
          <span className="spinner" />
        </div>
      )}
      {isShown && error && !data && <p className="error-text">{error}</p>}
      {isShown && line && rejection && <DayReturn day={day} rejection={rejection} />}
      {isShown && line && (
        <div className="day-details__grid">
          <DaySummary
            line={line}
            legs={data?.legs ?? []}
            history={data?.history ?? []}
            returns={data?.returns ?? []}
            totals={totals}
          />
          <DayAttachments day={day} canChange={(isOpen || rejection !== null) && !isApprovalView} />
        </div>
      )}
      {isShown && (
        <div className="day-details__actions">
          <button type="button" className="button button--secondary" onClick={() => navigate(backTo)}>
            {t(DAY_TEXTS.back)}
          </button>
          {!isApprovalView && isOpen && (
            <button
              type="button"
              className="button button--primary"
              disabled={isBusy || !totals}
              onClick={() => void onSave()}
            >
              {t(DAY_TEXTS.save)}
            </button>
          )}
        </div>
      )}
      {isModifying && line && (
        <ModifyRouteDialog
          user={user}
          day={day}
          line={line}
          legs={data?.legs ?? []}
          onClose={() => setIsModifying(false)}
        />
      )}
    </section>
  );
}
