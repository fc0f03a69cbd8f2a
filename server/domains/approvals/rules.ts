// The approver rules of the approval calls: how each call's request names what it acts on.
import type { ApiCall } from '../../../src/contract/call';
import type { Database } from '../../db/database';
import type { ApproverRule } from '../../http/access';
import { dateIn, idIn } from '../../http/request-ids';
import { chartSubject, monthOfDay, monthSubject } from './subjects';

type NamedFields<C extends ApiCall> = Omit<ApproverRule<C>, 'subject'>;

/** A subordinate's fare chart, named by the employee field of the query or body. */
export function approverOfChart<C extends ApiCall>(
  db: Database,
  where: 'query' | 'body',
  fields: NamedFields<C> & { employeeId: NonNullable<NamedFields<C>['employeeId']> },
): ApproverRule<C> {
  const name = fields.employeeId.split('.')[1] as string;
  return {
    ...fields,
    subject: async (input) => {
      const employeeId = idIn(input, where, name);
      return employeeId === undefined ? undefined : chartSubject(db, employeeId);
    },
  };
}

/** A subordinate's month, named by its expense id. */
export function approverOfMonth<C extends ApiCall>(
  db: Database,
  where: 'query' | 'body',
  expenseIdField: string,
  fields: NamedFields<C>,
): ApproverRule<C> {
  return {
    ...fields,
    subject: async (input) => {
      const expenseId = idIn(input, where, expenseIdField);
      return expenseId === undefined ? undefined : monthSubject(db, expenseId);
    },
  };
}

/** A subordinate's day, named by the employee and the date: the month holding that day. */
export function approverOfDay<C extends ApiCall>(
  db: Database,
  fields: NamedFields<C> & { employeeId: NonNullable<NamedFields<C>['employeeId']> },
): ApproverRule<C> {
  const name = fields.employeeId.split('.')[1] as string;
  return {
    ...fields,
    subject: async (input) => {
      const employeeId = idIn(input, 'query', name);
      const date = dateIn(input, 'query', 'ActivityDate');
      if (employeeId === undefined || date === undefined) return undefined;
      const expenseId = await monthOfDay(db, employeeId, date);
      return expenseId === null ? null : monthSubject(db, expenseId);
    },
  };
}
