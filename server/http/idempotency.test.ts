import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';
import { expenseUpload, unreportedDelete } from '../../src/contract/receipts';
import {
  form,
  newInvoiceNumber,
  photo,
  SAMPLE_JPEG,
  upload,
  uploadFields,
} from '../../tests/support/receipts';
import { type Answer, send } from '../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../tests/support/test-app';
import { buildApp } from '../app';
import { hashRequest, KEY_REUSED, purgeExpiredKeys, REPLAYED_HEADER } from './idempotency';

describe('request hashes', () => {
  const call = { method: 'POST' as const, path: '/expenseUpload' };
  const file = (data: Buffer) => ({ filename: 'a.jpg', mimetype: 'image/jpeg', data });

  it('are the same for the same fields in another order, and for a file under another name', () => {
    const first = hashRequest(call, {
      query: {},
      body: { fare: '10', Image: file(SAMPLE_JPEG), InvoiceNumber: 'A' },
    });
    const second = hashRequest(call, {
      query: {},
      body: { InvoiceNumber: 'A', Image: { ...file(SAMPLE_JPEG), filename: 'other.jpg' }, fare: '10' },
    });
    expect(second.equals(first)).toBe(true);
  });

  it('differ when a field, a file byte, the query or the call differs', () => {
    const base = { query: { id: '1' }, body: { fare: '10', Image: file(SAMPLE_JPEG) } };
    const hash = hashRequest(call, base);
    const changedImage = Buffer.from(SAMPLE_JPEG);
    changedImage[1000] = (changedImage[1000] ?? 0) ^ 1;
    for (const other of [
      hashRequest(call, { ...base, body: { ...base.body, fare: '10.0' } }),
      hashRequest(call, { ...base, body: { ...base.body, Image: file(changedImage) } }),
      hashRequest(call, { ...base, query: { id: '2' } }),
      hashRequest({ ...call, path: '/unreportedUpdate' }, base),
      hashRequest({ ...call, method: 'PATCH' }, base),
    ]) {
      expect(other.equals(hash)).toBe(false);
    }
  });
});

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');

  const billsNumbered = async (invoiceNumber: string) =>
    (
      await t.db.query<{ count: number }>(
        'select count(*)::int as count from bill where invoice_number = $1',
        [invoiceNumber],
      )
    )[0]?.count;

  it('answers a replay with the stored answer and does the work once', async () => {
    const key = randomUUID();
    const fields = { InvoiceNumber: newInvoiceNumber() };
    const first = await upload(t.app, asha, fields, key);
    expect(first.status).toBe(200);
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();

    const replay = await upload(t.app, asha, fields, key);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await billsNumbered(fields.InvoiceNumber)).toBe(1);
  });

  it('is not fooled into a duplicate: without the key the same bill is refused with 409', async () => {
    const fields = { InvoiceNumber: newInvoiceNumber() };
    expect((await upload(t.app, asha, fields, randomUUID())).status).toBe(200);
    expect((await upload(t.app, asha, fields)).status).toBe(409);
    expect((await upload(t.app, asha, fields, randomUUID())).status).toBe(409);
  });

  it('refuses the same key with another request with 422 and does nothing', async () => {
    const key = randomUUID();
    const fields = { InvoiceNumber: newInvoiceNumber() };
    expect((await upload(t.app, asha, fields, key)).status).toBe(200);

    const otherNumber = newInvoiceNumber();
    const reused = await upload(t.app, asha, { InvoiceNumber: otherNumber }, key);
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ message: KEY_REUSED });
    expect(await billsNumbered(otherNumber)).toBe(0);

    // Another call with the key is another request as well.
    const { unReportExpenseId } = expenseUpload.response.parse((await upload(t.app, asha, fields, key)).json);
    const deleteWithKey = await send(t.app, asha, unreportedDelete, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, unReportExpenseId },
      idempotencyKey: key,
    });
    expect(deleteWithKey.status).toBe(422);
    expect(await billsNumbered(fields.InvoiceNumber)).toBe(1);
  });

  it('does the work once when the same request arrives several times at once', async () => {
    const key = randomUUID();
    const fields = { InvoiceNumber: newInvoiceNumber() };
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(t.app, asha, fields, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(
      new Set(answers.map((answer) => expenseUpload.response.parse(answer.json).unReportExpenseId)).size,
    ).toBe(1);
    expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER.toLowerCase()] === 'true')).toHaveLength(
      3,
    );
    expect(await billsNumbered(fields.InvoiceNumber)).toBe(1);
  });

  it('lets only one of two different keys racing with the same bill save it', async () => {
    const fields = { InvoiceNumber: newInvoiceNumber() };
    const answers = await Promise.all([
      upload(t.app, asha, fields, randomUUID()),
      upload(t.app, asha, fields, randomUUID()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await billsNumbered(fields.InvoiceNumber)).toBe(1);
  });

  it('keeps keys per employee: the same key from someone else is their own request', async () => {
    const key = randomUUID();
    const ashas = await upload(t.app, asha, {}, key);
    const rahuls = await upload(t.app, rahul, {}, key);
    expect(rahuls.status).toBe(200);
    expect(rahuls.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const billOf = (answer: Answer) => expenseUpload.response.parse(answer.json).unReportExpenseId;
    expect(billOf(rahuls)).not.toBe(billOf(ashas));
  });

  it('stores no refusal: a request refused with 4xx is judged afresh when sent again', async () => {
    const key = randomUUID();
    const refused = await upload(t.app, asha, { fare: '-1' }, key);
    expect(refused.status).toBe(400);
    const fixed = await upload(t.app, asha, {}, key);
    expect(fixed.status).toBe(200);
    const forbidden = await upload(t.app, asha, { EmployeeId: rahul.employeeId }, randomUUID());
    expect(forbidden.status).toBe(403);
    const rows = await t.db.query<{ status: number }>(
      'select status_code as status from idempotency_key where employee_id = $1',
      [asha.employeeId],
    );
    expect(rows.every((row) => row.status === 200)).toBe(true);
  });

  it('answers a replayed delete with its stored answer rather than 404', async () => {
    const { unReportExpenseId } = expenseUpload.response.parse((await upload(t.app, asha)).json);
    const key = randomUUID();
    const deleteOnce = () =>
      send(t.app, asha, unreportedDelete, {
        query: { employeeId: asha.employeeId, companyId: asha.companyId, unReportExpenseId },
        idempotencyKey: key,
      });
    expect((await deleteOnce()).status).toBe(200);
    const replay = await deleteOnce();
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ message: 'Bill deleted successfully' });
  });

  it.each([
    ['empty', ''],
    ['201 characters long', 'k'.repeat(201)],
    ['with spaces inside', 'two words'],
  ])('refuses a key that is %s with 400', async (_name, key) => {
    const fields = { InvoiceNumber: newInvoiceNumber() };
    // Raw: the header is malformed on purpose (send leaves an empty key out).
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenseUpload',
      payload: form(uploadFields(asha, fields)),
      headers: { ...bearer(asha.token), [IDEMPOTENCY_HEADER]: key },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /Idempotency-Key must be one value of 1 to 200 visible characters/,
    );
    expect(await billsNumbered(fields.InvoiceNumber)).toBe(0);
  });

  it('accepts a key of 200 characters', async () => {
    expect((await upload(t.app, asha, {}, 'k'.repeat(200))).status).toBe(200);
  });

  it('forgets keys after 30 days, at start-up and on each purge', async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    expect((await upload(t.app, asha, {}, old)).status).toBe(200);
    expect((await upload(t.app, asha, {}, recent)).status).toBe(200);
    const age = (key: string, days: number) =>
      t.db.query(`update idempotency_key set created_at = now() - make_interval(days => $2) where key = $1`, [
        key,
        days,
      ]);
    await age(old, 31);
    await age(recent, 29);
    expect(await purgeExpiredKeys(t.db)).toBe(1);
    const kept = await t.db.query<{ key: string }>('select key from idempotency_key where key = any($1)', [
      [old, recent],
    ]);
    expect(kept.map((row) => row.key)).toEqual([recent]);

    await age(recent, 45);
    const restarted = await buildApp({ db: t.db });
    await restarted.ready();
    await restarted.close();
    expect(await t.db.query('select 1 from idempotency_key where key = $1', [recent])).toHaveLength(0);
  });

  it('keeps the bill photo out of the stored answer', async () => {
    const key = randomUUID();
    await upload(t.app, asha, { Image: photo(SAMPLE_JPEG) }, key);
    const [row] = await t.db.query<{ size: number }>(
      'select octet_length(response::text) as size from idempotency_key where key = $1',
      [key],
    );
    expect(row?.size).toBeLessThan(200);
  });
});
