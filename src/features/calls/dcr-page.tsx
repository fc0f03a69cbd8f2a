// /dcr 'Daily Call Report': a day's calls (today, or an earlier day of the month), each with time,
// customer, type and city; 'Add call'; edit and delete while the month is open (issue 27).
import { useState } from 'react';
import { CALL_TEXTS, type TDcrCall } from '../../contract/calls';
import { showToast } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import { type StoredUserData, useUser } from '../../lib/session';
import { discard, retryNow } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { businessDate, formatListDate, monthOf, monthStart } from '../../pure/calendar';
import { type CallRow, callRows, dayCallsQuery } from '../../shared/calls';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { PageHeader } from '../../ui/page-header';
import { CallDialog } from './call-dialog';
import { queueCallDelete } from './call-outbox';
import { PlannedCustomers } from './planned-customers';
import './calls.css';
import { plural } from '../../pure/plural';

export default function DcrPage() {
  const user = useUser();
  if (!user) return null;
  return <DailyCallReport user={user} />;
}

function DailyCallReport({ user }: { user: StoredUserData }) {
  const today = businessDate();
  const [date, setDate] = useState(today);
  const { data, isLoading, error, isFromCache, requestedAt } = useQuery(dayCallsQuery, date);
  const items = useOutboxItems(user.employeeId, { includeDone: true });
  const [editing, setEditing] = useState<TDcrCall | 'new'>();
  const [deleting, setDeleting] = useState<TDcrCall>();
  const rows = callRows(data?.calls ?? [], items ?? [], date, requestedAt);
  // Offline with no copy of the day: calls may still be added; the server decides when they arrive.
  const isOpen = data?.isOpen ?? true;

  async function onDelete(call: TDcrCall) {
    setDeleting(undefined);
    try {
      await queueCallDelete(user, call);
      showToast(CALL_TEXTS.deleted);
    } catch (failure) {
      showToast((failure as Error).message, 'fail');
    }
  }

  return (
    <section className="page dcr">
      <PageHeader title={CALL_TEXTS.title} backTo="/home">
        {isOpen && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {CALL_TEXTS.addCall}
          </button>
        )}
      </PageHeader>
      <div className="card dcr__day">
        <DateField
          id="dcr-date"
          label="Date"
          value={date}
          onChange={(picked) => picked && setDate(picked)}
          hasCalendarButton
          // Last month too: it stays open until it is submitted, and the day's answer says so.
          minDate={monthStart(monthOf(today, -1))}
          maxDate={today}
        />
        <p className="muted" aria-live="polite">
          {formatListDate(date)}: {plural(rows.length, 'call', 'calls')}
          {isFromCache ? ' (saved on this phone)' : ''}
          {data && !data.isOpen ? '. This month was submitted: its calls can no longer change.' : ''}
        </p>
      </div>
      <PlannedCustomers planned={data?.planned ?? []} />
      {isLoading && !data && <p className="muted">Loading the calls...</p>}
      {error && !data && <p className="error-text">{error}</p>}
      {rows.length === 0 && !isLoading && <p className="empty-state">{CALL_TEXTS.noCalls}</p>}
      {rows.length > 0 && (
        <ul className="dcr__calls" aria-label={`Calls of ${formatListDate(date)}`}>
          {rows.map((row) => (
            <CallItem
              key={row.key}
              row={row}
              canChange={isOpen && row.call !== undefined && !row.pending}
              onEdit={() => setEditing(row.call)}
              onDelete={() => setDeleting(row.call)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <CallDialog
          user={user}
          date={date}
          call={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete call"
          confirmText="Delete"
          onConfirm={() => void onDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          Delete the call on {deleting.customerName} at {deleting.time}?
        </ConfirmDialog>
      )}
    </section>
  );
}

function CallItem({
  row,
  canChange,
  onEdit,
  onDelete,
}: {
  row: CallRow;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { pending } = row;
  return (
    <li className="card dcr__call">
      <span className="dcr__time">{row.time}</span>
      <span className="dcr__who">
        <strong className="dcr__name">{row.customerName}</strong>
        <span className="muted">
          {row.customerType} · {row.cityName}
          {row.hasLocation ? ' · Location stamped' : ''}
        </span>
        {pending && (
          <span className={pending.state === 'failed' ? 'dcr__state dcr__state--failed' : 'dcr__state'}>
            {pending.state === 'failed' ? `Failed: ${pending.error ?? ''}` : 'Waiting to upload'}
          </span>
        )}
      </span>
      <span className="dcr__actions">
        {canChange && (
          <>
            <button type="button" className="button button--secondary" onClick={onEdit}>
              Edit<span className="visually-hidden"> the call on {row.customerName}</span>
            </button>
            <button type="button" className="button button--secondary" onClick={onDelete}>
              Delete<span className="visually-hidden"> the call on {row.customerName}</span>
            </button>
          </>
        )}
        {pending?.state === 'failed' && (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void retryNow(pending.seq)}
            >
              Retry now
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void discard(pending.seq)}
            >
              Discard
            </button>
          </>
        )}
      </span>
    </li>
  );
}
