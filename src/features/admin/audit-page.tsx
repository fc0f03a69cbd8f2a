// /admin/audit: every change, newest first, filtered by kind of record, record and person (issue 24).
import { useState } from 'react';
import { AUDIT_RECORD_KINDS, type TAuditRecordKind } from '../../contract/admin/audit';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { ADMIN_TEXTS as A } from './admin-texts';
import { auditQuery } from './audit-queries';
import { employeesQuery } from './employees-queries';
import { AuditTable } from './record-history';
import { TextField } from './text-field';
import './admin.css';

const KIND_LABELS: Record<TAuditRecordKind, Text> = {
  employee: A.kindEmployee,
  territory: A.kindTerritory,
  city: A.kindCity,
  distance: A.kindDistance,
  fareRate: A.kindFareRate,
  allowance: A.kindAllowance,
  holiday: A.kindHoliday,
  expenseType: A.kindExpenseType,
  customer: A.kindCustomer,
  limit: A.kindLimit,
  einvoiceKey: A.kindEinvoiceKey,
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
      <PageHeader title={t(A.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(A.audit)}</h2>
      <div className="admin-toolbar">
        <SelectField
          id="audit-kind"
          label={t(A.kindOfRecord)}
          value={recordKind}
          onChange={(value) => setRecordKind(value as TAuditRecordKind | '')}
          placeholder={t(A.all)}
          options={AUDIT_RECORD_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
        />
        <TextField id="audit-record" label={t(A.record)} value={recordKey} onChange={setRecordKey} />
        <SelectField
          id="audit-actor"
          label={t(A.changedBy)}
          value={actorId}
          onChange={setActorId}
          placeholder={t(A.anyone)}
          options={(people.data ?? [])
            .filter((person) => person.isAdmin)
            .map((person) => ({ value: person.employeeId, label: person.employeeName }))}
        />
      </div>
      {error && <p className="error-text">{error}</p>}
      {isLoading && entries.length === 0 && <p className="muted">{t(A.loading)}</p>}
      {!isLoading && !error && entries.length === 0 && <p className="centred-message">{t(A.noChanges)}</p>}
      {entries.length > 0 && <AuditTable entries={entries} showRecord />}
    </section>
  );
}
