// Page models of the approval screens: what a test does on them, in the words of the screen.
// Every method waits for what it needs (locators, waitFor, waitForURL), never a one-off snapshot.
import type { Locator, Page } from 'playwright-core';
import type { Viewport } from '../../support/browser';

/** /stpfc-approval: the employees whose fare chart waits, and their journeys. */
export class StpfcApprovalPage {
  constructor(
    readonly page: Page,
    readonly viewport: Viewport,
  ) {}

  async open(): Promise<this> {
    await this.page.goto('/stpfc-approval');
    const title =
      this.viewport === 'desktop' ? 'Standard Tour Programme Fare Chart Approval' : 'STPFC Approval';
    await this.page.getByRole('heading', { name: title, exact: true }).waitFor();
    return this;
  }

  /** The table row (desktop) or card (phone) of an employee. */
  employee(name: string): Locator {
    return this.page.getByTestId('stpfc-employee').filter({ hasText: name });
  }

  async expand(name: string): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    await this.lines.first().waitFor();
  }

  get lines(): Locator {
    return this.page.getByTestId('stpfc-line');
  }

  line(from: string, to: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('group', { name: `Status for ${from} to ${to}` }) });
  }

  async decide(from: string, to: string, decision: 'Approve' | 'Reject', reason?: string): Promise<void> {
    const line = this.line(from, to);
    await line.getByRole('radio', { name: decision }).check();
    if (reason !== undefined) await line.getByLabel(`Reason for ${from} to ${to}`).fill(reason);
  }

  async openJourney(from: string, to: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `${from}, details of ${from} to ${to}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'SFC Approval Details' });
    await dialog.waitFor();
    return dialog;
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}

/** /expense-approval: the months waiting for the approver. */
export class ExpenseApprovalPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/expense-approval');
    await this.page.getByRole('heading', { name: 'Expense Approval', exact: true }).waitFor();
    return this;
  }

  claim(employeeName: string, monthYear: string): Locator {
    return this.page
      .getByTestId('expense-claim')
      .filter({ hasText: employeeName })
      .filter({ hasText: monthYear });
  }

  async openClaim(employeeName: string, monthYear: string): Promise<ClaimPage> {
    await this.page.getByRole('link', { name: `${employeeName}, ${monthYear}`, exact: true }).click();
    await this.page.waitForURL('**/expense-details/*');
    const claim = new ClaimPage(this.page);
    await claim.days.first().waitFor();
    return claim;
  }
}

/** /expense-details/{expenseId}: a month's days to approve. */
export class ClaimPage {
  constructor(readonly page: Page) {}

  get days(): Locator {
    return this.page.getByTestId('claim-day');
  }

  /** A day by its list date: '5 May 2026'. */
  day(date: string): Locator {
    return this.days.filter({ has: this.page.getByRole('link', { name: date, exact: true }) });
  }

  /** The figure the level judges the day at: the claim at level 1, the level before's after. */
  total(date: string): Locator {
    return this.day(date).locator('.claim-days__total');
  }

  async expand(date: string): Promise<void> {
    const toggle = this.page.getByRole('button', { name: `Show details of ${date}`, exact: true });
    await toggle.click();
    await this.deduction(date).waitFor();
  }

  deduction(date: string): Locator {
    return this.page.getByLabel(`Your deduction for ${date}`, { exact: true });
  }

  remark(date: string): Locator {
    return this.page.getByLabel(`Remark for ${date}`, { exact: true });
  }

  async reject(date: string, remark: string): Promise<void> {
    await this.page
      .getByRole('group', { name: `Status for ${date}` })
      .getByRole('radio', { name: 'Reject' })
      .check();
    await this.remark(date).fill(remark);
  }

  /** What covers the claim while a draft or a decision is being saved. */
  get savingOverlay(): Locator {
    return this.page.getByRole('status', { name: 'Saving' });
  }

  /** The alert that tells why the server refused a draft or a decision. */
  refusal(message: string): Locator {
    return this.page.getByRole('alertdialog').getByText(message);
  }

  button(name: 'Save Draft' | 'Submit'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
