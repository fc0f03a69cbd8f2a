// The company's settings calls (issue 40): its email domains, read and replaced; and the days
// before a waiting claim reminds its approver (issue 38).
import type { FastifyInstance } from 'fastify';
import {
  adminApprovalReminder,
  adminApprovalReminderSave,
  adminEmailDomains,
  adminEmailDomainsSave,
} from '../../../../src/contract/admin/company';
import { AWAY_TEXTS } from '../../../../src/contract/away-texts';
import { CONTACT_TEXTS } from '../../../../src/contract/contact-texts';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { findEmailDomains, findReminderDays, setEmailDomains, setReminderDays } from './queries';

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
