// A rejected day's rounds back to its employee (issue 38): the approvers see the reply and what
// changed since they rejected the day; both sides see every round in the day's history.
import type { TDayReturnRound, TDayState } from '../contract/day-returns';
import { useText } from '../lib/use-text';
import { formatListDate } from '../pure/calendar';
import { formatRupees } from '../pure/money';
import { ROUND_TEXTS } from './return-rounds-texts';
import './return-rounds.css';

type Say = ReturnType<typeof useText>;

/** The round the approvers judge now: the reply, and the day when rejected beside the day resubmitted. */
export function ResubmissionChange({ round }: { round: TDayReturnRound }) {
  const t = useText();
  if (!round.after || round.reply === null) return null;
  const { before, after } = round;
  const rows = [
    { term: t(ROUND_TEXTS.route), was: before.route, now: after.route },
    { term: t(ROUND_TEXTS.total), was: formatRupees(before.total), now: formatRupees(after.total) },
    { term: t(ROUND_TEXTS.bills), was: billsOf(before, t), now: billsOf(after, t) },
  ];
  return (
    <section className="resubmission" aria-label={t(ROUND_TEXTS.changedTitle)} data-testid="resubmission">
      <h4>{t(ROUND_TEXTS.changedTitle)}</h4>
      <p>
        <strong>{t(ROUND_TEXTS.reply)}:</strong> “{round.reply}”
      </p>
      <table className="resubmission__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(ROUND_TEXTS.route)}</span>
            </th>
            <th scope="col">{t(ROUND_TEXTS.whenRejected)}</th>
            <th scope="col">{t(ROUND_TEXTS.resubmitted)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.term} className={row.was === row.now ? undefined : 'resubmission__changed'}>
              <th scope="row">{row.term}</th>
              <td>{row.was}</td>
              <td>
                {row.now}{' '}
                <span className="muted">
                  ({t(row.was === row.now ? ROUND_TEXTS.unchanged : ROUND_TEXTS.changed)})
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every round of the day, oldest first: when it came back, and how it was resubmitted. */
export function ReturnRounds({ rounds, subject }: { rounds: TDayReturnRound[]; subject: string }) {
  const t = useText();
  if (rounds.length === 0) return null;
  return (
    <section className="approval-history" aria-label={t(ROUND_TEXTS.roundsOn({ subject }))}>
      <h3>{t(ROUND_TEXTS.roundsTitle)}</h3>
      <ol>
        {rounds.map((round) => (
          <li key={round.returnedAt}>
            {t(
              ROUND_TEXTS.returnedOn({
                date: formatListDate(round.returnedAt.slice(0, 10)),
                route: round.before.route,
                total: formatRupees(round.before.total),
              }),
            )}{' '}
            {round.after && round.resubmittedAt && round.reply !== null
              ? t(
                  ROUND_TEXTS.resubmittedOn({
                    date: formatListDate(round.resubmittedAt.slice(0, 10)),
                    route: round.after.route,
                    total: formatRupees(round.after.total),
                    reply: round.reply,
                  }),
                )
              : t(ROUND_TEXTS.waiting)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function billsOf(state: TDayState, t: Say): string {
  if (!state.bills) return t(ROUND_TEXTS.noBills);
  return t(ROUND_TEXTS.billsOf({ bills: state.bills, amount: formatRupees(state.billsTotal) }));
}
