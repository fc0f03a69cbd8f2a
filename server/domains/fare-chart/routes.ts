// Standard fare chart calls (spec section 7 'SFC'): each route checks who calls, then hands over
// to the chart's rules (chart.ts) or the wizard's lookups (lookups.ts).

import { sfcEmployeeDetails } from '../../../src/contract/employee-details';
import { sfcAdd, sfcBindGrid, sfcDelete, sfcEditSave, sfcSubmit } from '../../../src/contract/fare-chart';
import {
  sfcAllowance,
  sfcFareAndAllowance,
  sfcFareAndAllowanceForDistance,
  sfcTerritory,
  sfcTerritoryCategory,
  sfcTerritoryCity,
  sfcTerritoryModeOfTransport,
} from '../../../src/contract/fare-chart-lookups';
import { SFC_SAYS } from '../../../src/contract/fare-chart-texts';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { renderText } from '../../../src/pure/texts';
import { notFound } from '../../http/errors';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { addJourney, editJourney, removeJourney, submitChart } from './chart';
import { bindGrid } from './chart-view';
import {
  allowanceFor,
  categoriesOf,
  citiesOf,
  fareAndAllowance,
  fareForDistance,
  territoriesOf,
  transportModesOf,
} from './lookups';
import { findSfcEmployeeDetails } from './reference-queries';

export const fareChartRoutes = domainPlugin('fareChart', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.employeeId' } } as const;
  const ownBody = { own: { employeeId: 'body.employeeId', companyId: 'body.companyId' } } as const;

  addRoute(app, sfcEmployeeDetails, ownQuery, async ({ query }) => {
    const details = await findSfcEmployeeDetails(db, query.employeeId);
    if (!details) throw notFound(REQUEST_SAYS.noSuchEmployee);
    return details;
  });

  addRoute(app, sfcBindGrid, { own: { employeeId: 'query.EmployeeId' } }, async ({ caller }) =>
    bindGrid(db, caller),
  );

  // The chart's writes take an Idempotency-Key: a save retried after its answer was lost adds one
  // journey, not two.
  addIdempotentRoute(app, db, sfcAdd, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(SFC_SAYS.added, language),
    ...(await addJourney(tx, caller, body)),
  }));

  addIdempotentRoute(app, db, sfcEditSave, ownBody, async ({ body, caller, tx, language }) => {
    await editJourney(tx, caller, body);
    return {
      message: renderText(SFC_SAYS.updated, language),
      stpfcId: body.stpfcId,
      stpfcDetailid: body.stpfcDetailid,
    };
  });

  addIdempotentRoute(app, db, sfcDelete, ownQuery, async ({ query, caller, tx, language }) => {
    await removeJourney(tx, caller, query);
    return { message: renderText(SFC_SAYS.deleted, language) };
  });

  addIdempotentRoute(app, db, sfcSubmit, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(SFC_SAYS.submitted, language),
    submitted: await submitChart(tx, caller, body),
  }));

  addRoute(app, sfcFareAndAllowanceForDistance, ownQuery, async ({ query, caller }) =>
    fareForDistance(db, caller, query),
  );

  addRoute(app, sfcAllowance, ownQuery, async ({ query, caller }) => allowanceFor(db, caller, query));

  addRoute(
    app,
    sfcFareAndAllowance,
    { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } },
    async ({ query, caller }) => fareAndAllowance(db, caller, query),
  );

  addRoute(app, sfcTerritoryCity, 'caller', async ({ query, caller }) =>
    citiesOf(db, caller, query.territoryId),
  );
  addRoute(app, sfcTerritoryCategory, 'caller', async ({ caller }) => categoriesOf(db, caller));
  addRoute(app, sfcTerritoryModeOfTransport, 'caller', async ({ caller }) => transportModesOf(db, caller));
  addRoute(
    app,
    sfcTerritory,
    { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } },
    async ({ caller }) => territoriesOf(db, caller),
  );
});
