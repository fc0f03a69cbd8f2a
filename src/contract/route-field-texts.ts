// What the server says about a field of a day's route, a day's reference or a fare chart's journey that
// names something that is not there (issue 39): the field's name stays as the call spells it.
import { defineTexts } from '../pure/texts';

export const ROUTE_FIELD_TEXTS = defineTexts(
  'route-fields',
  {
    dayNotInExpense: 'expenseDetailId: this day is not part of expense {expenseId}.',
    otherDay: 'activityDate: the day is {day}, not {given}.',
    dateNotInExpense: 'activityDate: {date} is not a day of expense {expenseId}.',
    lineNotOfDate: 'expenseDetailId: this is not the line of {date} in expense {expenseId}.',
    slNoTwice: 'tblRoute: each row needs its own Slno.',
    noActivity: 'activity: there is no activity {id}.',
    noLegActivity: 'tblRoute.{index}.ActTypeId: there is no activity {id}.',
    halfDayRows: 'tblRoute.{index}.Period: a {half} holds only {half} rows.',
    noFromCity: 'tblRoute.{index}.FromCity: there is no city {id}.',
    noToCity: 'tblRoute.{index}.ToCity: there is no city {id}.',
    noChartFromCity: 'from city: there is no city {id}.',
    noChartToCity: 'to city: there is no city {id}.',
    notInFromTerritory: '{city} is not in the chosen from territory.',
    notInToTerritory: '{city} is not in the chosen to territory.',
    selectedNotFrom: 'selectedTerritoryId must be the from territory.',
  },
  { hi: () => import('./route-field-texts.hi'), mr: () => import('./route-field-texts.mr') },
);
