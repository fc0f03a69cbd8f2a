// The invoice form of a captured receipt in real Chromium, with a reader the test answers by hand:
// the reading fills the fields left alone and marks them, and never what the user typed.
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ReadFields } from '../../lib/db';
import { db, uploadDraftKey } from '../../lib/db';
import { writeDeviceSetting } from '../../lib/device-settings';
import { clearSession, saveSession } from '../../lib/session';
import { businessDate } from '../../pure/calendar';
import InvoiceDetailsPage from './invoice-details-page';
import type { ReceiptReading } from './prefill/fields';
import { readPhoto, replaceReaderForTests } from './prefill/photo-reading';
import { NOT_READ_TEXT, READ_FROM_PHOTO_NOTE, READING_TEXT } from './prefill/prefill-status';
import UploadBillsPage from './upload-bills-page';

const EMPLOYEE_ID = 41;
const TYPES = [
  { expenseTypeId: 1, expense_Type: 'Travel', expenseOrSundry: 'E' },
  { expenseTypeId: 2, expense_Type: 'Food', expenseOrSundry: 'E' },
  { expenseTypeId: 3, expense_Type: 'Accommodation', expenseOrSundry: 'E' },
];

interface Asked {
  answer: (fields: ReadFields, source?: ReceiptReading['source']) => void;
  fail: (error: Error) => void;
}

/** A reader whose readings the test answers when it chooses; it counts what it was asked to read. */
function handReader() {
  const asked: Asked[] = [];
  replaceReaderForTests({
    readReceipt: () =>
      new Promise((resolve, reject) => {
        asked.push({ answer: (fields, source) => resolve({ fields, source }), fail: reject });
      }),
  });
  return asked;
}

async function whitePhoto(): Promise<Blob> {
  const canvas = new OffscreenCanvas(400, 600);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 400, 600);
  return canvas.convertToBlob({ type: 'image/jpeg' });
}

async function plantCapture(): Promise<string> {
  const image = await whitePhoto();
  const id = crypto.randomUUID();
  await db.captures.add({
    id,
    employeeId: EMPLOYEE_ID,
    name: '12345678',
    image,
    isCompressed: false,
    createdAt: 1,
  });
  return id;
}

