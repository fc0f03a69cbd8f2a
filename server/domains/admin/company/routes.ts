// The company's settings calls (issue 40): its email domains, read and replaced.
import type { FastifyInstance } from 'fastify';
import { adminEmailDomains, adminEmailDomainsSave } from '../../../../src/contract/admin/company';
import { CONTACT_TEXTS } from '../../../../src/contract/contact-texts';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { findEmailDomains, setEmailDomains } from './queries';

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
}
