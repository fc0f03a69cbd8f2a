// Administration of expense types (issue 24): each an expense (E) or a sundry (S).
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { text, ZCompanyQuery } from './common';

export const ZAdminExpenseType = z.object({
  expenseTypeId: z.number().int(),
  name: z.string(),
  expenseOrSundry: z.enum(['E', 'S']),
});

export const adminExpenseTypes = defineCall({
  method: 'GET',
  path: '/adminExpenseTypes',
  query: ZCompanyQuery,
  response: z.object({ expenseTypes: z.array(ZAdminExpenseType) }),
});

export const adminExpenseTypeSave = defineCall({
  method: 'POST',
  path: '/adminExpenseTypeSave',
  body: z.object({
    companyId: ZId,
    expenseTypeId: ZId.nullable(),
    name: text(60),
    expenseOrSundry: z.enum(['E', 'S'], { error: 'must be E (expense) or S (sundry)' }),
  }),
  response: ZMessage,
});
