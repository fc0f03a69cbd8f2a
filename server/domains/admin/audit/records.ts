// How the audit log names each kind of record (issue 24), once for the forms and the CSV import
// alike, so a record's history holds every change to it whichever way it was made: its ref (what
// never changes: ids, a date), its key (what it is called now: a code, a name) and its label.
import { auditRef, type TAuditRecordKind } from '../../../../src/contract/admin/audit';

export interface AuditRecord {
  recordKind: TAuditRecordKind;
  recordRef: string;
  recordKey: string;
  recordLabel: string;
}

/** A change to a record, named as below. */
export interface AuditChange extends AuditRecord {
  companyId: number;
  actorId: number;
  action: 'created' | 'changed' | 'deactivated' | 'activated' | 'password reset' | 'removed' | 'imported';
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
}

export function employeeRecord(employee: { id: number; code: string; name: string }): AuditRecord {
  return {
    recordKind: 'employee',
    recordRef: auditRef.row(employee.id),
    recordKey: employee.code,
    recordLabel: employee.name,
  };
}

export function territoryRecord(territory: { id: number; name: string }): AuditRecord {
  return {
    recordKind: 'territory',
    recordRef: auditRef.row(territory.id),
    recordKey: territory.name,
    recordLabel: territory.name,
  };
}

export function cityRecord(city: { id: number; name: string; territory: string }): AuditRecord {
  return {
    recordKind: 'city',
    recordRef: auditRef.row(city.id),
    recordKey: city.name,
    recordLabel: `${city.name} (${city.territory})`,
  };
}

/** One figure for both directions: the pair is named in the order of its ids, as it is stored. */
export function distanceRecord(
  from: { id: number; name: string },
  to: { id: number; name: string },
): AuditRecord {
  const [first, second] = from.id < to.id ? [from, to] : [to, from];
  const name = `${first.name}–${second.name}`;
  return {
    recordKind: 'distance',
    recordRef: auditRef.distance(first.id, second.id),
    recordKey: name,
    recordLabel: name,
  };
}

/** A fare rate of a transport mode, or a daily allowance of a category, for one grade. */
export function rateRecord(
  kind: 'fareRate' | 'allowance',
  of: { id: number; name: string },
  gradeId: number,
): AuditRecord {
  const name = `${of.name}, grade ${gradeId}`;
  return { recordKind: kind, recordRef: auditRef.rate(of.id, gradeId), recordKey: name, recordLabel: name };
}

export function holidayRecord(holiday: { date: string; name: string }): AuditRecord {
  return {
    recordKind: 'holiday',
    recordRef: auditRef.holiday(holiday.date),
    recordKey: holiday.date,
    recordLabel: `${holiday.date} ${holiday.name}`.trim(),
  };
}

/** A doctor or chemist in a city (issue 27): one name per city. */
export function customerRecord(customer: { id: number; name: string; city: string }): AuditRecord {
  return {
    recordKind: 'customer',
    recordRef: auditRef.row(customer.id),
    recordKey: `${customer.city}|${customer.name}`,
    recordLabel: `${customer.name} (${customer.city})`,
  };
}

export function expenseTypeRecord(type: { id: number; name: string }): AuditRecord {
  return {
    recordKind: 'expenseType',
    recordRef: auditRef.row(type.id),
    recordKey: type.name,
    recordLabel: type.name,
  };
}

/** A limit of an expense type for a grade in a city class (issue 37). */
export function limitRecord(
  type: { id: number; name: string },
  gradeId: number,
  cityClass: string,
): AuditRecord {
  const name = `${type.name}, grade ${gradeId}, class ${cityClass}`;
  return {
    recordKind: 'limit',
    recordRef: auditRef.limit(type.id, gradeId, cityClass),
    recordKey: name,
    recordLabel: name,
  };
}

/** A key that verifies e-invoice QRs (issue 37), known by its kid. */
export function einvoiceKeyRecord(kid: string): AuditRecord {
  return { recordKind: 'einvoiceKey', recordRef: kid, recordKey: kid, recordLabel: `E-invoice key ${kid}` };
}

/** What the log keeps of an employee's fields: readable names rather than ids. */
export function employeeValues(employee: {
  code: string;
  name: string;
  designation: string;
  grade: number;
  areaRange: string;
  territory: string | null;
  hqCity: string | null;
  reportsTo: string | null;
  email: string;
  phone: string;
}): Record<string, unknown> {
  return {
    code: employee.code,
    name: employee.name,
    designation: employee.designation,
    grade: employee.grade,
    areaRange: employee.areaRange,
    territory: employee.territory,
    hqCity: employee.hqCity,
    reportsTo: employee.reportsTo,
    email: employee.email,
    phone: employee.phone,
  };
}

/** An effective-dated figure: km of a distance, rupees of a rate. */
export function datedValues(
  kind: 'distance' | 'fareRate' | 'allowance',
  figure: number,
  effectiveFrom: string,
): Record<string, unknown> {
  return kind === 'distance' ? { km: figure, effectiveFrom } : { rupees: figure, effectiveFrom };
}
