// Chooses a date in the app's date field as a person does: opens its calendar, steps to the month
// with the calendar's arrows, and clicks the day (the field takes no typing).
import type { Page } from 'playwright-core';

export async function pickDate(page: Page, fieldLabel: string, isoDate: string, nth = 0): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  await page.getByLabel(fieldLabel, { exact: true }).nth(nth).click();
  const calendar = page.locator('.flatpickr-calendar.open');
  await calendar.waitFor();
  for (let steps = 0; steps < 60; steps += 1) {
    const shown = await calendar.evaluate((element) => {
      const monthIndex = (
        element.querySelector('.flatpickr-monthDropdown-months') as HTMLSelectElement | null
      )?.value;
      const shownYear = (element.querySelector('.cur-year') as HTMLInputElement | null)?.value;
      return Number(shownYear) * 12 + Number(monthIndex);
    });
    const wanted = year * 12 + month - 1;
    if (shown === wanted) break;
    await calendar.locator(shown < wanted ? '.flatpickr-next-month' : '.flatpickr-prev-month').click();
  }
  await calendar
    .locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: new RegExp(`^${day}$`) })
    .click();
}
