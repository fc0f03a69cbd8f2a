// The places calls: territories, cities and the road distances between them.
import type { FastifyInstance } from 'fastify';
import {
  adminCitySave,
  adminDistanceSave,
  adminPlaces,
  adminTerritorySave,
} from '../../../../src/contract/admin/places';
import { renderText } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import { addRoute } from '../../../http/route';
import { listPlaces, saveCity, saveDistance, saveTerritory } from './places';

export function addPlaceRoutes(app: FastifyInstance, db: Database): void {
  const adminBody = { admin: { companyId: 'body.companyId' } } as const;
  addRoute(app, adminPlaces, { admin: { companyId: 'query.companyId' } }, async ({ query }) =>
    listPlaces(db, query.companyId),
  );
  addRoute(app, adminTerritorySave, adminBody, async ({ body, caller, language }) => ({
    message: renderText(await saveTerritory(db, caller, body), language),
  }));
  addRoute(app, adminCitySave, adminBody, async ({ body, caller, language }) => ({
    message: renderText(await saveCity(db, caller, body), language),
  }));
  addRoute(app, adminDistanceSave, adminBody, async ({ body, caller, language }) => ({
    message: renderText(await saveDistance(db, caller, body), language),
  }));
}
