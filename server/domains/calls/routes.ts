// Daily call report calls (issue 27): the caller's own calls and their territory's customers.
import { CALL_SAYS } from '../../../src/contract/call-texts';
import { dcrCallDelete, dcrCallSave, getDcrCalls, getDcrCustomers } from '../../../src/contract/calls';
import { renderText } from '../../../src/pure/texts';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { dayCalls, deleteCall, saveCall, territoryCustomers } from './calls';

export const callRoutes = domainPlugin('call', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } } as const;
  const ownBody = { own: { employeeId: 'body.employeeId', companyId: 'body.companyId' } } as const;

  addRoute(app, getDcrCustomers, ownQuery, async ({ query, caller }) =>
    territoryCustomers(db, caller, query.search ?? ''),
  );

  addRoute(app, getDcrCalls, ownQuery, async ({ query, caller, reply }) => {
    // Calls change from the outbox of any device: never serve the day from a cache.
    reply.header('Cache-Control', 'no-store');
    return dayCalls(db, caller, query.date);
  });

  addIdempotentRoute(app, db, dcrCallSave, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(CALL_SAYS.saved, language),
    callId: await saveCall(tx, caller, body),
  }));

  addIdempotentRoute(app, db, dcrCallDelete, ownQuery, async ({ query, caller, tx, language }) => {
    await deleteCall(tx, caller, query.callId);
    return { message: renderText(CALL_SAYS.deleted, language) };
  });
});
