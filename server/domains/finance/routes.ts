// Finance close calls (issue 25): the register, mark paid, the payroll file and a claim's PDF.

import {
  getClaimPdf,
  getClaimsRegister,
  getFinanceRole,
  getPayrollFile,
  markClaimsPaid,
} from '../../../src/contract/finance';
import { FINANCE_SAYS } from '../../../src/contract/finance-texts';
import { monthKey, monthLabel } from '../../../src/pure/calendar';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { addIdempotentRoute } from '../../http/idempotency';
import { logUnexpectedError } from '../../http/logging';
import { domainPlugin } from '../../http/plugin';
import { idIn } from '../../http/request-ids';
import { addRoute } from '../../http/route';
import { newClaimDocument, writeClaimPdf } from './claim-pdf';
import { findClaimHeader } from './claim-pdf-queries';
import { payrollCsv, payrollSheet, payrollXlsx } from './payroll';
import { claimPeople, isFinanceOf } from './queries';
import { claimsRegister, markPaid } from './register';

export const financeRoutes = domainPlugin('finance', async (app, { db }) => {
  const isFinance = (caller: Caller) => isFinanceOf(db, caller.employeeId, caller.companyId);

  addRoute(app, getFinanceRole, 'caller', async ({ caller }) => ({ isFinance: await isFinance(caller) }));

  addRoute(
    app,
    getClaimsRegister,
    { finance: { companyId: 'query.companyId', isFinance } },
    async ({ query }) =>
      claimsRegister(
        db,
        { companyId: query.companyId, year: query.year, month: query.month },
        { status: query.status, hq: query.hq, name: query.name },
        query.page,
      ),
  );

  addIdempotentRoute(
    app,
    db,
    markClaimsPaid,
    { finance: { companyId: 'body.companyId', isFinance } },
    async ({ tx, body, caller }) => markPaid(tx, caller.employeeId, body),
  );

  addRoute(
    app,
    getPayrollFile,
    { finance: { companyId: 'query.companyId', isFinance } },
    async ({ query, reply }) => {
      const month = { companyId: query.companyId, year: query.year, month: query.month };
      const sheet = await payrollSheet(db, month, query.headings);
      const name = `payroll-${monthKey(query)}`;
      const file = query.format === 'xlsx' ? await payrollXlsx(sheet, monthLabel(month)) : payrollCsv(sheet);
      reply
        .type(
          query.format === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
        )
        .header('Content-Disposition', `attachment; filename="${name}.${query.format}"`)
        .header('Cache-Control', 'no-store');
      return file;
    },
  );

  addRoute(
    app,
    getClaimPdf,
    {
      finance: {
        companyId: 'query.companyId',
        isFinance,
        claim: async (input) => {
          const expenseId = idIn(input, 'query', 'expenseId');
          return expenseId === undefined ? undefined : claimPeople(db, expenseId);
        },
      },
    },
    async ({ query, reply, request, caller, language }) => {
      const claim = await findClaimHeader(db, query.expenseId);
      if (!claim) throw notFound(FINANCE_SAYS.noSuchClaim);
      const doc = newClaimDocument(claim);
      // The document streams out while it is drawn; a failure half-way can only cut it short.
      // The employee's own copy names no colleague in its duplicate flags (issue 37).
      const reader = caller.employeeId === claim.employeeId ? 'employee' : 'approver';
      writeClaimPdf(db, doc, claim, reader, language).catch((error: unknown) => {
        logUnexpectedError(request.log, error, 'claim PDF failed');
        doc.destroy(error as Error);
      });
      const name = `claim-${claim.empCode}-${monthKey(claim)}.pdf`;
      reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store');
      return reply.send(doc);
    },
  );
});
