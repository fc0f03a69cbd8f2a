// /admin/audit: every change, newest first, filtered by kind of record, record and person (issue 24).
import { useState } from 'react';
import { AUDIT_RECORD_KINDS, type TAuditRecordKind } from '../../contract/admin/audit';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_TEXTS as T } from './admin-texts';
import { auditQuery } from './audit-queries';
import { employeesQuery } from './employees-queries';
import { AuditTable } from './record-history';
import { TextField } from './text-field';
import './admin.css';

const KIND_LABELS: Record<TAuditRecordKind, Text> = {
  employee: T.kindEmployee,
  territory: T.kindTerritory,
  city: T.kindCity,
  distance: T.kindDistance,
  fareRate: T.kindFareRate,
  allowance: T.kindAllowance,
  holiday: T.kindHoliday,
  expenseType: T.kindExpenseType,
  customer: T.kindCustomer,
  limit: T.kindLimit,
  einvoiceKey: T.kindEinvoiceKey,
};

export default function AuditPage() {
  const t = useText();
  const [recordKind, setRecordKind] = useState<TAuditRecordKind | ''>('');
  const [recordKey, setRecordKey] = useState('');
  const [actorId, setActorId] = useState('');
  const people = useQuery(employeesQuery, { search: '', includeInactive: true });
  const {
    data: entries = [],
    isLoading,
    error,
  } = useQuery(auditQuery, {
    recordKind: recordKind || undefined,
    recordKey: recordKey.trim() || undefined,
    actorId: actorId ? Number(actorId) : undefined,
  });
  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.audit)}</h2>
      <div className="admin-toolbar">
        <SelectField
          id="audit-kind"
          label={t(T.kindOfRecord)}
          value={recordKind}
          onChange={(value) => setRecordKind(value as TAuditRecordKind | '')}
          placeholder={t(T.all)}
          options={AUDIT_RECORD_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
        />
        <TextField id="audit-record" label={t(T.recordFilter)} value={recordKey} onChange={setRecordKey} />
        <SelectField
          id="audit-actor"
          label={t(T.changedBy)}
          value={actorId}
          onChange={setActorId}
          placeholder={t(T.anyone)}
          options={(people.data ?? [])
            .filter((person) => person.isAdmin)
            .map((person) => ({ value: person.employeeId, label: person.employeeName }))}
        />
      </div>
      {error && <p className="error-text">{t(T.failed)}</p>}
      {isLoading && entries.length === 0 && <p className="muted">{t(T.loading)}</p>}
      {!isLoading && !error && entries.length === 0 && <p className="centred-message">{t(T.noChanges)}</p>}
      {entries.length > 0 && <AuditTable entries={entries} showRecord />}
    </section>
  );
}
