// The signed QR of a GST e-invoice as data (issue 37 §3): a JWT whose payload's `data` is the
// invoice summary as a JSON string. Reading it proves nothing: the signature is checked apart, on
// the device with WebCrypto and on the server with its keys.

/** What an e-invoice QR says about its invoice; absent where the QR does not say it. */
export interface EInvoiceFacts {
  sellerGstin?: string;
  invoiceNumber?: string;
  /** 'YYYY-MM-DD' (the QR writes dd/MM/yyyy). */
  invoiceDate?: string;
  /** The invoice's total in paise (the QR writes rupees). */
  totalPaise?: number;
  /** The invoice registration number: 64 lowercase hex characters. */
  irn?: string;
}

export interface SignedQr {
  kid: string;
  /** What the signature covers: `base64url(header).base64url(payload)` as ASCII bytes. */
  signedBytes: Uint8Array;
  signature: Uint8Array;
  issuer: string;
  facts: EInvoiceFacts;
}

/** The QR's parts, or null when the text is not an RS256 JWT with an e-invoice payload. */
export function readSignedQr(text: string): SignedQr | null {
  const parts = text.trim().split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const head = parseJson(fromBase64Url(header));
  const body = parseJson(fromBase64Url(payload));
  const signatureBytes = bytesOfBase64Url(signature);
  if (!isRecord(head) || head.alg !== 'RS256' || !isRecord(body) || !signatureBytes) return null;
  const data = typeof body.data === 'string' ? parseJson(body.data) : body.data;
  if (!isRecord(data)) return null;
  return {
    kid: typeof head.kid === 'string' ? head.kid : '',
    signedBytes: new TextEncoder().encode(`${header}.${payload}`),
    signature: signatureBytes,
    issuer: typeof body.iss === 'string' ? body.iss : '',
    facts: factsOf(data),
  };
}

function factsOf(data: Record<string, unknown>): EInvoiceFacts {
  const facts: EInvoiceFacts = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
  const seller = text(data.SellerGstin)?.toUpperCase();
  if (seller && /^[0-9]{2}[A-Z0-9]{13}$/.test(seller)) facts.sellerGstin = seller;
  const number = text(data.DocNo);
  if (number) facts.invoiceNumber = number.slice(0, 60);
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text(data.DocDt) ?? '');
  if (date) facts.invoiceDate = `${date[3]}-${date[2]}-${date[1]}`;
  const total =
    typeof data.TotInvVal === 'number' ? data.TotInvVal : Number(text(data.TotInvVal) ?? Number.NaN);
  if (Number.isFinite(total) && total > 0 && total < 1e10) facts.totalPaise = Math.round(total * 100);
  const irn = text(data.Irn)?.toLowerCase();
  if (irn && /^[0-9a-f]{64}$/.test(irn)) facts.irn = irn;
  return facts;
}

function fromBase64Url(text: string): string {
  const bytes = bytesOfBase64Url(text);
  return bytes ? new TextDecoder().decode(bytes) : '';
}

function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
