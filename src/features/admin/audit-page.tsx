// /admin/audit: every change, newest first, filtered by kind of record, record and person (issue 24).
import { useState } from 'react';
import { AUDIT_RECORD_KINDS, type TAuditRecordKind } from '../../contract/admin/audit';
import { useQuery } from '../../lib/use-query';
import { SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { auditQuery } from './audit-queries';
import { employeesQuery } from './employees-queries';
import { AuditTable } from './record-history';
import { TextField } from './text-field';
import './admin.css';

const KIND_LABELS: Record<TAuditRecordKind, string> = {
  employee: 'Employee',
  territory: 'Territory',
  city: 'City',
  distance: 'Distance',
  fareRate: 'Fare rate',
  allowance: 'Daily allowance',
  holiday: 'Holiday',
  expenseType: 'Expense type',
  customer: 'Customer',
  limit: 'Limit',
  einvoiceKey: 'E-invoice key',
};

export default function AuditPage() {
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
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Audit log</h2>
      <div className="admin-toolbar">
        <SelectField
          id="audit-kind"
          label="Kind of record"
          value={recordKind}
          onChange={(value) => setRecordKind(value as TAuditRecordKind | '')}
          placeholder="All"
          options={AUDIT_RECORD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        />
        <TextField
          id="audit-record"
          label="Record (code, name or date)"
          value={recordKey}
          onChange={setRecordKey}
        />
        <SelectField
          id="audit-actor"
          label="Changed by"
          value={actorId}
          onChange={setActorId}
          placeholder="Anyone"
          options={(people.data ?? [])
            .filter((person) => person.isAdmin)
            .map((person) => ({ value: person.employeeId, label: person.employeeName }))}
        />
      </div>
      {error && <p className="error-text">{error}</p>}
      {isLoading && entries.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && entries.length === 0 && (
        <p className="centred-message">No changes recorded.</p>
      )}
      {entries.length > 0 && <AuditTable entries={entries} showRecord />}
    </section>
  );
}
