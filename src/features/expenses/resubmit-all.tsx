// 'Resubmit all rejected days' on My Expense (issue 38): a month decided with rejected days sends
// them all back to the approvers at once, each with the one reply written here.
import { useId, useRef, useState } from 'react';
import type { TDayStanding } from '../../contract/approval-history';
import { MAX_REPLY_LENGTH } from '../../contract/day-returns';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useMutation } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { Modal } from '../../ui/modal';
import { DAY_TEXTS } from './day-details-texts';
import { resubmitDaysMutation } from './return-mutations';

const REOPENED = ['Rejected', 'Partially Approved'];

/** The month's days back with the employee: rejected in a month decided with rejected days. */
export function returnedDays(days: readonly TMyExpenseItem[], standings: ReadonlyMap<number, TDayStanding>) {
  return days.filter(
    (day) =>
      REOPENED.includes(day.status) && !day.isHoliday && standings.get(day.expenseDetailId)?.status === 'R',
  );
}

export function ResubmitAll({ days }: { days: TMyExpenseItem[] }) {
  const t = useText();
  const [isOpen, setIsOpen] = useState(false);
  if (days.length === 0) return null;
  return (
    <div className="notice-box resubmit-all">
      <p>{t(DAY_TEXTS.returnedDays({ days: days.length }))}</p>
      <button type="button" className="button button--primary" onClick={() => setIsOpen(true)}>
        {t(DAY_TEXTS.resubmitAll)}
      </button>
      {isOpen && <ResubmitAllDialog days={days} onClose={() => setIsOpen(false)} />}
    </div>
  );
}

function ResubmitAllDialog({ days, onClose }: { days: TMyExpenseItem[]; onClose: () => void }) {
  const t = useText();
  const titleId = useId();
  const replyId = useId();
  const replyRef = useRef<HTMLInputElement>(null);
  const [reply, setReply] = useState('');
  const resubmit = useMutation(resubmitDaysMutation);

  async function onResubmit() {
    const result = await resubmit.run({
      expenseId: (days[0] as TMyExpenseItem).expenseId,
      days: days.map((day) => ({ expenseDetailId: day.expenseDetailId, reply: reply.trim() })),
    });
    if (result.ok) onClose();
  }

  return (
    <Modal className="confirm-dialog" labelledBy={titleId} onEscape={onClose} initialFocusRef={replyRef}>
      <h2 id={titleId} className="confirm-dialog__title">
        {t(DAY_TEXTS.resubmitAllTitle({ days: days.length }))}
      </h2>
      <ul className="submit-dialog__list">
        {days.map((day) => (
          <li key={day.expenseDetailId}>{day.activityDateFormat}</li>
        ))}
      </ul>
      <p className="muted">{t(DAY_TEXTS.resubmitAllHint)}</p>
      <label htmlFor={replyId}>{t(DAY_TEXTS.replyForAll)}</label>
      <input
        ref={replyRef}
        id={replyId}
        type="text"
        className="input"
        maxLength={MAX_REPLY_LENGTH}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t(DAY_TEXTS.cancel)}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={reply.trim() === '' || resubmit.isPending}
          onClick={() => void onResubmit()}
        >
          {resubmit.isPending ? t(DAY_TEXTS.sending) : t(DAY_TEXTS.resubmit)}
        </button>
      </div>
    </Modal>
  );
}
