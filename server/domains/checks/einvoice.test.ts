import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSignedQr, disagreements, type EInvoiceKey, spkiOfPem } from './einvoice';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').trim();
const key = (name: string) => spkiOfPem(fixture(name));
const SAMPLE_QR = fixture('sample-signed-qr.txt');
const PRODUCTION: EInvoiceKey = {
  kid: '115F4426617A7938BE1BA06DBEE91A427584EDAB',
  spkiBase64: key('nic-einvoice-prod-2020-09-11.pem'),
  isSandbox: false,
};
const EARLIER: EInvoiceKey = {
  kid: 'nic-prod-2020',
  spkiBase64: key('nic-einvoice-prod-2020.pem'),
  isSandbox: false,
};
const SANDBOX: EInvoiceKey = {
  kid: 'nic-sandbox',
  spkiBase64: key('nic-einvoice-sandbox.pem'),
  isSandbox: true,
};
const NIC_KEYS = [EARLIER, SANDBOX, PRODUCTION];

const base64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');

/** A QR as a forger makes one: NIC's header and layout, signed with a key of their own. */
function signedByOwnKey(data: object, kid = PRODUCTION.kid) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const body = base64url(JSON.stringify({ data: JSON.stringify(data), iss: 'NIC' }));
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey);
  return {
    qr: `${head}.${body}.${base64url(signature)}`,
    spkiBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

const SAMPLE_FACTS = {
  sellerGstin: '37BZNPM9430M1KL',
  invoiceNumber: 'CTDN23456',
  invoiceDate: '2020-08-05',
  totalPaise: 1_665_000,
  irn: 'afdcc32a0eaa3a054cffcd251884d3e3f4f726b75c8943e7d35fbabc82f05d8a',
};

describe("an e-invoice QR's signature", () => {
  it("verifies NIC's real sample with its production key, and reads its facts", () => {
    expect(checkSignedQr(SAMPLE_QR, NIC_KEYS)).toEqual({
      state: 'verified',
      facts: SAMPLE_FACTS,
      kid: PRODUCTION.kid,
    });
  });

  it('finds the key whatever kid the header names', () => {
    expect(checkSignedQr(SAMPLE_QR, [{ ...PRODUCTION, kid: 'renamed' }]).state).toBe('verified');
  });

  it('fails when one character of the payload is changed', () => {
    const [head, body, signature] = SAMPLE_QR.split('.') as [string, string, string];
    const data = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = base64url(JSON.stringify({ ...data, data: data.data.replace('16650', '96650') }));
    const reading = checkSignedQr(`${head}.${tampered}.${signature}`, NIC_KEYS);
    expect(reading.state).toBe('unsigned');
    expect(reading.facts.totalPaise).toBe(9_665_000);
  });

  it('fails with only the keys that did not sign it', () => {
    expect(checkSignedQr(SAMPLE_QR, [EARLIER, SANDBOX]).state).toBe('unsigned');
  });

  it('fails for a QR signed by a key of our own that claims NIC’s kid', () => {
    const { qr } = signedByOwnKey({ DocNo: 'FAKE1', DocDt: '01/11/2026', TotInvVal: 4000 });
    expect(checkSignedQr(qr, NIC_KEYS)).toEqual({
      state: 'unsigned',
      facts: { invoiceNumber: 'FAKE1', invoiceDate: '2026-11-01', totalPaise: 400_000 },
    });
  });

  it('is only a test invoice when the sandbox key signed it', () => {
    const { qr, spkiBase64 } = signedByOwnKey({ DocNo: 'T1' });
    expect(checkSignedQr(qr, [{ kid: 'test', spkiBase64, isSandbox: true }]).state).toBe('sandbox');
    expect(checkSignedQr(qr, [{ kid: 'test', spkiBase64, isSandbox: false }]).state).toBe('verified');
  });

  it('verifies nothing with a broken key, and reads nothing from text that is not a JWT', () => {
    expect(checkSignedQr(SAMPLE_QR, [{ ...PRODUCTION, spkiBase64: 'AAAA' }]).state).toBe('unsigned');
    expect(checkSignedQr('upi://pay?pa=shop@upi', NIC_KEYS)).toEqual({ state: 'unsigned', facts: {} });
  });
});

describe('an e-invoice beside its bill', () => {
  const bill = {
    sellerGstin: '37BZNPM9430M1KL',
    invoiceNumber: 'ctdn23456 ',
    invoiceDate: '2020-08-05',
    amountPaise: 1_665_000,
  };

  it('agrees when the bill says what the QR says, whatever the case of the number', () => {
    expect(disagreements(SAMPLE_FACTS, bill)).toEqual([]);
    expect(disagreements(SAMPLE_FACTS, { ...bill, sellerGstin: null })).toEqual([]);
  });

  it('names each field that differs', () => {
    const changed = {
      sellerGstin: '27AAGCG4576J1Z6',
      invoiceNumber: 'X1',
      invoiceDate: '2020-08-06',
      amountPaise: 1_000,
    };
    expect(disagreements(SAMPLE_FACTS, changed).map((found) => found.field)).toEqual([
      'sellerGstin',
      'invoiceNumber',
      'invoiceDate',
      'total',
    ]);
  });
});
