import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminEInvoiceKeyAdd, adminEInvoiceKeys } from '../../../src/contract/admin/einvoice-keys';
import { expenseApprovalAttachment, GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import { expenseGetAllAttachmentForDaywise } from '../../../src/contract/expense-days';
import {
  expenseUpload,
  getExpenseUploadTemp,
  type TExpenseUploadRequest,
} from '../../../src/contract/receipts';
import { businessDate, formatListDate } from '../../../src/pure/calendar';
import { pdfTextLines } from '../../../tests/support/pdf';
import { type Employee, photo, upload } from '../../../tests/support/receipts';
import { ok, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { changed, drawnBill } from './test-pictures';

const SAMPLE_QR = readFileSync(new URL('./fixtures/sample-signed-qr.txt', import.meta.url), 'utf8').trim();
/** What NIC's sample e-invoice says (shared/gst/README.md). */
const SAMPLE_BILL = {
  InvoiceNumber: 'CTDN23456',
  InvoiceDate: '2020-08-05',
  fare: 16_650,
  SellerGstin: '37BZNPM9430M1KL',
  EInvoiceQr: SAMPLE_QR,
};
const today = () => formatListDate(businessDate());

let pictureSeed = 1000;
/** A bill picture no other test of the block uses. */
const newPicture = () => drawnBill(pictureSeed++);

describe.each(DATABASE_KINDS)('the checks of a bill on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const kiran = t.signIn('kiran');
  const vikram = t.signIn('vikram');
  const priya = t.signIn('priya');
  const kavita = t.signIn('kavita');

  const uploaded = async (employee: Employee, overrides: Partial<TExpenseUploadRequest>) => {
    const answer = await upload(t.app, employee, overrides);
    expect(answer.status, answer.text).toBe(200);
    return expenseUpload.response.parse(answer.json);
  };
  const flagTexts = (answer: { flags?: { kind: string; text: string }[] }) =>
    (answer.flags ?? []).map((flag) => `${flag.kind}: ${flag.text}`);
  const looksClaimed = () => `duplicate: This bill looks like one already claimed (${today()})`;

  it("tells rahul a bill is one already claimed when he sends asha's picture again, re-compressed", async () => {
    const picture = await newPicture();
    const first = await uploaded(asha, { Image: photo(picture), fare: '420' });
    expect(first.flags).toEqual([]);
    const again = await changed(picture, { quality: 45, scale: 0.8 });
    const second = await uploaded(rahul, { Image: photo(again), fare: '420', InvoiceNumber: 'OTHER-1' });
    expect(flagTexts(second)).toEqual([looksClaimed()]);
    expect(second.flags?.[0]?.billId).toBe(second.unReportExpenseId);
  });

  it('finds the same picture cropped and turned a little', async () => {
    const picture = await newPicture();
    await uploaded(asha, { Image: photo(picture), fare: '431' });
    const cropped = await changed(picture, { crop: 0.03, degrees: 1.5, quality: 60 });
    expect(flagTexts(await uploaded(rahul, { Image: photo(cropped), fare: '431' }))).toEqual([
      looksClaimed(),
    ]);
  });

  it('does not take a different bill of the same amount for the same picture', async () => {
    await uploaded(asha, { Image: photo(await newPicture()), fare: '432' });
    expect((await uploaded(rahul, { Image: photo(await newPicture()), fare: '432' })).flags).toEqual([]);
  });

  it("flags the same invoice number, date and amount on another employee's bill", async () => {
    const fields = { InvoiceNumber: 'HP/NSK/7001', InvoiceDate: '2026-11-02', fare: '1450' };
    await uploaded(asha, { ...fields, Image: photo(await newPicture()) });
    const second = await uploaded(rahul, {
      ...fields,
      InvoiceNumber: 'hp/nsk/7001',
      Image: photo(await newPicture()),
    });
    expect(flagTexts(second)).toEqual([looksClaimed()]);
  });

  it('still refuses the same employee’s exact duplicate with 409', async () => {
    const fields = { InvoiceNumber: 'HP/NSK/7002', InvoiceDate: '2026-11-02', fare: '1450' };
    await uploaded(asha, { ...fields, Image: photo(await newPicture()) });
    expect((await upload(t.app, asha, { ...fields, Image: photo(await newPicture()) })).status).toBe(409);
  });

  it('flags the same seller GSTIN and invoice number whatever the date and amount', async () => {
    const seller = { SellerGstin: '27AAGCG4576J1Z6', InvoiceNumber: 'GST-88' };
    await uploaded(asha, { ...seller, fare: '100', Image: photo(await newPicture()) });
    const second = await uploaded(rahul, { ...seller, fare: '250', Image: photo(await newPicture()) });
    expect(flagTexts(second)).toEqual([looksClaimed()]);
  });

  it('never looks across companies', async () => {
    const picture = await newPicture();
    const fields = {
      InvoiceNumber: 'APEX-1',
      InvoiceDate: '2026-11-03',
      fare: '777',
      SellerGstin: '27AAACI1681G1ZP',
    };
    await uploaded(asha, { ...fields, Image: photo(picture) });
    expect((await uploaded(kiran, { ...fields, Image: photo(picture) })).flags).toEqual([]);
  });

  it("verifies NIC's real sample QR and lists the bill as a verified e-invoice with its seller", async () => {
    const answer = await uploaded(asha, { ...SAMPLE_BILL, Image: photo(await newPicture()) });
    expect(answer.flags).toEqual([]);
    const list = await send(t.app, asha, getExpenseUploadTemp, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId },
    });
    const bill = getExpenseUploadTemp.response
      .parse(list.json)
      .expenseUploadTempList.find((row) => row.unReportExpenseId === answer.unReportExpenseId);
    expect(bill).toMatchObject({
      einvoice: 'GST e-invoice verified',
      sellerGstin: '37BZNPM9430M1KL',
      flags: [],
    });
  });

  it('flags a second bill with the same IRN, and takes the seller GSTIN from the QR', async () => {
    const { SellerGstin: _, ...withoutSeller } = SAMPLE_BILL;
    const answer = await uploaded(rahul, { ...withoutSeller, fare: '100', Image: photo(await newPicture()) });
    expect(flagTexts(answer)).toEqual([
      looksClaimed(),
      'einvoice: The e-invoice QR says total ₹16,650.00; the bill says ₹100.00.',
    ]);
    const rows = await t.db.query<{ sellerGstin: string }>(
      'select seller_gstin as "sellerGstin" from bill where id = $1',
      [answer.unReportExpenseId],
    );
    expect(rows[0]?.sellerGstin).toBe('37BZNPM9430M1KL');
  });

  it('flags a QR whose payload was changed, and one signed by a key that is not NIC’s', async () => {
    const [head, body, signature] = SAMPLE_QR.split('.') as [string, string, string];
    const payload = Buffer.from(body, 'base64url').toString().replace('CTDN23456', 'CTDN23457');
    const tampered = `${head}.${Buffer.from(payload).toString('base64url')}.${signature}`;
    const first = await uploaded(asha, {
      ...SAMPLE_BILL,
      InvoiceNumber: 'CTDN23457',
      EInvoiceQr: tampered,
      Image: photo(await newPicture()),
    });
    expect(flagTexts(first)).toContain('einvoice: E-invoice QR not signed by NIC');

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ownBody = Buffer.from(
      JSON.stringify({ data: JSON.stringify({ DocNo: 'OWN-1' }), iss: 'NIC' }),
    ).toString('base64url');
    const own = `${head}.${ownBody}.${sign('RSA-SHA256', Buffer.from(`${head}.${ownBody}`), privateKey).toString('base64url')}`;
    const second = await uploaded(asha, {
      InvoiceNumber: 'OWN-1',
      EInvoiceQr: own,
      Image: photo(await newPicture()),
    });
    expect(flagTexts(second)).toEqual(['einvoice: E-invoice QR not signed by NIC']);
  });

  it('refuses a seller GSTIN of the wrong shape or state with 400, and takes one with a wrong check character', async () => {
    for (const SellerGstin of ['27AAGCG4576J1Z', '40AAGCG4576J1Z6']) {
      const answer = await upload(t.app, asha, { SellerGstin, Image: photo(await newPicture()) });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('SellerGstin');
    }
    expect(
      (await upload(t.app, asha, { SellerGstin: '27aagcg4576j1z8', Image: photo(await newPicture()) }))
        .status,
    ).toBe(200);
  });

  it("shows vikram whose claim and which day a bill of rahul's submitted month matches, in his company only", async () => {
    const [bill] = await t.db.query<{
      expenseId: number;
      invoiceNumber: string;
      invoiceDate: string;
      amountPaise: number;
    }>(
      `select d.expense_id as "expenseId", b.invoice_number as "invoiceNumber", b.invoice_date as "invoiceDate",
              b.amount_paise as "amountPaise"
         from bill b join expense_attachment a on a.bill_id = b.id join expense_detail d on d.id = a.expense_detail_id
         join expense e on e.id = d.expense_id
        where b.employee_id = $1 and e.status = 'Submitted'`,
      [rahul.employeeId],
    );
    if (!bill) throw new Error('the demo has no bill on rahul’s submitted month');
    const same = {
      InvoiceNumber: bill.invoiceNumber,
      InvoiceDate: bill.invoiceDate,
      fare: String(bill.amountPaise / 100),
      Image: photo(await newPicture()),
    };
    await uploaded(asha, same);
    await uploaded(kiran, same);
    const { attachments } = await ok(t.app, vikram, expenseApprovalAttachment, {
      query: { expenseId: bill.expenseId },
    });
    const flagged = attachments.find((row) => row.invoiceNumber === bill.invoiceNumber);
    const claim = await ok(t.app, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: bill.expenseId },
    });
    const day = claim.expenseDetails.find((row) => row.expenseDetailId === flagged?.expenseDetailId);
    expect(day?.billFlags.filter((flag) => flag.kind === 'duplicate')).toEqual(flagged?.flags);
    expect(flagged?.flags).toEqual([
      {
        kind: 'duplicate',
        text: `Possible duplicate: Asha Kulkarni claimed a bill with the same invoice number, date and amount on ${today()}.`,
        billId: expect.any(Number),
      },
    ]);
    // rahul's own day lists the same bill in his words.
    const own = await ok(t.app, rahul, expenseGetAllAttachmentForDaywise, {
      query: {
        employeeId: rahul.employeeId,
        expenseId: bill.expenseId,
        activityDate: day?.date ?? '',
        expenseDetailId: flagged?.expenseDetailId ?? 0,
      },
    });
    expect(own.expenseAttachmentList.find((row) => row.invoiceNumber === bill.invoiceNumber)?.flags).toEqual([
      {
        kind: 'duplicate',
        text: `This bill looks like one already claimed (${today()})`,
        billId: expect.any(Number),
      },
    ]);
    // The claim PDF: finance reads whose claim, rahul's own copy names no one.
    const pdfLines = async (who: { token: string; companyId: number }) => {
      const file = await t.app.inject({
        url: `/api/claimPdf?companyId=${who.companyId}&expenseId=${bill.expenseId}`,
        headers: bearer(who.token),
      });
      expect(file.statusCode).toBe(200);
      return pdfTextLines(file.rawPayload).join(' ');
    };
    expect(await pdfLines(kavita)).toContain('Possible duplicate: Asha Kulkarni claimed a bill');
    const ownPdf = await pdfLines(rahul);
    expect(ownPdf).toContain(`This bill looks like one already claimed (${today()})`);
    expect(ownPdf).not.toContain('Asha');
  });

  it("verifies a QR by a key priya added for her company, and not another company's bill", async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const head = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'NIC-2027', typ: 'JWT' })).toString(
      'base64url',
    );
    const body = Buffer.from(
      JSON.stringify({ data: JSON.stringify({ DocNo: 'ROT-1' }), iss: 'NIC' }),
    ).toString('base64url');
    const qr = `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url')}`;
    const bill = () => ({ InvoiceNumber: 'ROT-1', EInvoiceQr: qr });

    const before = await uploaded(asha, { ...bill(), Image: photo(await newPicture()) });
    expect(flagTexts(before)).toContain('einvoice: E-invoice QR not signed by NIC');

    const add = (publicKey: string, kid = 'NIC-2027') =>
      send(t.app, priya, adminEInvoiceKeyAdd, { body: { companyId: priya.companyId, kid, publicKey } });
    expect((await add('not a key')).status).toBe(400);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect((await add(weak.toString())).status).toBe(400);
    expect((await add(pem)).status).toBe(200);
    expect((await add(pem)).status).toBe(409);
    expect((await add(pem, '115F4426617A7938BE1BA06DBEE91A427584EDAB')).status).toBe(409);
    const { keys } = await ok(t.app, priya, adminEInvoiceKeys, { query: { companyId: priya.companyId } });
    expect(keys.map((key) => [key.kid, key.isShared])).toContainEqual(['NIC-2027', false]);
    expect(keys.filter((key) => key.isShared)).toHaveLength(3);

    const after = await uploaded(rahul, { ...bill(), fare: '99', Image: photo(await newPicture()) });
    expect(flagTexts(after).filter((flag) => flag.startsWith('einvoice'))).toEqual([]);
    const elsewhere = await uploaded(kiran, { ...bill(), Image: photo(await newPicture()) });
    expect(flagTexts(elsewhere)).toEqual(['einvoice: E-invoice QR not signed by NIC']);
    expect(
      (
        await send(t.app, asha, adminEInvoiceKeyAdd, {
          body: { companyId: asha.companyId, kid: 'X', publicKey: pem },
        })
      ).status,
    ).toBe(403);
  });
});
