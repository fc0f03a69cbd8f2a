// What the call report's calls say (confirmations and refusals), rendered by the server in the
// caller's language (issue 39). CALL_TEXTS in calls.ts keeps the English, which tests read.
import { defineTexts } from '../pure/texts';

export const CALL_SAYS = defineTexts(
  'calls',
  {
    saved: 'Call saved',
    deleted: 'Call deleted',
    locked: 'The calls of this day can no longer change: its month was submitted.',
    futureDay: 'A call cannot be reported for a day that has not come yet.',
    noSuchCall: 'There is no such call.',
    noSuchCustomer: 'There is no such customer in your territory.',
    noTerritory: 'You have no territory yet. Please ask your administrator to set one.',
    cityNotInTerritory: 'newCustomerCityId: city {city} is not in your territory.',
  },
  { hi: () => import('./call-texts.hi'), mr: () => import('./call-texts.mr') },
);
