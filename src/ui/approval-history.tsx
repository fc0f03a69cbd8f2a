// The approvers' decisions on a journey or a day (who, when, level, status, deduction, reason):
// the employee sees them on their own screens and a later approver before deciding.
import type { TApprovalHistory } from '../contract/approval-history';
import { formatListDate } from '../pure/calendar';
import { formatRupees } from '../pure/money';
import { ForLabel } from './for-label';

export function ApprovalHistory({
  entries,
  subject,
  title = 'Earlier decisions',
}: {
  entries: TApprovalHistory[];
  subject: string;
  title?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="approval-history" aria-label={`${title} on ${subject}`}>
      <h3>{title}</h3>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.levelId}-${entry.actedAt}`}>
            Level {entry.levelId}: {entry.status === 'A' ? 'Approved' : 'Rejected'} by {entry.approverName}
            <ForLabel name={entry.forName} /> on {formatListDate(entry.actedAt.slice(0, 10))}
            {entry.deduction > 0 ? `, deduction ${formatRupees(entry.deduction)}` : ''}
            {entry.reason ? ` (${entry.reason})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
