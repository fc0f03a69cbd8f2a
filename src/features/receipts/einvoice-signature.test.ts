import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyOnDevice } from './einvoice-signature';
import { NIC_KEYS } from './nic-keys';

const SAMPLE_QR = readFileSync(
  new URL('../../../server/domains/checks/fixtures/sample-signed-qr.txt', import.meta.url),
  'utf8',
).trim();

describe("the device's check of an e-invoice QR", () => {
  it("verifies NIC's real sample with the keys the app carries", async () => {
    await expect(verifyOnDevice(SAMPLE_QR)).resolves.toBe('verified');
  });

  it('refuses the sample with one character of its payload changed, and with the other keys alone', async () => {
    const [head, body, signature] = SAMPLE_QR.split('.') as [string, string, string];
    const changed = Buffer.from(Buffer.from(body, 'base64url').toString().replace('CTDN', 'CTDM')).toString(
      'base64url',
    );
    await expect(verifyOnDevice(`${head}.${changed}.${signature}`)).resolves.toBe('unsigned');
    const others = NIC_KEYS.filter((key) => key.kid !== '115F4426617A7938BE1BA06DBEE91A427584EDAB');
    await expect(verifyOnDevice(SAMPLE_QR, others)).resolves.toBe('unsigned');
  });

  it('calls a QR the sandbox key verifies a test invoice', async () => {
    const production = NIC_KEYS.find(
      (key) => !key.isSandbox && key.kid.startsWith('115F'),
    ) as (typeof NIC_KEYS)[number];
    await expect(verifyOnDevice(SAMPLE_QR, [{ ...production, isSandbox: true }])).resolves.toBe('sandbox');
  });
});
