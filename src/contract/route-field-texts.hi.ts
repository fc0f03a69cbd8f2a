// What the server says about a field that names something that is not there, in Hindi.
export default {
  dayNotInExpense: 'expenseDetailId: यह दिन खर्च {expenseId} का हिस्सा नहीं है।',
  otherDay: 'activityDate: दिन {day} है, {given} नहीं।',
  dateNotInExpense: 'activityDate: {date} खर्च {expenseId} का दिन नहीं है।',
  lineNotOfDate: 'expenseDetailId: यह खर्च {expenseId} में {date} की पंक्ति नहीं है।',
  slNoTwice: 'tblRoute: हर पंक्ति का अपना Slno होना चाहिए।',
  noActivity: 'activity: {id} नाम की कोई गतिविधि नहीं है।',
  noLegActivity: 'tblRoute.{index}.ActTypeId: {id} नाम की कोई गतिविधि नहीं है।',
  halfDayRows: 'tblRoute.{index}.Period: {half} में सिर्फ़ {half} की पंक्तियाँ हो सकती हैं।',
  noFromCity: 'tblRoute.{index}.FromCity: {id} नाम का कोई शहर नहीं है।',
  noToCity: 'tblRoute.{index}.ToCity: {id} नाम का कोई शहर नहीं है।',
  noChartFromCity: 'from city: {id} नाम का कोई शहर नहीं है।',
  noChartToCity: 'to city: {id} नाम का कोई शहर नहीं है।',
  notInFromTerritory: '{city} चुने गए from टेरिटरी में नहीं है।',
  notInToTerritory: '{city} चुने गए to टेरिटरी में नहीं है।',
  selectedNotFrom: 'selectedTerritoryId वही होना चाहिए जो from टेरिटरी है।',
};
