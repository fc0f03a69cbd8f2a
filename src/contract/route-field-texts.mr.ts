// What the server says about a field that names something that is not there, in Marathi.
export default {
  dayNotInExpense: 'expenseDetailId: हा दिवस खर्च {expenseId} चा भाग नाही.',
  otherDay: 'activityDate: दिवस {day} आहे, {given} नाही.',
  dateNotInExpense: 'activityDate: {date} हा खर्च {expenseId} चा दिवस नाही.',
  lineNotOfDate: 'expenseDetailId: ही खर्च {expenseId} मधील {date} ची ओळ नाही.',
  slNoTwice: 'tblRoute: प्रत्येक ओळीचा स्वतःचा Slno हवा.',
  noActivity: 'activity: {id} अशी कोणतीही activity नाही.',
  noLegActivity: 'tblRoute.{index}.ActTypeId: {id} अशी कोणतीही activity नाही.',
  halfDayRows: 'tblRoute.{index}.Period: {half} मध्ये फक्त {half} च्या ओळी असू शकतात.',
  noFromCity: 'tblRoute.{index}.FromCity: {id} असे कोणतेही शहर नाही.',
  noToCity: 'tblRoute.{index}.ToCity: {id} असे कोणतेही शहर नाही.',
  noChartFromCity: 'from city: {id} असे कोणतेही शहर नाही.',
  noChartToCity: 'to city: {id} असे कोणतेही शहर नाही.',
  notInFromTerritory: '{city} निवडलेल्या from टेरिटरीमध्ये नाही.',
  notInToTerritory: '{city} निवडलेल्या to टेरिटरीमध्ये नाही.',
  selectedNotFrom: 'selectedTerritoryId हा from टेरिटरीच असायला हवा.',
};
