import { describe, expect, it } from 'vitest';
import { parseQrPayload } from './qr-payload';

const base64Url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))
    .toString('base64')
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A signed e-invoice QR as the portal issues it: header.payload.signature, the summary JSON as text in `data`. */
function signedQr(summary: object, payload: object = {}): string {
  return [
    base64Url({ alg: 'RS256', kid: 'B8F6A9', typ: 'JWT' }),
    base64Url({ data: JSON.stringify(summary), iss: 'NIC', ...payload }),
    'Zm9vYmFyc2lnbmF0dXJlLWJ5dGVz',
  ].join('.');
}

const SUMMARY = {
  SellerGstin: '27AACCH1234H1Z5',
  BuyerGstin: '27AABCS9876P1Z2',
  DocNo: 'HTL/59738',
  DocTyp: 'INV',
  DocDt: '09/08/2026',
  TotInvVal: 3808,
  ItemCnt: 1,
  MainHsnCode: '996311',
  Irn: 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229',
  IrnDt: '2026-08-09 10:21:00',
};

describe('GST e-invoice QR', () => {
  it('reads the document number, date, total, seller and a hotel stay from the signed QR, and keeps the QR', () => {
    const qr = signedQr(SUMMARY);
    expect(parseQrPayload(qr)).toEqual({
      source: 'gst-qr',
      fields: {
        invoiceNo: 'HTL/59738',
        invoiceDate: '2026-08-09',
        amount: 3808,
        expenseType: 'hotel',
        sellerGstin: '27AACCH1234H1Z5',
        einvoiceQr: qr,
      },
    });
  });

  it('keeps no unsigned summary as a QR to check, and leaves out a seller GSTIN of the wrong shape', () => {
    expect(parseQrPayload(JSON.stringify(SUMMARY))?.fields.einvoiceQr).toBeUndefined();
    expect(
      parseQrPayload(signedQr({ ...SUMMARY, SellerGstin: 'NOT-A-GSTIN' }))?.fields.sellerGstin,
    ).toBeUndefined();
  });

  it('rounds the total to paise and names fuel and restaurant bills by their HSN or SAC code', () => {
    const {
      sellerGstin: _,
      einvoiceQr: __,
      ...fields
    } = parseQrPayload(signedQr({ ...SUMMARY, TotInvVal: 1494.8499, MainHsnCode: '27101990' }))?.fields ?? {};
    expect(fields).toEqual({
      invoiceNo: 'HTL/59738',
      invoiceDate: '2026-08-09',
      amount: 1494.85,
      expenseType: 'fuel',
    });
    expect(parseQrPayload(signedQr({ ...SUMMARY, MainHsnCode: '996331' }))?.fields.expenseType).toBe(
      'restaurant',
    );
    expect(parseQrPayload(signedQr({ ...SUMMARY, MainHsnCode: '3004' }))?.fields.expenseType).toBeUndefined();
  });

  it('reads a summary printed unsigned as plain JSON', () => {
    expect(parseQrPayload(JSON.stringify({ ...SUMMARY, TotInvVal: '1297.00' }))).toMatchObject({
      source: 'gst-qr',
      fields: { invoiceNo: 'HTL/59738', amount: 1297 },
    });
  });

  it('accepts a summary already parsed into the payload and a total given as text', () => {
    const qr = [
      base64Url({ alg: 'RS256' }),
      base64Url({ data: { ...SUMMARY, TotInvVal: '609.00' } }),
      'c2ln',
    ].join('.');
    expect(parseQrPayload(qr)?.fields.amount).toBe(609);
  });

  it('leaves out an impossible date or a malformed number, keeping the rest', () => {
    const {
      sellerGstin: _,
      einvoiceQr: __,
      ...fields
    } = parseQrPayload(signedQr({ ...SUMMARY, DocDt: '31/02/2026', DocNo: 'HTL 59738 WITH SPACES' }))
      ?.fields ?? {};
    expect(fields).toEqual({ amount: 3808, expenseType: 'hotel' });
  });

  it('refuses a zero, negative or absurd total', () => {
    for (const total of [0, -120, 'abc', 1e9])
      expect(parseQrPayload(signedQr({ ...SUMMARY, TotInvVal: total }))?.fields.amount).toBeUndefined();
  });

  it('answers null for a JWT that is not an e-invoice, a broken token or other text', () => {
    expect(
      parseQrPayload([base64Url({ alg: 'HS256' }), base64Url({ sub: 'user-7' }), 'c2ln'].join('.')),
    ).toBeNull();
    expect(parseQrPayload('eyJhbGciOi.not-base64!.sig')).toBeNull();
    expect(parseQrPayload('https://www.example.in/menu')).toBeNull();
    expect(parseQrPayload('')).toBeNull();
  });
});

describe('UPI payment QR', () => {
  it('reads the amount of a merchant QR', () => {
    expect(
      parseQrPayload(
        'upi://pay?pa=hotelshreyas@ybl&pn=Hotel%20Shreyas&mc=5812&tr=881237745512&am=609.00&cu=INR',
      ),
    ).toEqual({ source: 'upi-qr', fields: { amount: 609 } });
  });

  it('reads the upper-case scheme, parameters in any order and no currency', () => {
    expect(parseQrPayload('UPI://pay?am=1494.85&pa=shreesaifuels@okaxis')?.fields.amount).toBe(1494.85);
  });

  it('reads the invoice number and date a GST dynamic QR adds', () => {
    expect(
      parseQrPayload(
        'upi://pay?pa=vaishali.rest@icici&pn=Vaishali&am=551.00&cu=INR&invoiceNo=VSH/2071&invoiceDate=2026-11-09T13:42:00',
      ),
    ).toEqual({
      source: 'upi-qr',
      fields: { amount: 551, invoiceNo: 'VSH/2071', invoiceDate: '2026-11-09' },
    });
  });

  it('gives nothing for a QR without an amount (a shop’s static QR), in another currency, or with a bad amount', () => {
    expect(parseQrPayload('upi://pay?pa=shop@okhdfc&pn=Shop&cu=INR')).toBeNull();
    expect(parseQrPayload('upi://pay?pa=shop@okhdfc&am=20.00&cu=USD')).toBeNull();
    expect(parseQrPayload('upi://pay?pa=shop@okhdfc&am=1,200')).toBeNull();
    expect(parseQrPayload('upi://pay')).toBeNull();
  });
});
