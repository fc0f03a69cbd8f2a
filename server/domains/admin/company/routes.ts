// The company's settings calls: its email domains (issue 40), the tour programme's cut-off day
// (issue 42) and the days before a waiting claim reminds its approver (issue 38), each read and
// replaced.
import type { FastifyInstance } from 'fastify';
import {
  adminApprovalReminder,
  adminApprovalReminderSave,
  adminEmailDomains,
  adminEmailDomainsSave,
  adminTpCutoff,
  adminTpCutoffSave,
} from '../../../../src/contract/admin/company';
import { AWAY_TEXTS } from '../../../../src/contract/away-texts';
import { CONTACT_TEXTS } from '../../../../src/contract/contact-texts';
import { TP_TEXTS } from '../../../../src/contract/tour-programme-texts';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { findCutoffDay } from '../../tour-programme/queries';
import {
  findEmailDomains,
  findReminderDays,
  setEmailDomains,
  setReminderDays,
  setTpCutoffDay,
} from './queries';

export function addCompanyRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, adminEmailDomains, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    emailDomains: await findEmailDomains(db, query.companyId),
  }));
  // Addresses already stored stay: the rule holds from their next change, as a new rule does.
  addRoute(
    app,
    adminEmailDomainsSave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, language }) => {
      await setEmailDomains(db, body.companyId, body.emailDomains);
      const domains = body.emailDomains.join(', ');
      return {
        message: renderText(CONTACT_TEXTS.domainsSaved({ domains }), language),
        emailDomains: body.emailDomains,
      };
    },
  );

  addRoute(app, adminTpCutoff, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    cutoffDay: await findCutoffDay(db, query.companyId),
  }));
  // A plan already submitted keeps its Late mark; the new day holds from the next submit.
  addRoute(app, adminTpCutoffSave, { admin: { companyId: 'body.companyId' } }, async ({ body, language }) => {
    await setTpCutoffDay(db, body.companyId, body.cutoffDay);
    return {
      message: renderText(TP_TEXTS.cutoffSaved({ day: body.cutoffDay }), language),
      cutoffDay: body.cutoffDay,
    };
  });
  addRoute(app, adminApprovalReminder, { admin: { companyId: 'query.companyId' } }, async ({ query }) => ({
    reminderDays: await findReminderDays(db, query.companyId),
  }));
  addRoute(
    app,
    adminApprovalReminderSave,
    { admin: { companyId: 'body.companyId' } },
    async ({ body, language }) => {
      await setReminderDays(db, body.companyId, body.reminderDays);
      return {
        message: renderText(AWAY_TEXTS.reminderSaved({ days: body.reminderDays }), language),
        reminderDays: body.reminderDays,
      };
    },
  );
}
