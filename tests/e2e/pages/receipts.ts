// Page models of the receipt screens: what a test does on them, in the words of the screen.
// Every method waits for what it needs (locators, waitFor, waitForURL), never a one-off snapshot.
import type { Locator, Page } from 'playwright-core';
import { pickDay } from '../../support/browser-receipts';

export interface InvoiceEntry {
  expenseType?: string;
  invoiceNumber?: string;
  /** A day of the current month, picked from the calendar. */
  day?: number;
  amount?: string;
}

/** The invoice fields both receipt forms share (/upload-bills and /captured-image-details). */
export class InvoiceFields {
  constructor(
    readonly page: Page,
    private readonly amountLabel = 'Invoice Amount',
  ) {}

  get invoiceNumber(): Locator {
    return this.page.getByLabel('Invoice Number');
  }

  get amount(): Locator {
    return this.page.getByLabel(this.amountLabel);
  }

  /** A field's control by its visible label (exact, so 'Amount' is not 'Total Amount'). */
  control(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Whether the field carries the note that its value was read from the photo (via aria-describedby). */
  isMarkedAsRead(label: string): Promise<boolean> {
    return this.control(label).evaluate((control) =>
      (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent === 'Read from the photo — check it'),
    );
  }

  async fill(entry: InvoiceEntry): Promise<void> {
    if (entry.expenseType) await this.page.getByLabel('Expense Type').selectOption(entry.expenseType);
    if (entry.invoiceNumber !== undefined) await this.invoiceNumber.fill(entry.invoiceNumber);
    if (entry.day !== undefined) await pickDay(this.page, 'Invoice Date', entry.day);
    if (entry.amount !== undefined) await this.amount.fill(entry.amount);
  }
}

/** /upload-bills 'Upload Bill' (desktop). */
export class UploadBillPage {
  readonly fields: InvoiceFields;
  constructor(readonly page: Page) {
    this.fields = new InvoiceFields(page);
  }

  async open(): Promise<this> {
    await this.page.goto('/upload-bills');
    await this.page.getByRole('heading', { name: 'Upload Bill' }).waitFor();
    return this;
  }

  get fileInput(): Locator {
    return this.page.getByLabel('Attach bills/receipts from your system');
  }

  async attachFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer });
  }

  /** 'Attach' for a new bill, 'Update' for an edited one. */
  async save(label: 'Attach' | 'Update' = 'Attach'): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** /un-reported-expenses 'Unreported Bills'. */
export class UnreportedBillsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/un-reported-expenses');
    await this.page.getByRole('heading', { name: 'Unreported Bills' }).waitFor();
    return this;
  }

  async waitForIt(): Promise<void> {
    await this.page.waitForURL('**/un-reported-expenses');
  }

  /** A bill's button by what it does: View, Edit, Delete or Attach. */
  billButton(
    action: 'View' | 'Edit' | 'Delete' | 'Attach',
    bill: { expenseType: string; invoiceNumber: string },
  ) {
    return this.page.getByRole('button', {
      name: `${action} ${bill.expenseType} bill ${bill.invoiceNumber}`,
    });
  }

  async deleteBill(bill: { expenseType: string; invoiceNumber: string }, confirm: boolean): Promise<void> {
    await this.billButton('Delete', bill).click();
    await this.page.getByText('Do you want to delete this bill?').waitFor();
    await this.page.getByRole('button', { name: confirm ? 'Yes' : 'No', exact: true }).click();
  }
}

/** /setting: the device's choice to read bills from photos. */
export class SettingPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/setting');
    await this.page.getByRole('heading', { name: 'Setting', exact: true }).waitFor();
    return this;
  }

  get readBillsSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Read bills from photos' });
  }

  /** Turns reading off and waits until the device has stored the choice. */
  async turnOffBillReading(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        (document.querySelector('#read-bills-from-photos') as HTMLInputElement | null)?.disabled === false,
    );
    await this.readBillsSwitch.uncheck();
    await this.page.waitForFunction(async () =>
      (await window.testIdb.all<{ key: string; value: unknown }>('settings')).some(
        (setting) => setting.key === 'readBillsFromPhotos' && setting.value === false,
      ),
    );
  }
}
