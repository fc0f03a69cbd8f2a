// The approvers' decisions on a journey or a day (who, when, level, status, deduction, reason):
// the employee sees them on their own screens and a later approver before deciding.
import type { TApprovalHistory } from '../contract/approval-history';
import { AWAY_TEXTS } from '../contract/away-texts';
import { useLanguage, useText } from '../lib/use-text';
import { formatListDateIn } from '../pure/calendar-texts';
import { formatRupees } from '../pure/money';
import type { Text } from '../pure/texts';
import { UI_TEXTS as T } from './ui-texts';

export function ApprovalHistory({
  entries,
  subject,
  title = T.earlierDecisions,
}: {
  entries: TApprovalHistory[];
  subject: string;
  title?: Text | string;
}) {
  const t = useText();
  const language = useLanguage();
  if (entries.length === 0) return null;
  return (
    <section className="approval-history" aria-label={t(T.decisionsOn({ title: t(title), subject }))}>
      <h3>{t(title)}</h3>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.levelId}-${entry.actedAt}`}>
            {t(
              T.decisionLine({
                level: entry.levelId,
                decision: t(entry.status === 'A' ? T.decisionApproved : T.decisionRejected),
                name: entry.forName
                  ? t(AWAY_TEXTS.byFor({ name: entry.approverName, forName: entry.forName }))
                  : entry.approverName,
                date: formatListDateIn(entry.actedAt.slice(0, 10), language),
              }),
            )}
            {entry.deduction > 0 ? t(T.withDeduction({ amount: formatRupees(entry.deduction) })) : ''}
            {entry.reason ? ` (${entry.reason})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
