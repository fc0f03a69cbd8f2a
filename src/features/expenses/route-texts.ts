// The texts of the Modify route dialog (opened from a day's details), apart from My Expense's month
// so the month's chunk carries none of them.
import { defineTexts } from '../../pure/texts';

export const ROUTE_TEXTS = defineTexts(
  'features/expenses.route',
  {
    modifyRoute: 'Modify route',
    period: 'Period',
    selectPeriod: 'Select period',
    activity: 'Activity',
    selectActivity: 'Select activity',
    addRow: 'Add row',
    toCity: 'To city',
    selectToCity: 'Select to city',
    callCities: 'Cities of the day’s calls',
    otherCities: 'Other cities',
    stay: 'Stay',
    yes: 'Yes',
    no: 'No',
    fromCity: 'From city',
    remarks: 'Remarks',
    periodMissing: 'Please select period',
    activityMissing: 'Please select activity',
    toCityMissing: 'Please select to city',
    stayMissing: 'Please select Stay or not',
    remarksMissing: 'Please select Remark',
    routeMissing: 'Add at least one route row',
    cancel: 'Cancel',
    submit: 'Submit',
    submitting: 'Submitting...',
    loadingDots: 'Loading...',
  },
  { hi: () => import('./route-texts.hi'), mr: () => import('./route-texts.mr') },
);
