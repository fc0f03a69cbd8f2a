import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_BILL,
  expenseGetFileAttachement,
  expenseUpload,
  getExpenseTypes,
  getExpenseUploadTemp,
  type TExpenseUploadRequest,
  type TUnreportedUpdateRequest,
  unreportedDelete,
  unreportedUpdate,
} from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { addDays, businessDate } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import {
  type Employee,
  form,
  GIF,
  newInvoiceNumber,
  photo,
  SAMPLE_JPEG,
  SAMPLE_THUMBNAIL,
  samplePng,
  upload,
  uploadBody,
  uploadFields,
  uploadForm,
} from '../../../tests/support/receipts';
import { ok, refused, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

const BAD_THUMBNAIL = renderText(RECEIPT_TEXTS.badThumbnail, 'en');
const BILL_IMAGE_TOO_LARGE = renderText(RECEIPT_TEXTS.imageTooLarge, 'en');
const NOT_A_BILL_IMAGE = renderText(RECEIPT_TEXTS.notAnImage, 'en');

describe.each(DATABASE_KINDS)('receipts on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');

  const billCount = async () =>
    (await t.db.query<{ count: number }>('select count(*)::int as count from bill'))[0]?.count;

  const listBills = async (employee: Employee, activityDate?: string) => {
    const answer = await send(t.app, employee, getExpenseUploadTemp, {
      query: { employeeId: employee.employeeId, companyId: employee.companyId, activityDate },
    });
    expect(answer.status).toBe(200);
    return { size: answer.text.length, ...getExpenseUploadTemp.response.parse(answer.json) };
  };

  const uploadOk = async (employee: Employee, overrides: Partial<TExpenseUploadRequest> = {}) => {
    const response = await upload(t.app, employee, overrides);
    expect(response.status, response.text).toBe(200);
    return expenseUpload.response.parse(response.json).unReportExpenseId;
  };
  const uploadRefused = (status: number, overrides: Partial<TExpenseUploadRequest>, employee = asha) =>
    refused(t.app, employee, expenseUpload, status, { body: uploadBody(employee, overrides) });

  const fileRequest = (employee: Employee, unReportExpenseId: number) => ({
    body: { employeeId: employee.employeeId, unReportExpenseId },
  });
  const imageOf = async (employee: Employee, unReportExpenseId: number) =>
    (await ok(t.app, employee, expenseGetFileAttachement, fileRequest(employee, unReportExpenseId)))
      .imageBase64;

  const updateOf = (employee: Employee, id: number, fields: Partial<TUnreportedUpdateRequest>) =>
    send(t.app, employee, unreportedUpdate, {
      query: { unReportAttachmentId: id },
      body: {
        EmployeeId: employee.employeeId,
        CompanyId: employee.companyId,
        Amount: '75',
        InvoiceNumber: newInvoiceNumber(),
        ExpenseType: 'Food',
        InvoiceDate: addDays(businessDate(), -3),
        expenseOrSundry: 'E',
        ...fields,
      },
    });

  const deleteRequest = (employee: Employee, id: number) => ({
    query: { employeeId: employee.employeeId, companyId: employee.companyId, unReportExpenseId: id },
  });

  it("lists the company's expense and sundry types", async () => {
    const { getAllExpense } = await ok(t.app, asha, getExpenseTypes);
    expect(
      getAllExpense.filter((type) => type.expenseOrSundry === 'E').map((type) => type.expense_Type),
    ).toEqual(['Travel', 'Food', 'Accommodation', 'Miscellaneous']);
    expect(getAllExpense.filter((type) => type.expenseOrSundry === 'S')).toHaveLength(4);
  });

  it('keeps an uploaded bill: thumbnail in the list, the full photo on request', async () => {
    const invoiceNumber = newInvoiceNumber();
    const id = await uploadOk(asha, { InvoiceNumber: invoiceNumber, fare: '120.5' });

    const { expenseUploadTempList, size } = await listBills(asha);
    expect(expenseUploadTempList[0]).toMatchObject({
      unReportExpenseId: id,
      invoiceNumber,
      expenseType: 'Travel',
      expenseOrSundry: 'E',
      amount: 120.5,
      status: 'U',
      invoiceDate: addDays(businessDate(), -10),
    });
    expect(expenseUploadTempList[0]?.imageBase64).toBe(
      `data:image/jpeg;base64,${SAMPLE_THUMBNAIL.toString('base64')}`,
    );
    // The list carries thumbnails only: every item is far smaller than the photo.
    expect(size / expenseUploadTempList.length).toBeLessThan(SAMPLE_JPEG.length / 2);

    expect(await imageOf(asha, id)).toBe(`data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`);
  });

  it('lists the newest upload first and, for a day, only bills dated on or before it', async () => {
    const today = businessDate();
    const older = await uploadOk(asha, { InvoiceDate: addDays(today, -20) });
    const newer = await uploadOk(asha, { InvoiceDate: addDays(today, -1) });
    const all = (await listBills(asha)).expenseUploadTempList.map((bill) => bill.unReportExpenseId);
    expect(all.indexOf(newer)).toBeLessThan(all.indexOf(older));
    expect((await listBills(asha, '')).expenseUploadTempList.map((bill) => bill.unReportExpenseId)).toEqual(
      all,
    );

    const forDay = (await listBills(asha, addDays(today, -5))).expenseUploadTempList;
    expect(forDay.map((bill) => bill.unReportExpenseId)).toContain(older);
    expect(forDay.map((bill) => bill.unReportExpenseId)).not.toContain(newer);
    expect(forDay.every((bill) => bill.invoiceDate <= addDays(today, -5))).toBe(true);
  });

  it('accepts a PNG, and a data URL instead of a file part (listed without a thumbnail)', async () => {
    await uploadOk(asha, { Image: photo(samplePng(64, 48)), Thumbnail: undefined });
    const id = await uploadOk(asha, {
      Image: undefined,
      Thumbnail: undefined,
      ImageBase64: `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`,
    });
    const listed = (await listBills(asha)).expenseUploadTempList.find(
      (bill) => bill.unReportExpenseId === id,
    );
    expect(listed?.imageBase64).toBeNull();
    expect(await imageOf(asha, id)).toContain(SAMPLE_JPEG.toString('base64'));
  });

  it.each([
    ['a text file', Buffer.from('Total: 120 rupees, honest')],
    ['a JPEG cut short', SAMPLE_JPEG.subarray(0, SAMPLE_JPEG.length - 300)],
    ['a GIF', GIF],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as the bill with 400 and saves nothing', async (_name, bytes) => {
    const before = await billCount();
    for (const overrides of [
      { Image: photo(bytes) },
      { Image: undefined, ImageBase64: bytes.toString('base64') },
    ]) {
      expect(await uploadRefused(400, overrides)).toBe(NOT_A_BILL_IMAGE);
    }
    expect(await billCount()).toBe(before);
  });

  it('refuses a photo over 5 MB with 413, as a file part or as a data URL', async () => {
    const before = await billCount();
    const large = samplePng(1400, 1300, { noise: true });
    expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
    for (const overrides of [
      { Image: photo(large) },
      { Image: undefined, ImageBase64: large.toString('base64') },
    ]) {
      expect(await uploadRefused(413, overrides)).toBe(BILL_IMAGE_TOO_LARGE);
    }
    expect(await billCount()).toBe(before);
  });

  it('refuses parts beyond the multipart limits with 413 and a readable reason', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 1);
    for (const overrides of [
      { Image: photo(huge) },
      { Image: undefined, ImageBase64: huge.toString('base64') },
    ]) {
      expect(await uploadRefused(413, overrides)).toMatch(/too large/);
    }
  });

  it.each([
    ['a third file', { Extra: SAMPLE_THUMBNAIL }, /Too many files/],
    [
      'more fields than any call has',
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`x${i}`, 'a'])),
      /Too many fields/,
    ],
    [
      'an image and a data URL together past 8 MB',
      { Image: samplePng(1400, 1300, { noise: true }), ImageBase64: 'a'.repeat(3 * 1024 * 1024) },
      /request is too large/,
    ],
  ])('refuses %s with 413, reading no further, and stores nothing', async (_name, overrides, reason) => {
    const before = await billCount();
    // Raw: a third file and a dozen unknown fields are parts the contract's type has no room for.
    const response = await uploadForm(t.app, asha, overrides);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(reason);
    expect(await billCount()).toBe(before);
  });

  it.each([
    ['a thumbnail that is not an image', Buffer.from('tiny')],
    ['a thumbnail cut short', SAMPLE_THUMBNAIL.subarray(0, 1000)],
    ['a thumbnail over 100 KB', samplePng(200, 200, { noise: true })],
  ])('refuses %s with 400', async (_name, thumbnail) => {
    expect(await uploadRefused(400, { Thumbnail: photo(thumbnail) })).toBe(BAD_THUMBNAIL);
  });

  it('refuses the same invoice number, amount and date again with 409, whatever the case and spaces', async () => {
    const invoiceNumber = newInvoiceNumber();
    const fields = { InvoiceNumber: invoiceNumber, fare: '310', InvoiceDate: addDays(businessDate(), -2) };
    await uploadOk(asha, fields);
    const before = await billCount();
    expect(await uploadRefused(409, { ...fields, InvoiceNumber: `  ${invoiceNumber.toLowerCase()} ` })).toBe(
      DUPLICATE_BILL,
    );
    expect(await billCount()).toBe(before);

    // Another amount, another date or another employee is another bill.
    await uploadOk(asha, { ...fields, fare: '310.01' });
    await uploadOk(asha, { ...fields, InvoiceDate: addDays(businessDate(), -3) });
    await uploadOk(rahul, fields);
  });

  it('updates the fields of an unreported bill, not its photo', async () => {
    const id = await uploadOk(asha);
    const invoiceNumber = newInvoiceNumber();
    const response = await updateOf(asha, id, {
      InvoiceNumber: invoiceNumber,
      Amount: '99.99',
      ExpenseType: 'courier',
      expenseOrSundry: 'S',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ unreportedUpdateStatus: 'Bill updated successfully' });
    const listed = (await listBills(asha)).expenseUploadTempList.find(
      (bill) => bill.unReportExpenseId === id,
    );
    expect(listed).toMatchObject({
      invoiceNumber,
      amount: 99.99,
      expenseType: 'Courier',
      expenseOrSundry: 'S',
    });
    expect(await imageOf(asha, id)).toContain(SAMPLE_JPEG.toString('base64'));
  });

  it('refuses an update that would make the bill a duplicate of another, and keeps the bill as it was', async () => {
    const first = { InvoiceNumber: newInvoiceNumber(), fare: '42', InvoiceDate: addDays(businessDate(), -6) };
    await uploadOk(asha, first);
    const second = await uploadOk(asha);
    const response = await updateOf(asha, second, {
      InvoiceNumber: first.InvoiceNumber,
      Amount: '42.00',
      InvoiceDate: first.InvoiceDate,
    });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ message: DUPLICATE_BILL });
    const listed = (await listBills(asha)).expenseUploadTempList.find(
      (bill) => bill.unReportExpenseId === second,
    );
    expect(listed?.amount).toBe(120.5);

    // Saving a bill with its own values again is not a duplicate of itself.
    const same = await updateOf(asha, second, {
      InvoiceNumber: listed?.invoiceNumber as string,
      Amount: '120.5',
      ExpenseType: 'Travel',
      InvoiceDate: listed?.invoiceDate as string,
    });
    expect(same.status).toBe(200);
  });

  it('deletes an unreported bill, once', async () => {
    const id = await uploadOk(asha);
    const deleted = await send(t.app, asha, unreportedDelete, deleteRequest(asha, id));
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: 'Bill deleted successfully' });
    expect((await listBills(asha)).expenseUploadTempList.map((bill) => bill.unReportExpenseId)).not.toContain(
      id,
    );
    await refused(t.app, asha, unreportedDelete, 404, deleteRequest(asha, id));
    await refused(t.app, asha, expenseGetFileAttachement, 404, fileRequest(asha, id));
  });

  it("refuses another employee's bills with 403 for the list, the photo, an update and a delete", async () => {
    const rahulsBill = await uploadOk(rahul);
    const notYours = 'You may not see or change this employee’s data.';
    const rahulsList = { query: { employeeId: rahul.employeeId, companyId: rahul.companyId } };
    expect(await refused(t.app, asha, getExpenseUploadTemp, 403, rahulsList)).toBe(notYours);
    expect(await refused(t.app, asha, expenseGetFileAttachement, 403, fileRequest(asha, rahulsBill))).toBe(
      notYours,
    );
    const update = await updateOf(asha, rahulsBill, {});
    expect(update.status).toBe(403);
    expect(update.json).toMatchObject({ message: notYours });
    expect(await refused(t.app, asha, unreportedDelete, 403, deleteRequest(asha, rahulsBill))).toBe(notYours);
    // Naming rahul as the employee is refused before the bill is looked at.
    expect(await uploadRefused(403, { EmployeeId: rahul.employeeId })).toBe(notYours);
    const list = (await listBills(rahul)).expenseUploadTempList;
    expect(list.find((bill) => bill.unReportExpenseId === rahulsBill)?.amount).toBe(120.5);
  });

  it('answers 404 for a bill that does not exist', async () => {
    await refused(t.app, asha, expenseGetFileAttachement, 404, fileRequest(asha, 99_999_999));
    expect((await updateOf(asha, 99_999_999, {})).status).toBe(404);
  });

  it.each([
    ['no amount', { fare: undefined }, /^Invalid body: fare: /],
    ['a negative amount', { fare: '-5' }, /fare: must be an amount in rupees/],
    ['a zero amount', { fare: '0' }, /fare: must be more than 0/],
    ['three decimals', { fare: '10.555' }, /fare: must have at most two decimals/],
    ['an amount in hexadecimal', { fare: '0x10' }, /fare: must be an amount in rupees/],
    ['an amount in words', { fare: 'ten' }, /fare: must be an amount in rupees/],
    ['no invoice number', { InvoiceNumber: undefined }, /InvoiceNumber: is required/],
    ['a blank invoice number', { InvoiceNumber: '   ' }, /InvoiceNumber: is required/],
    [
      'a 100 KB invoice number',
      { InvoiceNumber: 'x'.repeat(100 * 1024) },
      /InvoiceNumber: must be at most 60/,
    ],
    ['30 February', { InvoiceDate: '2026-02-30' }, /InvoiceDate: is not a real date/],
    ['a date in another format', { InvoiceDate: '15/01/2026' }, /InvoiceDate: must be a date as YYYY-MM-DD/],
    [
      'a date after today',
      { InvoiceDate: addDays(businessDate(), 2) },
      /^The invoice date cannot be after today\.$/,
    ],
    ['no expense type', { ExpenseType: undefined }, /ExpenseType: is required/],
    ['an unknown expense type', { ExpenseType: 'Champagne' }, /ExpenseType: 'Champagne' is not one of/],
    ['a sundry flag on an expense type', { expenseOrSundry: 'S' }, /expenseOrSundry: Travel is 'E'/],
    ['a flag that is neither E nor S', { expenseOrSundry: 'X' }, /expenseOrSundry: must be 'E'/],
    ['no image at all', { Image: undefined }, /Image: please attach a bill image\./],
    ['the image as a text field', { Image: 'photo.jpg' }, /Image: must be a file/],
    ['an employee id that is not a number', { EmployeeId: 'asha' }, /EmployeeId: must be a number/],
  ])('refuses an upload with %s with 400 and a readable reason, saving nothing', async (_name, overrides, reason) => {
    const before = await billCount();
    // Raw: some of these fields are ones the contract's type forbids (a flag of 'X', a text Image).
    const response = await uploadForm(t.app, asha, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(reason);
    expect(await billCount()).toBe(before);
  });

  it('refuses an update with bad fields with 400, changing nothing', async () => {
    const id = await uploadOk(asha);
    for (const fields of [{ Amount: '-1' }, { InvoiceDate: '2026-13-01' }, { ExpenseType: 'Nope' }]) {
      const response = await updateOf(asha, id, fields);
      expect(response.status).toBe(400);
    }
    const listed = (await listBills(asha)).expenseUploadTempList.find(
      (bill) => bill.unReportExpenseId === id,
    );
    expect(listed?.amount).toBe(120.5);
  });

  it('refuses bodies that are not a usable multipart form with a 4xx, never a 500', async () => {
    // Raw: each body is malformed or of the wrong content type on purpose.
    const headers = bearer(asha.token);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/expenseUpload',
      payload: { EmployeeId: asha.employeeId },
      headers,
    });
    expect(asJson.statusCode).toBe(415);

    const cutShort = await t.app.inject({
      method: 'POST',
      url: '/api/expenseUpload',
      payload: '--xyz\r\nContent-Disposition: form-data; name="fare"\r\n\r\n12',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().message).toMatch(/multipart body could not be read/);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/expenseUpload',
      payload: 'whatever',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);

    const twice = form(uploadFields(asha));
    twice.append('fare', '500');
    const doubled = await t.app.inject({
      method: 'POST',
      url: '/api/expenseUpload',
      payload: twice,
      headers,
    });
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().message).toBe('The field fare was sent twice.');
  });

  it('refuses a list for a malformed day with 400', async () => {
    // Raw: the day is malformed on purpose, as a hand-made URL would carry it.
    const response = await t.app.inject({
      url: `/api/GetExpenseUploadTemp?employeeId=${asha.employeeId}&companyId=${asha.companyId}&activityDate=2026-02-30`,
      headers: bearer(asha.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/activityDate/);
  });
});
