// Page model of /sfc and its Add New wizard: what a test does there, in the words of the screen.
// Every method waits for what it needs (locators, waitFor), never a one-off snapshot.
import type { Locator, Page } from 'playwright-core';

export interface JourneyEntry {
  fromTerritory?: string;
  toTerritory?: string;
  fromCity: string;
  toCity: string;
  category: string;
  mode: string;
  /** Day of next month, picked from the calendar: always after the chart's minimum date. */
  dayOfNextMonth?: number;
  doctors?: string;
  chemists?: string;
}

/** How a row's buttons name it: 'Pune to Lonavala, Out Station by Bus'. */
export const journeyName = (from: string, to: string, category: string, mode: string) =>
  `${from} to ${to}, ${category} by ${mode}`;

export class FareChartPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/sfc');
    await this.page.getByText('Effective Date :').waitFor();
    return this;
  }

  /** The header's Submit of every draft journey (shown while the chart has drafts). */
  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Submit', exact: true });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  button(action: 'Edit' | 'Delete' | 'Details of', journey: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${journey}`, exact: true });
  }

  /** The card (phone) or table row (desktop) of a journey. */
  row(journey: string): Locator {
    return this.page
      .locator('.sfc-card, .sfc-table__row')
      .filter({ has: this.button('Details of', journey) });
  }

  /** The status word of a journey ('Draft', 'Approved'...), once its row is there. */
  async statusOf(journey: string): Promise<string | null> {
    return this.row(journey).locator('.sfc-status').textContent();
  }

  async reasonOf(journey: string): Promise<string | null> {
    return this.row(journey).locator('.sfc-reason').textContent();
  }

  async openWizard(): Promise<Wizard> {
    await this.page.getByRole('button', { name: 'Add New' }).click();
    const wizard = new Wizard(this.page);
    await wizard.waitFor();
    return wizard;
  }

  async editJourney(journey: string): Promise<Wizard> {
    await this.button('Edit', journey).click();
    const wizard = new Wizard(this.page);
    await wizard.waitFor();
    return wizard;
  }

  async deleteJourney(journey: string, confirm: boolean): Promise<void> {
    await this.button('Delete', journey).click();
    await this.page.getByText('Do you want to delete this permanently?').waitFor();
    await this.page.getByRole('button', { name: confirm ? 'Yes' : 'No', exact: true }).click();
  }

  /** The 2-second overlay after a change: 'Added', 'Updated', 'Deleted' or 'Submitted'. */
  async waitForOverlay(text: string): Promise<void> {
    await this.page.getByRole('alertdialog', { name: 'Success' }).getByText(text, { exact: true }).waitFor();
  }
}

export class Wizard {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Add New' }).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  async fill(entry: JourneyEntry): Promise<void> {
    if (entry.fromTerritory) await this.field('From Territory').selectOption({ label: entry.fromTerritory });
    if (entry.toTerritory) await this.field('To Territory').selectOption({ label: entry.toTerritory });
    await this.selectWhenListed('From City', entry.fromCity);
    await this.selectWhenListed('To City', entry.toCity);
    await this.field('Category').selectOption({ label: entry.category });
    await this.field('Mode of Transport').selectOption({ label: entry.mode });
    if (entry.dayOfNextMonth !== undefined) await this.pickDayOfNextMonth(entry.dayOfNextMonth);
    if (entry.doctors !== undefined) await this.field('Number of Doctors').fill(entry.doctors);
    if (entry.chemists !== undefined) await this.field('Number of Chemists').fill(entry.chemists);
  }

  /** Cities arrive with their territory: waits for the option before choosing it. */
  async selectWhenListed(label: string, city: string): Promise<void> {
    await this.field(label).locator('option', { hasText: city }).first().waitFor({ state: 'attached' });
    await this.field(label).selectOption({ label: city });
  }

  async pickDayOfNextMonth(day: number): Promise<void> {
    await this.field('Effective Date').click();
    const calendar = this.page.locator('.flatpickr-calendar.open');
    await calendar.waitFor();
    await calendar.locator('.flatpickr-next-month').click();
    await calendar
      .locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: new RegExp(`^${day}$`) })
      .click();
  }

  /** Step 2's read-only figures, once the server has priced the journey. */
  async price(): Promise<Record<string, string>> {
    const total = this.field('Total');
    await total.waitFor();
    await this.page.waitForFunction(
      () => (document.getElementById('sfc-total') as HTMLInputElement | null)?.value !== '',
    );
    const labels = [
      'One Way Distance (KM)',
      'Two Way Distance (KM)',
      'One Way Fare',
      'Two Way Fare',
      'Allowance',
      'Total',
    ];
    const values: Record<string, string> = {};
    for (const label of labels) values[label] = await this.field(label).inputValue();
    return values;
  }

  async save(label: 'Add' | 'Update'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}
