// The device's own check of an e-invoice QR's signature (issue 37 §3), with WebCrypto and offline:
// the employee is told at once; the server checks again and never takes the device's word.
import { readSignedQr } from '../../pure/einvoice';
import { type DeviceKey, NIC_KEYS } from './nic-keys';

/** verified: NIC's production key signed it; sandbox: its test portal did; unsigned: no key did. */
export type DeviceVerdict = 'verified' | 'sandbox' | 'unsigned';

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

export async function verifyOnDevice(
  text: string,
  keys: readonly DeviceKey[] = NIC_KEYS,
): Promise<DeviceVerdict> {
  const qr = readSignedQr(text);
  if (!qr) return 'unsigned';
  const ordered = [...keys].sort((a, b) => Number(b.kid === qr.kid) - Number(a.kid === qr.kid));
  for (const key of ordered) {
    if (await verifies(key, qr.signature, qr.signedBytes)) return key.isSandbox ? 'sandbox' : 'verified';
  }
  return 'unsigned';
}

async function verifies(key: DeviceKey, signature: Uint8Array, signed: Uint8Array): Promise<boolean> {
  try {
    const der = Uint8Array.from(atob(key.spkiBase64), (char) => char.charCodeAt(0));
    const publicKey = await crypto.subtle.importKey('spki', der, ALGORITHM, false, ['verify']);
    return await crypto.subtle.verify(
      ALGORITHM,
      publicKey,
      new Uint8Array(signature),
      new Uint8Array(signed),
    );
  } catch {
    return false;
  }
}
