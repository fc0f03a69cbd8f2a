// Tour programme calls (issue 42): each route checks who calls, then hands over to the employee's
// plan (plan.ts, month.ts) or the manager's approval (approval.ts).
import {
  getTourProgramme,
  getTpApprovalList,
  getTpApprovalView,
  tpApprovalSubmit,
  tpChangeDecide,
  tpChangeRequest,
  tpCopyLastMonth,
  tpDaySave,
  tpSubmit,
} from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { tpDecisionSave } from '../../../src/contract/tp-decision';
import { businessDate } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { Input } from '../../http/access';
import { forbidden } from '../../http/errors';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { idIn } from '../../http/request-ids';
import { addRoute } from '../../http/route';
import { decidePlan, planSubject, planVersion, teamPlans } from './approval';
import { changeSubject, decideChange, requestChange } from './change';
import { planOfMonth } from './month';
import { copyLastMonth, saveDay, submitMonth } from './plan';
import { findPlan, findPlanById, type PlanRow } from './queries';

export const tourProgrammeRoutes = domainPlugin('tourProgramme', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } } as const;
  const ownBody = { own: { employeeId: 'body.employeeId', companyId: 'body.companyId' } } as const;

  addRoute(app, getTourProgramme, ownQuery, async ({ query }) => {
    const plan = await findPlan(db, query.employeeId, query.year, query.month);
    return planOfMonth(db, query, plan, businessDate());
  });

  addIdempotentRoute(app, db, tpDaySave, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(TP_TEXTS.daySaved, language),
    day: await saveDay(tx, caller, body, businessDate()),
  }));

  addIdempotentRoute(app, db, tpCopyLastMonth, ownBody, async ({ body, caller, tx, language }) => {
    const copied = await copyLastMonth(tx, caller, body, businessDate());
    return { message: renderText(TP_TEXTS.copied({ count: copied }), language), copied };
  });

  addIdempotentRoute(app, db, tpSubmit, ownBody, async ({ body, caller, tx, language }) => {
    const { isLate } = await submitMonth(tx, caller, body, businessDate());
    return {
      message: renderText(isLate ? TP_TEXTS.submittedLate : TP_TEXTS.submitted, language),
      status: 'S' as const,
      isLate,
    };
  });

  addRoute(
    app,
    getTpApprovalList,
    { own: { employeeId: 'query.employeeId' } },
    async ({ query, caller }) => ({
      plans: await teamPlans(db, caller.employeeId, query.year, query.month),
    }),
  );

  addRoute(
    app,
    getTpApprovalView,
    { approver: { subject: (input) => subjectOf(db, input, 'query', true) } },
    async ({ query }) => {
      const plan = (await findPlanById(db, query.planId)) as PlanRow;
      const {
        journeys: _journeys,
        customers: _customers,
        ...view
      } = await planOfMonth(db, plan, plan, businessDate());
      return { ...view, planVersion: await planVersion(db, plan.id) };
    },
  );

  addIdempotentRoute(
    app,
    db,
    tpApprovalSubmit,
    { approver: { subject: (input) => subjectOf(db, input, 'body', false), companyId: 'body.companyId' } },
    async ({ body, caller, approval, tx, language }) => {
      if (!approval) throw forbidden();
      const status = await decidePlan(tx, approval, caller.employeeId, body);
      return {
        message: renderText(status === 'A' ? TP_TEXTS.approved : TP_TEXTS.returned, language),
        status,
      };
    },
  );

  // The decision through the outbox (issue 38 'Decisions offline'): one call, flat, sent once under
  // its key; the submitted days as the approver judged them must still be the plan's.
  addIdempotentRoute(
    app,
    db,
    tpDecisionSave,
    { approver: { subject: (input) => subjectOf(db, input, 'body', false), companyId: 'body.companyId' } },
    async ({ body, caller, approval, tx, language }) => {
      if (!approval) throw forbidden();
      const { planVersion: judged, ...decision } = body;
      const status = await decidePlan(tx, approval, caller.employeeId, decision, judged);
      return {
        message: renderText(status === 'A' ? TP_TEXTS.approved : TP_TEXTS.returned, language),
        status,
      };
    },
  );

  addIdempotentRoute(app, db, tpChangeRequest, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(TP_TEXTS.changeRequested, language),
    day: await requestChange(tx, caller, body, businessDate()),
  }));

  addIdempotentRoute(
    app,
    db,
    tpChangeDecide,
    {
      approver: {
        subject: async (input) => {
          const changeId = idIn(input, 'body', 'changeId');
          return changeId === undefined ? undefined : changeSubject(db, changeId);
        },
        companyId: 'body.companyId',
      },
    },
    async ({ body, caller, approval, tx, language }) => {
      if (!approval) throw forbidden();
      const status = await decideChange(tx, approval, caller.employeeId, body);
      return {
        message: renderText(status === 'A' ? TP_TEXTS.changeApproved : TP_TEXTS.changeRejected, language),
      };
    },
  );
});

/** The plan a request names by planId: undefined while the id is unreadable (the schemas answer 400). */
async function subjectOf(db: Queryable, input: Input, where: 'query' | 'body', isViewing: boolean) {
  const planId = idIn(input, where, 'planId');
  return planId === undefined ? undefined : planSubject(db, planId, isViewing);
}