/** Waits until the page shows what the check expects (the page updates as Dexie and the reader answer). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });

const field = (label: string) =>
  [...document.querySelectorAll('label')].find((element) => element.textContent === label)?.control as
    | HTMLInputElement
    | HTMLSelectElement
    | null;

function noteOf(control: Element | null | undefined): string {
  const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const aDayAgo = () => {
  const day = new Date(`${businessDate()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

describe('the invoice form prefilled from the photo', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(async () => {
    await Promise.all([db.captures.clear(), db.drafts.clear(), db.settings.clear()]);
    // Every query forgets what an earlier test loaded (the expense types) when a session ends.
    clearSession();
    saveSession('token-41', {
      employeeId: EMPLOYEE_ID,
      companyId: 1,
      companyName: 'Sunrise',
      designation: 'MR',
      employeeName: 'Test Employee',
      useName: 'test',
      expenseMonth: 11,
      expenseYear: 2026,
    });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ getAllExpense: TYPES }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    replaceReaderForTests(undefined);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fills the empty fields, marks them, and leaves the field typed before the reading came', async () => {
    const asked = handReader();
    const captureId = await plantCapture();
    root.render(<InvoiceDetailsPage />);
    await eventually(() => expect(field('Invoice Number')).toBeTruthy());
    await eventually(() => expect(container.textContent).toContain(READING_TEXT));
    expect(asked).toHaveLength(1);

    await userEvent.fill(field('Invoice Number') as HTMLInputElement, 'MY-OWN-7');
    const date = aDayAgo();
    asked[0]?.answer({ invoiceNo: 'HP/2211/0457', invoiceDate: date, amount: 1500.5, expenseType: 'fuel' });

    await eventually(() => expect((field('Amount') as HTMLInputElement).value).toBe('1500.50'));
    expect((field('Invoice Number') as HTMLInputElement).value).toBe('MY-OWN-7');
    expect((field('Expense Type') as HTMLSelectElement).value).toBe('Travel');
    const [year, month, day] = date.split('-');
    // The date field shows its value once its calendar is set up, which can come after the amount (CI
    // saw it empty once, the value there a moment later in the failure's screenshot).
    await eventually(() =>
      expect((field('Invoice Date') as HTMLInputElement).value).toBe(`${day}/${month}/${year}`),
    );
    expect(noteOf(field('Amount'))).toContain(READ_FROM_PHOTO_NOTE);
    expect(noteOf(field('Expense Type'))).toContain(READ_FROM_PHOTO_NOTE);
    expect(noteOf(field('Invoice Date'))).toContain(READ_FROM_PHOTO_NOTE);
    expect(noteOf(field('Invoice Number'))).not.toContain(READ_FROM_PHOTO_NOTE);
    expect(container.textContent).not.toContain(READING_TEXT);

    // Editing a read field makes it the user's: its mark goes; the draft keeps values and marks.
    await userEvent.fill(field('Amount') as HTMLInputElement, '1499');
    await eventually(() => expect(noteOf(field('Amount'))).not.toContain(READ_FROM_PHOTO_NOTE));
    await eventually(async () => {
      const draft = await db.drafts.get(`${EMPLOYEE_ID}:invoice-form:${captureId}`);
      expect(draft?.value).toMatchObject({
        invoiceNumber: 'MY-OWN-7',
        amount: '1499',
        prefill: { appliedTo: captureId, touched: ['invoiceNumber', 'amount'] },
      });
      expect([...((draft?.value.prefill as { marked: string[] }).marked ?? [])].sort()).toEqual([
        'expenseType',
        'invoiceDate',
      ]);
    });

    // After a reload (a new mount on the same draft) the marks are still there, and nothing is read again.
    root.unmount();
    root = createRoot(container);
    root.render(<InvoiceDetailsPage />);
    await eventually(() => expect((field('Amount') as HTMLInputElement | null)?.value).toBe('1499'));
    expect(noteOf(field('Expense Type'))).toContain(READ_FROM_PHOTO_NOTE);
    expect(noteOf(field('Amount'))).not.toContain(READ_FROM_PHOTO_NOTE);
    expect(asked).toHaveLength(1);
  });

  it('a reading that lands after the upload form was cancelled brings nothing back', async () => {
    const asked = handReader();
    root.render(<UploadBillsPage />);
    await eventually(() => expect(document.getElementById('upload-file')).toBeTruthy());
    const file = new File([await whitePhoto()], 'bill.jpg', { type: 'image/jpeg' });
    await userEvent.upload(document.getElementById('upload-file') as HTMLInputElement, file);
    await eventually(() => expect(asked).toHaveLength(1));
    await eventually(() => expect(container.textContent).toContain('KB'));
    const cancel = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Cancel',
    );
    await userEvent.click(cancel as HTMLButtonElement);
    await eventually(async () => expect(await db.drafts.get(uploadDraftKey(EMPLOYEE_ID))).toBeUndefined());

    asked[0]?.answer({ invoiceNo: 'LATE-1', amount: 75 });
    // The reading is settled once its status line is gone; the draft stays gone and no field is filled.
    await eventually(() => expect(container.textContent).not.toContain(READING_TEXT));
    expect(await db.drafts.get(uploadDraftKey(EMPLOYEE_ID))).toBeUndefined();
    expect(container.textContent).not.toContain(READ_FROM_PHOTO_NOTE);
  });

  it("says quietly 'Could not read this photo' when the reading fails, and the form stays usable", async () => {
    const asked = handReader();
    await plantCapture();
    root.render(<InvoiceDetailsPage />);
    await eventually(() => expect(asked).toHaveLength(1));
    asked[0]?.fail(new Error('engine crashed'));
    await eventually(() => expect(container.textContent).toContain(NOT_READ_TEXT));
    expect(document.querySelector('[role="alert"], [role="alertdialog"]')).toBeNull();
    await userEvent.fill(field('Invoice Number') as HTMLInputElement, 'TYPED-1');
    expect((field('Invoice Number') as HTMLInputElement).value).toBe('TYPED-1');
  });

  it('leaves a photo unread when nothing was read offline, and reads it when the connection comes back', async () => {
    const asked = handReader();
    const captureId = await plantCapture();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let settled = false;
    const reading = readPhoto(captureId, new Blob(['x'], { type: 'image/jpeg' })).finally(() => {
      settled = true;
    });
    await eventually(() => expect(asked).toHaveLength(1));
    asked[0]?.answer({});
    // Waiting for a connection, not reading: no second ask, nothing settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    expect(settled).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(asked).toHaveLength(2));
    asked[1]?.answer({ amount: 80 });
    await expect(reading).resolves.toEqual({ status: 'read', fields: { amount: 80 } });
    onLine.mockRestore();
  });

  it('reads again once online when the engine could not be fetched, unless a newer photo came', async () => {
    const asked = handReader();
    const first = readPhoto(crypto.randomUUID(), new Blob(['x'], { type: 'image/jpeg' }));
    await eventually(() => expect(asked).toHaveLength(1));
    asked[0]?.answer({}, 'unavailable');
    // Said until heard: the reading starts waiting for the connection a moment after its answer.
    await eventually(() => {
      window.dispatchEvent(new Event('online'));
      expect(asked).toHaveLength(2);
    });
    asked[1]?.answer({}, 'unavailable');

    // A newer photo is read now; the first one's turn, when the connection comes back, is given up.
    const newer = readPhoto(crypto.randomUUID(), new Blob(['y'], { type: 'image/jpeg' }));
    await eventually(() => expect(asked).toHaveLength(3));
    asked[2]?.answer({ amount: 120 });
    await expect(newer).resolves.toEqual({ status: 'read', fields: { amount: 120 } });
    await eventually(async () => {
      window.dispatchEvent(new Event('online'));
      expect(await Promise.race([first, 'waiting'])).toBeUndefined();
    });
    expect(asked).toHaveLength(3);
  });

  it('reads nothing, and loads no reader, when the device setting is off', async () => {
    const asked = handReader();
    await writeDeviceSetting('readBillsFromPhotos', false);
    const captureId = await plantCapture();
    await expect(readPhoto(captureId, new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBeUndefined();
    expect(asked).toHaveLength(0);
    await writeDeviceSetting('readBillsFromPhotos', true);
    const reading = readPhoto(captureId, new Blob(['x'], { type: 'image/jpeg' }));
    await eventually(() => expect(asked).toHaveLength(1));
    asked[0]?.answer({ amount: 80 });
    await expect(reading).resolves.toEqual({ status: 'read', fields: { amount: 80 } });
  });
});
