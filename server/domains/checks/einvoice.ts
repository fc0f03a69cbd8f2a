// The government's signature on a GST e-invoice QR (issue 37 §3), checked with the company's keys:
// NIC's (shipped in migration 033) and any its administrator added since NIC rotated them.
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { type EInvoiceFacts, readSignedQr } from '../../../src/pure/einvoice';

export interface EInvoiceKey {
  kid: string;
  /** The DER SubjectPublicKeyInfo in base64: a PEM's body without its armour lines. */
  spkiBase64: string;
  isSandbox: boolean;
}

/** verified: a production key of NIC signed it; sandbox: NIC's test portal did; unsigned: no known key did. */
export type EInvoiceState = 'verified' | 'sandbox' | 'unsigned';

export interface EInvoiceReading {
  state: EInvoiceState;
  /** What the QR says, read whatever its signature: a forged QR's IRN still finds the real bill. */
  facts: EInvoiceFacts;
  /** The key that verified it. */
  kid?: string;
}

/**
 * Tries the key the QR names first, then every other: a QR whose signature fails every known key
 * is not an invoice the government registered, whatever its header claims.
 */
export function checkSignedQr(text: string, keys: readonly EInvoiceKey[]): EInvoiceReading {
  const qr = readSignedQr(text);
  if (!qr) return { state: 'unsigned', facts: {} };
  const ordered = [...keys].sort((a, b) => Number(b.kid === qr.kid) - Number(a.kid === qr.kid));
  for (const key of ordered) {
    const publicKey = parsedKey(key.spkiBase64);
    if (publicKey && verify('RSA-SHA256', qr.signedBytes, publicKey, qr.signature)) {
      return { state: key.isSandbox ? 'sandbox' : 'verified', facts: qr.facts, kid: key.kid };
    }
  }
  return { state: 'unsigned', facts: qr.facts };
}

/** A bill's own fields, as the e-invoice's are compared with them. */
export interface BillSays {
  sellerGstin: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  amountPaise: number;
}

export type Disagreement =
  | { field: 'sellerGstin' | 'invoiceNumber' | 'invoiceDate'; qr: string; bill: string }
  | { field: 'total'; qr: number; bill: number };

/** Where a verified QR and the bill it came with say different things. */
export function disagreements(facts: EInvoiceFacts, bill: BillSays): Disagreement[] {
  const found: Disagreement[] = [];
  if (facts.sellerGstin && bill.sellerGstin && facts.sellerGstin !== bill.sellerGstin) {
    found.push({ field: 'sellerGstin', qr: facts.sellerGstin, bill: bill.sellerGstin });
  }
  if (facts.invoiceNumber && facts.invoiceNumber.toLowerCase() !== bill.invoiceNumber.trim().toLowerCase()) {
    found.push({ field: 'invoiceNumber', qr: facts.invoiceNumber, bill: bill.invoiceNumber });
  }
  if (facts.invoiceDate && facts.invoiceDate !== bill.invoiceDate) {
    found.push({ field: 'invoiceDate', qr: facts.invoiceDate, bill: bill.invoiceDate });
  }
  if (facts.totalPaise !== undefined && facts.totalPaise !== bill.amountPaise) {
    found.push({ field: 'total', qr: facts.totalPaise, bill: bill.amountPaise });
  }
  return found;
}

const keyCache = new Map<string, KeyObject | null>();

/** A key an administrator added may be broken: it then verifies nothing. */
function parsedKey(spkiBase64: string): KeyObject | null {
  if (!keyCache.has(spkiBase64)) {
    try {
      keyCache.set(
        spkiBase64,
        createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' }),
      );
    } catch {
      keyCache.set(spkiBase64, null);
    }
  }
  return keyCache.get(spkiBase64) ?? null;
}

/** The base64 body of a PEM public key, as einvoice_key keeps it. */
export function spkiOfPem(pem: string): string {
  return pem
    .split('\n')
    .filter((line) => !line.startsWith('-----'))
    .join('')
    .trim();
}
