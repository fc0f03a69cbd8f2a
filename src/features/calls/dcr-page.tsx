// /dcr 'Daily Call Report': a day's calls (today, or an earlier day of the month), each with time,
// customer, type and city; 'Add call'; edit and delete while the month is open (issue 27).
import { useState } from 'react';
import type { TDcrCall } from '../../contract/calls';
import { showToast } from '../../lib/notices';
import { useOutboxItems } from '../../lib/outbox';
import { type StoredUserData, useUser } from '../../lib/session';
import { discard, retryNow } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate, monthOf, monthStart } from '../../pure/calendar';
import { formatListDateIn } from '../../pure/calendar-texts';
import { type CallRow, callRows, dayCallsQuery } from '../../shared/calls';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateField } from '../../ui/date-field';
import { PageHeader } from '../../ui/page-header';
import { CallDialog } from './call-dialog';
import { queueCallDelete } from './call-outbox';
import { CALLS_TEXTS, customerTypeText } from './calls-texts';
import { PlannedCustomers } from './planned-customers';
import './calls.css';

export default function DcrPage() {
  const user = useUser();
  if (!user) return null;
  return <DailyCallReport user={user} />;
}

function DailyCallReport({ user }: { user: StoredUserData }) {
  const t = useText();
  const language = useLanguage();
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
      showToast(CALLS_TEXTS.deleted);
    } catch (failure) {
      showToast((failure as Error).message, 'fail');
    }
  }

  return (
    <section className="page dcr">
      <PageHeader title={t(CALLS_TEXTS.title)} backTo="/home">
        {isOpen && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t(CALLS_TEXTS.addCall)}
          </button>
        )}
      </PageHeader>
      <div className="card dcr__day">
        <DateField
          id="dcr-date"
          label={t(CALLS_TEXTS.date)}
          value={date}
          onChange={(picked) => picked && setDate(picked)}
          hasCalendarButton
          // Last month too: it stays open until it is submitted, and the day's answer says so.
          minDate={monthStart(monthOf(today, -1))}
          maxDate={today}
        />
        <p className="muted" aria-live="polite">
          {t(
            CALLS_TEXTS.dayCalls({
              date: formatListDateIn(date, language),
              count: rows.length,
              where: isFromCache ? 'phone' : 'server',
              month: data && !data.isOpen ? 'submitted' : 'open',
            }),
          )}
        </p>
      </div>
      <PlannedCustomers planned={data?.planned ?? []} />
      {isLoading && !data && <p className="muted">{t(CALLS_TEXTS.loading)}</p>}
      {error && !data && <p className="error-text">{t(CALLS_TEXTS.failed)}</p>}
      {rows.length === 0 && !isLoading && <p className="empty-state">{t(CALLS_TEXTS.noCalls)}</p>}
      {rows.length > 0 && (
        <ul
          className="dcr__calls"
          aria-label={t(CALLS_TEXTS.callsOf({ date: formatListDateIn(date, language) }))}
        >
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
          title={t(CALLS_TEXTS.deleteTitle)}
          confirmText={t(CALLS_TEXTS.delete)}
          cancelText={t(CALLS_TEXTS.cancel)}
          onConfirm={() => void onDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          {t(CALLS_TEXTS.deleteQuestion({ name: deleting.customerName, time: deleting.time }))}
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
  const t = useText();
  const { pending } = row;
  return (
    <li className="card dcr__call">
      <span className="dcr__time">{row.time}</span>
      <span className="dcr__who">
        <strong className="dcr__name" translate="no">
          {row.customerName}
        </strong>
        <span className="muted">
          {t(customerTypeText(row.customerType))} · <span translate="no">{row.cityName}</span>
          {row.hasLocation ? t(CALLS_TEXTS.locationStamped) : ''}
        </span>
        {pending && (
          <span className={pending.state === 'failed' ? 'dcr__state dcr__state--failed' : 'dcr__state'}>
            {pending.state === 'failed'
              ? t(CALLS_TEXTS.failedUpload({ error: pending.error ?? '' }))
              : t(CALLS_TEXTS.waitingToUpload)}
          </span>
        )}
      </span>
      <span className="dcr__actions">
        {canChange && (
          <>
            <button type="button" className="button button--secondary" onClick={onEdit}>
              {t(CALLS_TEXTS.edit)}
              <span className="visually-hidden">{t(CALLS_TEXTS.theCallOn({ name: row.customerName }))}</span>
            </button>
            <button type="button" className="button button--secondary" onClick={onDelete}>
              {t(CALLS_TEXTS.delete)}
              <span className="visually-hidden">{t(CALLS_TEXTS.theCallOn({ name: row.customerName }))}</span>
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
              {t(CALLS_TEXTS.retryNow)}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void discard(pending.seq)}
            >
              {t(CALLS_TEXTS.discard)}
            </button>
          </>
        )}
      </span>
    </li>
  );
}
