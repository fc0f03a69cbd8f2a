// Saving requests to the outbox: binary images, one transaction with the capture and draft it
// replaces, a full disk, persistent storage, and clearing what the device keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyOf } from '../contract/call';
import { expenseUpload, getExpenseTypes, unreportedDelete } from '../contract/receipts';
import { db } from './db';
import {
  clearOfflineData,
  type EnqueueRequest,
  enqueue,
  InvalidRequestError,
  OutboxNotEmptyError,
  onEnqueue,
  StorageFullError,
} from './outbox';

const ASHA = 1;
const RAHUL = 2;

const image = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])], { type: 'image/jpeg' });

function bill(
  invoice: string,
  employeeId = ASHA,
  kind: EnqueueRequest<typeof expenseUpload>['kind'] = 'bill-upload',
): EnqueueRequest<typeof expenseUpload> {
  return { employeeId, kind, body: billBody(invoice, employeeId), label: `Bill ${invoice}` };
}

function billBody(invoice: string, employeeId = ASHA): BodyOf<typeof expenseUpload> {
  return {
    EmployeeId: employeeId,
    CompanyId: 1,
    fare: 120.5,
    InvoiceNumber: invoice,
    ExpenseType: 'Food',
    InvoiceDate: '2026-11-20',
    expenseOrSundry: 'E',
    Image: image(),
  };
}

