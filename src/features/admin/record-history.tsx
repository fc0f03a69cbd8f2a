// A record's audit entries (issue 24: 'shown on each record'): who changed what, when, from which
// value to which. Every list of administration offers it beside each record, as a 'History' button.
import { useState } from 'react';
import type { TAuditEntry, TAuditRecordKind } from '../../contract/admin/audit';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatDateTimeIn } from '../../pure/calendar-texts';
import type { Text } from '../../pure/texts';
import { Dialog } from '../../ui/dialog';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as T } from './admin-texts';
import { auditQuery } from './audit-queries';

export function describeValues(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([name, value]) => `${name}: ${value === null || value === '' ? '—' : String(value)}`)
    .join(', ');
}

/** The server's actions (server/domains/admin/audit/records.ts) in the reader's words. */
const ACTIONS: Record<string, Text> = {
  created: T.created,
  changed: T.changed,
  deactivated: T.deactivated,
  activated: T.activated,
  'password reset': T.passwordReset,
  removed: T.removed,
  imported: T.imported,
};

export function AuditTable({ entries, showRecord }: { entries: TAuditEntry[]; showRecord: boolean }) {
  const t = useText();
  const language = useLanguage();
  const when = t(T.when);
  const who = t(T.who);
  const record = t(T.record);
  const what = t(T.what);
  const before = t(T.before);
  const after = t(T.after);
  return (
    <AdminTable head={[when, who, ...(showRecord ? [record] : []), what, before, after]}>
      {entries.map((entry) => {
        const action = ACTIONS[entry.action];
        return (
          <tr key={entry.id}>
            <td data-label={when}>{formatDateTimeIn(entry.at, language)}</td>
            <td data-label={who} translate="no">
              {entry.actorName}
            </td>
            {showRecord && (
              <td data-label={record} translate="no">
                {entry.recordLabel}
              </td>
            )}
            <td data-label={what} translate={action ? undefined : 'no'}>
              {action ? t(action) : entry.action}
            </td>
            {/* The record's own fields and values, as stored: data, not words of the app. */}
            <td data-label={before} translate="no">
              {describeValues(entry.oldValue)}
            </td>
            <td data-label={after} translate="no">
              {describeValues(entry.newValue)}
            </td>
          </tr>
        );
      })}
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
  if (error) return <p className="error-text">{t(T.failed)}</p>;
  if (isLoading && entries.length === 0) return <p className="muted">{t(T.loading)}</p>;
  if (entries.length === 0) return <p className="muted">{t(T.noChangesYet)}</p>;
  return <AuditTable entries={entries} showRecord={false} />;
}

/** 'History' beside a record; the dialog it opens lists the record's changes, newest first. */
export function HistoryButton({ record }: { record: HistoryOf }) {
  const t = useText();
  const [isOpen, setIsOpen] = useState(false);
  const title = t(T.historyOf({ name: record.label }));
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-label={title}
        onClick={() => setIsOpen(true)}
      >
        {t(T.history)}
      </button>
      {isOpen && (
        <Dialog title={title} className="admin-history-dialog" onClose={() => setIsOpen(false)}>
          <RecordHistory recordKind={record.recordKind} recordRef={record.recordRef} />
        </Dialog>
      )}
    </>
  );
}
