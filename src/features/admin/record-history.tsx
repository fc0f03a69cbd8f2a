// A record's audit entries (issue 24): who changed what, when, from which value to which.
import type { TAuditEntry, TAuditRecordKind } from '../../contract/admin';
import { useQuery } from '../../lib/server-store';
import { auditQuery } from './admin-queries';

export function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([name, value]) => `${name}: ${value === null || value === '' ? '—' : String(value)}`)
    .join(', ');
}

export function formatWhen(at: string): string {
  return new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

export function AuditTable({ entries, showRecord }: { entries: TAuditEntry[]; showRecord: boolean }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            {showRecord && <th scope="col">Record</th>}
            <th scope="col">What</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{formatWhen(entry.at)}</td>
              <td data-label="Who">{entry.actorName}</td>
              {showRecord && <td data-label="Record">{entry.recordLabel}</td>}
              <td data-label="What">{entry.action}</td>
              <td data-label="Before">{describeValues(entry.oldValue)}</td>
              <td data-label="After">{describeValues(entry.newValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RecordHistory({
  recordKind,
  recordKey,
}: {
  recordKind: TAuditRecordKind;
  recordKey: string;
}) {
  const { data: entries = [], isLoading, error } = useQuery(auditQuery, { recordKind, recordKey });
  if (error) return <p className="error-text">{error}</p>;
  if (isLoading && entries.length === 0) return <p className="muted">Loading...</p>;
  if (entries.length === 0) return <p className="muted">No changes recorded yet.</p>;
  return <AuditTable entries={entries} showRecord={false} />;
}
