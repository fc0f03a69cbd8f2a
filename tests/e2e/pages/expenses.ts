// Page models of My Expense: the month (/my-expense) and a day's details (/my-expense-details).
// Every method waits for what it needs (locators, waitFor, waitForURL), never a one-off snapshot.
import type { Locator, Page } from 'playwright-core';
import { businessDate, monthOf, shiftMonth, type YearMonth } from '../../../src/pure/calendar';
import type { Viewport } from '../../support/browser';

/**
 * The month `back` months before this one in India, with its key for MyExpensePage.open ('2025-11').
 * Old months are created on their first read with every working day an HQ day, ready to submit.
 */
export function monthBack(back: number): YearMonth & { key: string } {
  const { year, month } = shiftMonth(monthOf(businessDate()), -back);
  return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
}

/** /my-expense 'My Expense'. */
export class MyExpensePage {
  constructor(
    readonly page: Page,
    readonly viewport: Viewport,
  ) {}

  /** Opens the month ('YYYY-MM'), or the session's month, and waits for its days. */
  async open(month?: string): Promise<this> {
    await this.page.goto(month ? `/my-expense?month=${month}` : '/my-expense');
    await this.page.getByRole('heading', { name: 'My Expense' }).waitFor();
    await this.days.first().waitFor();
    return this;
  }

  get days(): Locator {
    return this.page.getByTestId('expense-day');
  }

  /** A day's row (or card) by its list date, '2 Nov 2026'. */
  day(dateText: string): Locator {
    return this.days.filter({ has: this.page.getByText(dateText, { exact: true }) });
  }

  /** What opens a working day: the date link on a desktop, the whole card on a phone. */
  opener(dateText: string): Locator {
    return this.day(dateText).getByRole('button');
  }

  async openDay(dateText: string): Promise<DayDetailsPage> {
    await this.opener(dateText).click();
    await this.page.waitForURL('**/my-expense-details');
    const details = new DayDetailsPage(this.page);
    await details.waitForDay(dateText);
    return details;
  }

  /** A value of the month's totals: 'Month total', 'Sundry total', 'Fare', 'Distance', 'Status'. */
  totalOf(label: string): Locator {
    return this.page
      .locator('.month-totals > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  chip(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get submitButton(): Locator {
    return this.page.locator('.page-header').getByRole('button', { name: 'Submit', exact: true });
  }

  get submitDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Submit / });
  }

  /** Submit, then Submit again in the check that opens. */
  async finalSubmit(): Promise<void> {
    await this.submitButton.click();
    await this.submitDialog.waitFor();
    await this.submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** /my-expense-details 'Expense Details'. */
export class DayDetailsPage {
  constructor(readonly page: Page) {}

  async waitForDay(dateText: string): Promise<void> {
    await this.page.getByRole('heading', { name: dateText, exact: true }).waitFor();
    await this.page.getByRole('heading', { name: 'Total Expense Details' }).waitFor();
  }

  /** A value of the day: 'Category', 'Route', or of the Total Expense Details panel: 'Fare', 'Total'. */
  fact(label: string, panel: 'Route' | 'Total Expense Details' = 'Route'): Locator {
    const section =
      panel === 'Route'
        ? this.page.getByRole('region', { name: 'Route' })
        : this.page.getByRole('region', { name: 'Total Expense Details' });
    return section
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  button(name: 'Modify' | 'Refresh' | 'Save' | 'Back' | 'Add attachment'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get modifyDialog(): ModifyRouteDialog {
    return new ModifyRouteDialog(this.page);
  }

  async openModify(): Promise<ModifyRouteDialog> {
    await this.button('Modify').click();
    const dialog = this.modifyDialog;
    await dialog.root.waitFor();
    return dialog;
  }

  attachment(bill: { expenseType: string; invoiceNumber: string }): Locator {
    return this.page.getByRole('button', { name: `View ${bill.expenseType} bill ${bill.invoiceNumber}` });
  }

  /** Add attachment > Unreported Bills: the unreported list in attach mode. */
  async openUnreportedBills(): Promise<void> {
    await this.button('Add attachment').click();
    await this.page.getByRole('menuitem', { name: 'Unreported Bills' }).click();
    await this.page.waitForURL('**/un-reported-expenses');
    await this.page.getByText(/^Choose a bill to attach to/).waitFor();
  }

  async deleteAttachment(bill: { expenseType: string; invoiceNumber: string }): Promise<void> {
    await this.page
      .getByRole('button', { name: `Delete ${bill.expenseType} bill ${bill.invoiceNumber}` })
      .click();
    await this.page.getByRole('dialog', { name: 'Delete attachment' }).waitFor();
    await this.page.getByRole('button', { name: 'Yes', exact: true }).click();
  }
}

/** The Modify route popup. */
export class ModifyRouteDialog {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Modify route' });
  }

  /** Adds a route row to this city (the from city is the chain's). */
  async addRow(toCity: string): Promise<void> {
    await this.root.getByLabel('To city').selectOption({ label: toCity });
    await this.root.getByRole('button', { name: 'Add row' }).click();
    // The new row is the last whose remove button names this city as its end (city names are plain words).
    await this.root
      .getByRole('button', { name: new RegExp(`^Remove row \\d+, .+ to ${toCity}$`) })
      .last()
      .waitFor();
  }

  async removeRow(slno: number): Promise<void> {
    await this.root.getByRole('button', { name: new RegExp(`^Remove row ${slno},`) }).click();
  }

  async fill(entry: { stay: 'No' | 'Yes'; remarks: string }): Promise<void> {
    await this.root.getByRole('radio', { name: entry.stay }).check();
    await this.root.getByLabel('Remarks').fill(entry.remarks);
  }

  async submit(): Promise<void> {
    await this.root.getByRole('button', { name: 'Submit', exact: true }).click();
  }

  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}
