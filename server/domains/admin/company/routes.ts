// The company's settings calls: its email domains (issue 40) and the tour programme's cut-off day
// (issue 42), each read and replaced.
import type { FastifyInstance } from 'fastify';
import {
  adminEmailDomains,
  adminEmailDomainsSave,
  adminTpCutoff,
  adminTpCutoffSave,
} from '../../../../src/contract/admin/company';
import { CONTACT_TEXTS } from '../../../../src/contract/contact-texts';
import { TP_TEXTS } from '../../../../src/contract/tour-programme-texts';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { findCutoffDay } from '../../tour-programme/queries';
import { findEmailDomains, setEmailDomains, setTpCutoffDay } from './queries';

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
}
