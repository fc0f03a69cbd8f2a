// What the fare chart's calls say (confirmations and refusals), rendered by the server in the
// caller's language (issue 39); SFC_TEXTS in fare-chart.ts keeps the English tests and the app read.
import { defineTexts } from '../pure/texts';

export const SFC_SAYS = defineTexts(
  'fare-chart',
  {
    added: 'Added',
    updated: 'Updated',
    deleted: 'Deleted',
    submitted: 'Submitted',
    sameCityNotHq: 'Same from city and to city allowed only for HQ Categery.',
    hqNeedsSameCity: 'For HQ Category from city and to city should be same.',
    countsRequired: 'Please Enter number of Doctors and number of chemists',
    newEffectiveDate: 'Please select a new effective date',
    effectiveDateFrom: 'The effective date must be on or after {day} {shortMonth} {year}.',
    noSuchJourney: 'There is no such journey in your fare chart.',
    notEditable: 'Only draft or rejected journeys can be edited.',
    notDeletable: 'Only draft or rejected journeys can be deleted.',
    duplicateJourney: 'This journey is already in your fare chart.',
    waitingForApproval: 'Your fare chart is waiting for approval. Submit again once it is decided.',
    nothingToSubmit: 'There are no draft journeys to submit.',
    staleSubmit: 'Your fare chart has changed since it was loaded. Please reload it and submit again.',
    ownTerritory: 'Your journeys stay in your territory.',
    ownTerritoryNamed: 'Your journeys stay in your territory, {territory}.',
    lapsed:
      'The effective date of {from} to {to} has passed. Please edit the journey and select a new effective date.',
    noRoadDistance: 'No road distance is known between {from} and {to}. Please enter the one-way distance.',
    noFareRate: '{mode} has no fare rate for your grade on {date}.',
    noAllowance: 'Category {category} has no daily allowance for your grade on {date}.',
    noModeRate: 'No transport mode has a fare rate for your grade on {date}.',
    noSuchChart: 'There is no such fare chart.',
    maxJourneys: 'A fare chart holds at most {count} journeys.',
  },
  { hi: () => import('./fare-chart-texts.hi'), mr: () => import('./fare-chart-texts.mr') },
);
