// The places screen's reads and writes (issue 24): territories, cities and their distances.
import {
  adminCitySave,
  adminDistanceSave,
  adminPlaces,
  adminTerritorySave,
} from '../../contract/admin/places';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

export const placesQuery = defineQuery({
  call: adminPlaces,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response,
  errorText: ADMIN_FAILED,
});

export const saveTerritoryMutation = defineMutation({
  ...save,
  call: adminTerritorySave,
  request: (user, input: { territoryId: number | null; name: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});

export const saveCityMutation = defineMutation({
  ...save,
  call: adminCitySave,
  request: (
    user,
    input: {
      cityId: number | null;
      territoryId: number;
      name: string;
      latitude?: string;
      longitude?: string;
    },
  ) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});

export const saveDistanceMutation = defineMutation({
  ...save,
  call: adminDistanceSave,
  request: (user, input: { fromCityId: number; toCityId: number; km: string; effectiveFrom: string }) => ({
    body: { ...input, km: input.km as unknown as number, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [placesQuery, auditQuery],
});
