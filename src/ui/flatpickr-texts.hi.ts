// The calendar's weekdays in Hindi.
export default {
  day0: 'रविवार',
  day1: 'सोमवार',
  day2: 'मंगलवार',
  day3: 'बुधवार',
  day4: 'गुरुवार',
  day5: 'शुक्रवार',
  day6: 'शनिवार',
  short0: 'रवि',
  short1: 'सोम',
  short2: 'मंगल',
  short3: 'बुध',
  short4: 'गुरु',
  short5: 'शुक्र',
  short6: 'शनि',
};
