// Who may make a call: every route declares a rule, and addRoute applies it before anything else.

import type { z } from 'zod';
import { ADMIN_SAYS } from '../../src/contract/admin-answer-texts';
import { type ApiCall, INT4_MAX, ZId } from '../../src/contract/call';
import { REQUEST_SAYS } from '../../src/contract/request-texts';
import { renderText } from '../../src/pure/texts';
import type { Caller } from './caller';
import { conflict, forbidden } from './errors';

type FieldsOf<S> = S extends z.ZodType
  ? z.output<S> extends Record<string, unknown>
    ? Extract<keyof z.output<S>, string>
    : never
  : never;

/** Where an id travels: 'query.employeeId' or 'body.EmployeeId', checked against the call's schemas. */
type IdField<C extends ApiCall> = `query.${FieldsOf<C['query']>}` | `body.${FieldsOf<C['body']>}`;

interface OwnIds<C extends ApiCall> {
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
 * - { approver }: the caller must be the subordinate's approver at the level waiting now.
 */
export type Access<C extends ApiCall> =
  | 'public'
  | 'caller'
  | { own: OwnIds<C> }
  | { approver: ApproverRule<C> }
  | { admin: AdminRule<C> }
  | { finance: FinanceRule<C> };

/**
 * An administrator of the company the call names (issue 24): anyone else, or an administrator of
 * another company, gets 403. The employee a call names (employeeId) must be of that company: the
 * domain checks it, since only the database knows, and answers 403 like a foreign company.
 */
interface AdminRule<C extends ApiCall> {
  companyId: IdField<C>;
  employeeId?: IdField<C>;
}

/**
 * Finance of a company: the caller holds the finance flag and the company the request names is
 * theirs. A claim's own files (its PDF) are also the claim's employee's and their approvers'.
 */
interface FinanceRule<C extends ApiCall> {
  companyId: IdField<C>;
  /** Whether the caller holds the finance flag of their company (the domain reads it). */
  isFinance: (caller: Caller) => Promise<boolean>;
  /**
   * The claim the request names, found like an approval's subject: undefined while its id is
   * unreadable (the schemas answer 400), null when a well-formed id names nothing (403).
   */
  claim?: (input: Input) => Promise<ClaimPeople | null | undefined>;
}

/** Who may see a claim besides finance: its employee and every approver of their reporting line. */
export interface ClaimPeople {
  employeeId: number;
  companyId: number;
  approvers: readonly (number | null)[];
}

/**
 * What an approval call acts on, as the domain finds it: whose it is, and the reporting line's
 * approvers by level (approvers[0] is level 1), and the level waiting now (null: nothing waits).
 */
export interface ApprovalSubject {
  employeeId: number;
  companyId: number;
  approvers: readonly (number | null)[];
  waitingLevel: number | null;
  /** By level, the approver a delegate acts for (null: the approver acts themselves; issue 38). */
  actingFor?: readonly (number | null)[];
}

/** The rule's verdict, handed to the handler: the caller acts at this level on this subject. */
export interface ApprovalGrant {
  level: number;
  subject: ApprovalSubject;
}

export interface ApproverRule<C extends ApiCall> {
  /**
   * Finds the subject from the request as it arrived (ids not yet parsed): undefined when the ids
   * it needs are missing or malformed (the schemas then answer 400), null when well-formed ids
   * name nothing (403, so an unknown id tells no more than a foreign one).
   */
  subject: (input: Input) => Promise<ApprovalSubject | null | undefined>;
  /** The field naming the subordinate, when the call names one: it must be the subject's employee. */
  employeeId?: IdField<C>;
  /** The caller's own company. */
  companyId?: IdField<C>;
  /** The field naming the approver: it must be the caller. */
  approverId?: IdField<C>;
  /** The field naming the level: it must be the caller's level. */
  levelId?: IdField<C>;
}

/** The English of the 409 an approval gets once its level has acted: what tests compare. */
export const APPROVAL_MOVED_ON = renderText(REQUEST_SAYS.approvalMovedOn, 'en');

export interface Subject {
  employeeId?: number | undefined;
  companyId?: number | undefined;
}

/** The request fields a rule checks against the caller: what the access test and the API docs read. */
export function namedIdFields(access: Access<ApiCall>): string[] {
  if (typeof access !== 'object') return [];
  if ('finance' in access) return [access.finance.companyId];
  const { employeeId, companyId, approverId, levelId } = (
    'own' in access ? access.own : 'admin' in access ? access.admin : access.approver
  ) as Record<string, string | undefined>;
  return [employeeId, companyId, approverId, levelId].filter((field): field is string => Boolean(field));
}

/** The fields of a call that carry an employee's or a company's id, by name. */
export const ID_FIELD_NAME = /^(employee_?id|company_?id|emp_?id)$/i;

export type Input = { query: unknown; body: unknown };

/**
 * The rule applied to the request as it arrived, before its schemas: a well-formed foreign id
 * answers 403 whatever else is wrong with the request; a value that is not an id is left to the schemas (400).
 */
export function checkRawAccess(access: Access<ApiCall>, caller: Caller, raw: Input): void {
  if (typeof access !== 'object') return;
  if ('admin' in access) {
    assertAdmin(caller, rawId(raw, access.admin.companyId));
    return;
  }
  if ('finance' in access) {
    assertOwn(caller, { companyId: rawId(raw, access.finance.companyId) });
    return;
  }
  if ('approver' in access) {
    assertOwn(caller, { companyId: rawId(raw, access.approver.companyId) });
    const approverId = rawId(raw, access.approver.approverId);
    if (approverId !== undefined && approverId !== caller.employeeId)
      throw forbidden(REQUEST_SAYS.notYourApproval);
    return;
  }
  assertOwn(caller, {
    employeeId: rawId(raw, access.own.employeeId),
    companyId: rawId(raw, access.own.companyId),
  });
}

/** The same rule on the parsed values, so that no coercion can slip a foreign id past it. */
export function checkAccess(access: Access<ApiCall>, caller: Caller, input: Input): void {
  if (typeof access !== 'object') return;
  if ('admin' in access) {
    assertAdmin(caller, readField(input, access.admin.companyId) as number | undefined);
    return;
  }
  if ('finance' in access) {
    assertOwn(caller, { companyId: readField(input, access.finance.companyId) as number | undefined });
    return;
  }
  if ('approver' in access) {
    assertOwn(caller, { companyId: readField(input, access.approver.companyId) as number | undefined });
    const approverId = readField(input, access.approver.approverId);
    if (approverId !== undefined && approverId !== caller.employeeId)
      throw forbidden(REQUEST_SAYS.notYourApproval);
    return;
  }
  assertOwn(caller, {
    employeeId: readField(input, access.own.employeeId) as number | undefined,
    companyId: readField(input, access.own.companyId) as number | undefined,
  });
}

/**
 * A raw id or level is read only from a plain number or text: anything else (an array, an object,
 * nested however deep) is not an id, left to the schemas' 400, and never coerced here.
 */
function plainValue(raw: Input, field: string | undefined): number | string | undefined {
  const value = readField(raw, field);
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

function rawId(raw: Input, field: string | undefined): number | undefined {
  const value = plainValue(raw, field);
  if (value === undefined) return undefined;
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

/** Throws 403 unless the caller administers their company and the company named is theirs. */
function assertAdmin(caller: Caller, companyId: number | undefined): void {
  if (!caller.isAdmin) throw forbidden(ADMIN_SAYS.adminOnly);
  assertOwn(caller, { companyId });
}

/** Throws 403 unless every id given is the caller's own. */
function assertOwn(caller: Caller, subject: Subject): void {
  if (subject.employeeId !== undefined && subject.employeeId !== caller.employeeId) throw forbidden();
  if (subject.companyId !== undefined && subject.companyId !== caller.companyId) {
    throw forbidden(ADMIN_SAYS.foreignRecord);
  }
}

/**
 * The approver rule: the subject must be in the caller's company and reporting line, and wait at
 * the caller's level. A caller whose level has already acted (a stale screen, a second tab, a
 * decided month) gets 409; anyone else, or an approver whose turn has not come, 403. The
 * request's subordinate and level fields must agree with the subject and the caller's level.
 * Returns undefined while the ids the subject needs are unreadable (the schemas answer 400).
 */
export async function checkApprover(
  rule: ApproverRule<ApiCall>,
  caller: Caller,
  input: Input,
  parsed: boolean,
): Promise<ApprovalGrant | undefined> {
  const subject = await rule.subject(input);
  if (subject === undefined) {
    if (parsed) throw forbidden(REQUEST_SAYS.notYourApproval);
    return undefined;
  }
  if (subject === null || subject.companyId !== caller.companyId)
    throw forbidden(REQUEST_SAYS.notYourApproval);
  // A delegate may act at two levels of one claim (their own and the one they stand in for): the
  // level waiting now first.
  const waitingHere =
    subject.waitingLevel !== null && subject.approvers[subject.waitingLevel - 1] === caller.employeeId;
  const level = waitingHere
    ? (subject.waitingLevel as number)
    : subject.approvers.indexOf(caller.employeeId) + 1;
  if (level === 0) throw forbidden(REQUEST_SAYS.notYourApproval);
  const employeeId = parsed ? readField(input, rule.employeeId) : rawId(input, rule.employeeId);
  if (employeeId !== undefined && employeeId !== subject.employeeId)
    throw forbidden(REQUEST_SAYS.notYourApproval);
  const namedLevel = parsed ? readField(input, rule.levelId) : rawLevel(input, rule.levelId);
  if (namedLevel !== undefined && namedLevel !== level) throw forbidden(REQUEST_SAYS.notYourApproval);
  if (subject.waitingLevel === level) return { level, subject };
  if (subject.waitingLevel !== null && subject.waitingLevel < level)
    throw forbidden(REQUEST_SAYS.notYourApproval);
  throw conflict(REQUEST_SAYS.approvalMovedOn);
}

function rawLevel(raw: Input, field: string | undefined): number | undefined {
  const value = plainValue(raw, field);
  if (value === undefined) return undefined;
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= INT4_MAX ? level : undefined;
}

/**
 * The finance rule, after the company check: a claim's employee and approvers pass for that claim;
 * anyone else needs the finance flag (403). Before the schemas (parsed false) an unreadable claim
 * id is left to them.
 */
export async function checkFinance(
  rule: FinanceRule<ApiCall>,
  caller: Caller,
  input: Input,
  parsed: boolean,
): Promise<void> {
  if (rule.claim) {
    const claim = await rule.claim(input);
    if (claim === undefined) {
      if (parsed) throw forbidden(REQUEST_SAYS.notYourClaim);
      return;
    }
    if (claim === null || claim.companyId !== caller.companyId) throw forbidden(REQUEST_SAYS.notYourClaim);
    if (claim.employeeId === caller.employeeId || claim.approvers.includes(caller.employeeId)) return;
    if (!(await rule.isFinance(caller))) throw forbidden(REQUEST_SAYS.notYourClaim);
    return;
  }
  if (!(await rule.isFinance(caller))) throw forbidden(REQUEST_SAYS.notFinance);
}
