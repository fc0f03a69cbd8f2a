// A rejected day back with its employee (issue 38): who rejected it and why, and a one-line reply
// that goes with the day when it is resubmitted. Changing the route (Modify) and the bills stays on
// the day's page around it.
import { type FormEvent, useId, useState } from 'react';
import { MAX_REPLY_LENGTH, type TDayRejection } from '../../contract/day-returns';
import { useMutation } from '../../lib/server-mutation';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { DAY_TEXTS } from './day-details-texts';
import type { ExpenseDay } from './expense-queries';
import { resubmitDaysMutation } from './return-mutations';

export function DayReturn({ day, rejection }: { day: ExpenseDay; rejection: TDayRejection }) {
  const t = useText();
  const language = useLanguage();
  const titleId = useId();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const resubmit = useMutation(resubmitDaysMutation);

  async function onResubmit(event: FormEvent) {
    event.preventDefault();
    await resubmit.run({
      expenseId: day.expenseId,
      days: [{ expenseDetailId: day.expenseDetailId, reply: reply.trim() }],
    });
  }

  return (
    <section className="card day-return" aria-labelledby={titleId} data-testid="day-return">
      <h3 id={titleId}>{t(DAY_TEXTS.returnedTitle)}</h3>
      <p>
        {t(
          DAY_TEXTS.rejectedBy({
            approver: rejection.approverName,
            level: rejection.levelId,
            date: formatListDateIn(rejection.rejectedAt.slice(0, 10), language),
          }),
        )}
      </p>
      <p className="day-return__reason">
        <strong>{t(DAY_TEXTS.reason)}:</strong> “{rejection.reason}”
      </p>
      <p className="muted">{t(DAY_TEXTS.returnedHint)}</p>
      <form className="day-return__form" onSubmit={(event) => void onResubmit(event)}>
        <label htmlFor={replyId}>{t(DAY_TEXTS.replyLabel({ approver: rejection.approverName }))}</label>
        <input
          id={replyId}
          type="text"
          className="input"
          maxLength={MAX_REPLY_LENGTH}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={reply.trim() === '' || resubmit.isPending}
        >
          {resubmit.isPending ? t(DAY_TEXTS.sending) : t(DAY_TEXTS.resubmitDay)}
        </button>
      </form>
    </section>
  );
}
