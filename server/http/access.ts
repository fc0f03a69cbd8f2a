// Who may make a call: every route declares a rule, and addRoute applies it before anything else.
import type { z } from 'zod';
import { type ApiCall, ZId } from '../../src/contract/call';
import type { Caller } from './caller';
import { forbidden } from './errors';

type FieldsOf<S> = S extends z.ZodType
  ? z.output<S> extends Record<string, unknown>
    ? Extract<keyof z.output<S>, string>
    : never
  : never;

/** Where an id travels: 'query.employeeId' or 'body.EmployeeId', checked against the call's schemas. */
export type IdField<C extends ApiCall> = `query.${FieldsOf<C['query']>}` | `body.${FieldsOf<C['body']>}`;

export interface OwnIds<C extends ApiCall> {
  employeeId?: IdField<C>;
  companyId?: IdField<C>;
}

/**
 * - 'public': anyone, signed in or not (login).
 * - 'caller': any signed-in employee; the call names no employee or company, and the handler
 *   works only on the caller's own data, taken from the token (e.g. the company's expense types).
 * - { own }: the employee and company ids the call names in these fields must be the caller's.
 *   Ids of other rows (a bill, a month) are checked by the domain against the caller, since only
 *   the database knows whose they are.
 * The approvals issue adds a rule for the approver of the subject at the waiting level.
 */
export type Access<C extends ApiCall> = 'public' | 'caller' | { own: OwnIds<C> };

export interface Subject {
  employeeId?: number | undefined;
  companyId?: number | undefined;
}

/** The fields of a call that carry an employee's or a company's id, by name. */
export const ID_FIELD_NAME = /^(employee_?id|company_?id|emp_?id)$/i;

type Input = { query: unknown; body: unknown };

/**
 * The rule applied to the request as it arrived, before its schemas: a well-formed foreign id
 * answers 403 whatever else is wrong with the request; a value that is not an id is left to the schemas (400).
 */
export function checkRawAccess(access: Access<ApiCall>, caller: Caller, raw: Input): void {
  if (typeof access !== 'object') return;
  assertOwn(caller, {
    employeeId: rawId(raw, access.own.employeeId),
    companyId: rawId(raw, access.own.companyId),
  });
}

/** The same rule on the parsed values, so that no coercion can slip a foreign id past it. */
export function checkAccess(access: Access<ApiCall>, caller: Caller, input: Input): void {
  if (typeof access !== 'object') return;
  assertOwn(caller, {
    employeeId: readField(input, access.own.employeeId) as number | undefined,
    companyId: readField(input, access.own.companyId) as number | undefined,
  });
}

function rawId(raw: Input, field: string | undefined): number | undefined {
  const value = readField(raw, field);
  if (value === undefined || value === null || value === '') return undefined;
  const id = ZId.safeParse(value);
  return id.success ? id.data : undefined;
}

function readField(input: Input, field: string | undefined): unknown {
  if (!field) return undefined;
  const [where, name] = field.split('.') as ['query' | 'body', string];
  const container = input[where];
  if (!container || typeof container !== 'object') return undefined;
  return (container as Record<string, unknown>)[name];
}

/** Throws 403 unless every id given is the caller's own. */
export function assertOwn(caller: Caller, subject: Subject): void {
  if (subject.employeeId !== undefined && subject.employeeId !== caller.employeeId) throw forbidden();
  if (subject.companyId !== undefined && subject.companyId !== caller.companyId) {
    throw forbidden('You may not see or change another company’s data.');
  }
}
