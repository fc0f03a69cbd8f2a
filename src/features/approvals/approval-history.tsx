// Earlier decisions on a journey or a day (who, when, level, status, deduction, reason), so a later
// approver sees what came before.
import type { TApprovalHistory } from '../../contract/approvals';
import { formatListDate, formatRupees } from '../../lib/format';

export function ApprovalHistory({ entries, subject }: { entries: TApprovalHistory[]; subject: string }) {
  if (entries.length === 0) return null;
  return (
    <section className="approval-history" aria-label={`Earlier decisions on ${subject}`}>
      <h3>Earlier decisions</h3>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.levelId}-${entry.actedAt}`}>
            Level {entry.levelId}: {entry.status === 'A' ? 'Approved' : 'Rejected'} by {entry.approverName} on{' '}
            {formatListDate(entry.actedAt.slice(0, 10))}
            {entry.deduction > 0 ? `, deduction ${formatRupees(entry.deduction)}` : ''}
            {entry.reason ? ` (${entry.reason})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
