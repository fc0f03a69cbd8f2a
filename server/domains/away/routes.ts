// Cover while away (issue 38): the caller's own window, set and cleared.
import { awayClear, awaySet, getAwayView } from '../../../src/contract/away';
import { AWAY_TEXTS } from '../../../src/contract/away-texts';
import { businessDate } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { awayView, setAway } from './away';
import { deleteAway } from './queries';

export const awayRoutes = domainPlugin('away', async (app, { db }) => {
  const ownBody = { own: { employeeId: 'body.employeeId', companyId: 'body.companyId' } } as const;

  addRoute(app, getAwayView, { own: { employeeId: 'query.employeeId' } }, async ({ query }) =>
    awayView(db, query.employeeId),
  );

  addIdempotentRoute(app, db, awaySet, ownBody, async ({ body, caller, tx, language }) => {
    await setAway(tx, caller, body, businessDate());
    return { message: renderText(AWAY_TEXTS.saved, language) };
  });

  addIdempotentRoute(app, db, awayClear, ownBody, async ({ caller, tx, language }) => {
    await deleteAway(tx, caller.employeeId);
    return { message: renderText(AWAY_TEXTS.cleared, language) };
  });
});
