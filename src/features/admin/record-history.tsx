// A record's audit entries (issue 24: 'shown on each record'): who changed what, when, from which
// value to which. Every list of administration offers it beside each record, as a 'History' button.
import { useState } from 'react';
import type { TAuditEntry, TAuditRecordKind } from '../../contract/admin/audit';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatDateTimeIn } from '../../pure/calendar-texts';
import { Dialog } from '../../ui/dialog';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
import { auditQuery } from './audit-queries';

export function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([name, value]) => `${name}: ${value === null || value === '' ? '—' : String(value)}`)
    .join(', ');
}

export function AuditTable({ entries, showRecord }: { entries: TAuditEntry[]; showRecord: boolean }) {
  const t = useText();
  const language = useLanguage();
  return (
    <AdminTable head={[A.when, A.who, ...(showRecord ? [A.recordColumn] : []), A.what, A.before, A.after]}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label={t(A.when)}>{formatDateTimeIn(entry.at, language)}</td>
          <td data-label={t(A.who)} translate="no">
            {entry.actorName}
          </td>
          {showRecord && (
            <td data-label={t(A.recordColumn)} translate="no">
              {entry.recordLabel}
            </td>
          )}
          <td data-label={t(A.what)} translate="no">
            {entry.action}
          </td>
          <td data-label={t(A.before)} translate="no">
            {describeValues(entry.oldValue)}
          </td>
          <td data-label={t(A.after)} translate="no">
            {describeValues(entry.newValue)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** A record, as its history is asked for: its kind, its ref (contract `auditRef`) and its name. */
export interface HistoryOf {
  recordKind: TAuditRecordKind;
  recordRef: string;
  label: string;
}

function RecordHistory({ recordKind, recordRef }: Omit<HistoryOf, 'label'>) {
  const t = useText();
  const { data: entries = [], isLoading, error } = useQuery(auditQuery, { recordKind, recordRef });
  if (error) return <p className="error-text">{error}</p>;
  if (isLoading && entries.length === 0) return <p className="muted">{t(A.loading)}</p>;
  if (entries.length === 0) return <p className="muted">{t(A.noChangesYet)}</p>;
  return <AuditTable entries={entries} showRecord={false} />;
}

/** 'History' beside a record; the dialog it opens lists the record's changes, newest first. */
export function HistoryButton({ record }: { record: HistoryOf }) {
  const t = useText();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {/* Read as 'History of Pune', seen as 'History': the name holds every word the eye reads. */}
        <span aria-hidden="true">{t(A.history)}</span>
        <span className="visually-hidden">{t(A.historyOf({ name: record.label }))}</span>
      </button>
      {isOpen && (
        <Dialog
          title={t(A.historyOf({ name: record.label }))}
          className="admin-history-dialog"
          onClose={() => setIsOpen(false)}
        >
          <RecordHistory recordKind={record.recordKind} recordRef={record.recordRef} />
        </Dialog>
      )}
    </>
  );
}