async function seedCaptureAndDraft(employeeId = ASHA) {
  await db.captures.put({
    id: `capture-${employeeId}`,
    employeeId,
    name: '12345678',
    image: image(),
    isCompressed: false,
    createdAt: 1,
  });
  await db.drafts.put({
    key: `upload-bill-${employeeId}`,
    employeeId,
    value: { invoiceNumber: 'X' },
    updatedAt: 1,
  });
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.captures.clear(), db.drafts.clear()]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('enqueue', () => {
  it('asks the browser once for persistent storage, after the first new bill', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted } });
    await enqueue(expenseUpload, bill('INV-0', ASHA, 'bill-delete'));
    expect(persist).not.toHaveBeenCalled();
    await enqueue(expenseUpload, bill('INV-1'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    await enqueue(expenseUpload, bill('INV-2'));
    await Promise.resolve();
    expect(persisted).toHaveBeenCalledTimes(1);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('stores a queued request with a fresh key and the image as binary, not text', async () => {
    const first = await enqueue(expenseUpload, bill('INV-1'));
    const second = await enqueue(expenseUpload, bill('INV-2'));
    const stored = await db.outbox.get(first.seq as number);
    expect(stored).toMatchObject({ state: 'queued', attempts: 0, employeeId: ASHA, label: 'Bill INV-1' });
    expect(stored?.body?.Image).toBeInstanceOf(Blob);
    expect((stored?.body?.Image as Blob).size).toBe(9);
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.seq).toBeGreaterThan(first.seq as number);
  });

  it('removes the capture and the draft it saves in the same step, and tells the listeners', async () => {
    await seedCaptureAndDraft();
    const listener = vi.fn();
    const stop = onEnqueue(listener);
    await enqueue(expenseUpload, bill('INV-1'), {
      removeCaptureId: `capture-${ASHA}`,
      removeDraftKey: `upload-bill-${ASHA}`,
    });
    stop();
    expect(await db.captures.count()).toBe(0);
    expect(await db.drafts.count()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('on a full disk throws a readable StorageFullError and loses nothing saved before', async () => {
    await seedCaptureAndDraft();
    const earlier = await enqueue(expenseUpload, bill('INV-1'));
    const listener = vi.fn();
    const stop = onEnqueue(listener);
    vi.spyOn(db.outbox, 'add').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const saving = enqueue(expenseUpload, bill('INV-2'), {
      removeCaptureId: `capture-${ASHA}`,
      removeDraftKey: `upload-bill-${ASHA}`,
    });
    await expect(saving).rejects.toBeInstanceOf(StorageFullError);
    await expect(saving).rejects.toThrow(/no storage space left.*receipts saved earlier are safe/);
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect((await db.outbox.toArray()).map((item) => item.idempotencyKey)).toEqual([earlier.idempotencyKey]);
    expect(await db.captures.count()).toBe(1);
    expect(await db.drafts.count()).toBe(1);
  });

  it('rolls back the whole step when a later part fails, and passes other errors on as they are', async () => {
    await seedCaptureAndDraft();
    const failure = new Error('disk unplugged');
    vi.spyOn(db.drafts, 'delete').mockImplementationOnce(() => {
      throw failure;
    });
    await expect(
      enqueue(expenseUpload, bill('INV-1'), {
        removeCaptureId: `capture-${ASHA}`,
        removeDraftKey: `upload-bill-${ASHA}`,
      }),
    ).rejects.toBe(failure);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.captures.count()).toBe(1);
  });
});

describe('checking a request against its contract when it is saved', () => {
  it('refuses a body the call would refuse, saying why, and saves nothing nor removes the capture', async () => {
    await seedCaptureAndDraft();
    const listener = vi.fn();
    const stop = onEnqueue(listener);
    const request = bill('INV-1');
    const saving = enqueue(
      expenseUpload,
      { ...request, body: { ...billBody('INV-1'), fare: 0, InvoiceDate: '2026-02-30' } },
      { removeCaptureId: `capture-${ASHA}` },
    );
    await expect(saving).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(saving).rejects.toThrow(
      'This request was not saved, because its body is not what /expenseUpload accepts: fare: must be more than 0; InvoiceDate: is not a real date',
    );
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect([await db.outbox.count(), await db.captures.count()]).toEqual([0, 1]);
  });

  it('refuses a new bill without its image or without a body, and a query with a bad id', async () => {
    const request = bill('INV-1');
    await expect(
      enqueue(expenseUpload, { ...request, body: { ...billBody('INV-1'), Image: undefined } }),
    ).rejects.toThrow('Image: please attach a bill image.');
    await expect(enqueue(expenseUpload, { ...request, body: undefined })).rejects.toThrow(
      'its body is not what /expenseUpload accepts',
    );
    await expect(
      enqueue(unreportedDelete, {
        employeeId: ASHA,
        kind: 'bill-delete',
        query: { employeeId: ASHA, companyId: 1, unReportExpenseId: -4 },
        label: 'Deleting',
      }),
    ).rejects.toThrow('its query is not what /unreportedDelete accepts: unReportExpenseId: must be positive');
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a call the outbox does not send', async () => {
    await expect(enqueue(getExpenseTypes as unknown as typeof expenseUpload, bill('INV-1'))).rejects.toThrow(
      '/ExpenseType accepts: the outbox does not send this call',
    );
  });

  it('keeps the values as given (text stays text, the image a Blob), for the sender to check again', async () => {
    const request = bill('INV-1');
    const item = await enqueue(expenseUpload, { ...request, body: { ...billBody('INV-1'), fare: '120.50' } });
    const stored = await db.outbox.get(item.seq as number);
    expect(stored?.path).toBe('/expenseUpload');
    expect(stored?.body?.fare).toBe('120.50');
    expect(stored?.body?.Image).toBeInstanceOf(Blob);
  });
});

describe('clearing offline data', () => {
  it('is refused while requests wait, saying how many, and removes nothing', async () => {
    await seedCaptureAndDraft();
    await enqueue(expenseUpload, bill('INV-1'));
    const failed = await enqueue(expenseUpload, bill('INV-2'));
    await db.outbox.update(failed.seq as number, { state: 'failed' });
    const clearing = clearOfflineData(ASHA);
    await expect(clearing).rejects.toBeInstanceOf(OutboxNotEmptyError);
    await expect(clearing).rejects.toThrow(
      'Offline data was not cleared: 2 requests are still waiting to upload. Let them upload, or discard them, first.',
    );
    expect([await db.outbox.count(), await db.captures.count(), await db.drafts.count()]).toEqual([2, 1, 1]);
  });

  it("removes the employee's captures, drafts, cached lists and confirmed requests, and nobody else's", async () => {
    await seedCaptureAndDraft(ASHA);
    await seedCaptureAndDraft(RAHUL);
    for (const employeeId of [ASHA, RAHUL]) {
      await db.cache.put({ key: `expense-types-${employeeId}`, employeeId, value: {}, updatedAt: 0 });
    }
    const done = await enqueue(expenseUpload, bill('INV-1'));
    await db.outbox.update(done.seq as number, { state: 'done' });
    const rahuls = await enqueue(expenseUpload, bill('INV-9', RAHUL));
    await clearOfflineData(ASHA);
    expect((await db.outbox.toArray()).map((item) => item.seq)).toEqual([rahuls.seq]);
    expect((await db.captures.toArray()).map((capture) => capture.employeeId)).toEqual([RAHUL]);
    expect((await db.drafts.toArray()).map((draft) => draft.employeeId)).toEqual([RAHUL]);
    expect((await db.cache.toArray()).map((record) => record.employeeId)).toEqual([RAHUL]);
  });
});
