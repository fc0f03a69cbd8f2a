// What the add/edit wizard reads from the server: the lists of step 1 and the price of step 2; and
// the territory rule of area range T, which those lists drive.
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import type { TSfcFare } from '../../contract/fare-chart-lookups';
import { useQuery } from '../../lib/use-query';
import { distanceFareQuery, fareQuery } from './sfc-fare-queries';
import { lookupOf, type SfcFormValues, type SfcStep } from './sfc-form';
import { categoriesQuery, citiesQuery, territoriesQuery, transportModesQuery } from './sfc-queries';

/** The lists of step 1: each read once a session, the cities of each territory chosen likewise. */
export function useWizardOptions(values: SfcFormValues) {
  const territories = useQuery(territoriesQuery);
  const categories = useQuery(categoriesQuery);
  const modes = useQuery(transportModesQuery);
  const fromCities = useQuery(citiesQuery, values.fromTerritoryId ? Number(values.fromTerritoryId) : null);
  const toCities = useQuery(citiesQuery, values.toTerritoryId ? Number(values.toTerritoryId) : null);

  return {
    territories: territories.data ?? [],
    categories: categories.data ?? [],
    modes: modes.data ?? [],
    fromCities: fromCities.data ?? [],
    toCities: toCities.data ?? [],
    error:
      territories.error || categories.error || modes.error || fromCities.error || toCities.error || undefined,
  };
}

export type WizardOptions = ReturnType<typeof useWizardOptions>;

/**
 * Step 2's price: looked up on reaching step 2 (a change of territory, city, category, transport
 * or date sends the wizard back to step 1, so reaching step 2 again looks it up again). When the
 * company knows no road distance for the pair, the user types one and it is priced by distance.
 */
export function usePrice(values: SfcFormValues, step: SfcStep) {
  const lookup = step >= 2 ? lookupOf(values) : null;
  const fare = useQuery(fareQuery, lookup);
  const isDistanceTyped =
    lookup !== null && !fare.isLoading && (Boolean(fare.error) || fare.data?.isDistanceKnown === false);
  const typedKm = Number(values.oneWayDistance);
  const distanceFare = useQuery(
    distanceFareQuery,
    isDistanceTyped && typedKm > 0
      ? {
          oneWayDistance: typedKm,
          transportId: lookup.transportId,
          categoryId: lookup.categoryId,
          effectiveDate: values.effectiveDate,
        }
      : null,
  );

  const source = isDistanceTyped ? distanceFare : fare;
  const shown: TSfcFare | undefined = source.isLoading || !lookup ? undefined : source.data;
  return {
    shown,
    isLoading: fare.isLoading || distanceFare.isLoading,
    error: isDistanceTyped ? (typedKm > 0 ? distanceFare.error : '') : fare.error,
    isDistanceTyped,
  };
}

export type WizardPrice = ReturnType<typeof usePrice>;

/** Area range T: both territories are the first one, and stay so (spec section 5). */
export function useTerritoryLevel(
  isTerritoryLevel: boolean,
  firstTerritory: number | undefined,
  setValues: Dispatch<SetStateAction<SfcFormValues>>,
): void {
  useEffect(() => {
    if (!isTerritoryLevel || firstTerritory === undefined) return;
    const id = String(firstTerritory);
    setValues((current) =>
      current.fromTerritoryId === id && current.toTerritoryId === id
        ? current
        : {
            ...current,
            fromTerritoryId: id,
            toTerritoryId: id,
            ...(current.fromTerritoryId === id ? {} : { fromCityId: '' }),
            ...(current.toTerritoryId === id ? {} : { toCityId: '' }),
          },
    );
  }, [isTerritoryLevel, firstTerritory, setValues]);
}
