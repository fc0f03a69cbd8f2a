// Reads the two kinds of QR code Indian bills carry: the GST e-invoice's signed QR and a UPI payment QR.

import { gstinProblem, normaliseGstin } from '../../../pure/gstin';
import type { ReadExpenseType, ReceiptFields } from './fields';
import { isoDate } from './parse-date';

export interface QrReading {
  fields: ReceiptFields;
  source: 'gst-qr' | 'upi-qr';
}

/** Rupee amounts a bill can plausibly carry; anything else in a QR is not an amount we trust. */
const MAX_AMOUNT = 10_000_000;

export function parseQrPayload(text: string): QrReading | null {
  const trimmed = text.trim();
  if (/^upi:\/\//i.test(trimmed)) return parseUpi(trimmed);
  const gst = gstData(trimmed);
  const reading = gst ? parseGstData(gst) : null;
  // A signed QR travels whole with the bill: the server checks NIC's signature (issue 37).
  if (reading && !trimmed.startsWith('{')) reading.fields.einvoiceQr = trimmed;
  return reading;
}

/**
 * The e-invoice QR is a JWT signed by the invoice registration portal: its payload's `data` is the
 * invoice summary as a JSON string. Some printers put that summary in the QR unsigned; both are read.
 * The signature is not checked: the phone has no key, and the user sees and can change every value.
 */
function gstData(text: string): Record<string, unknown> | null {
  if (text.startsWith('{')) return asGstSummary(parseJson(text));
  const parts = text.split('.');
  if (parts.length !== 3) return null;
  const payload = parseJson(decodeBase64Url(parts[1] ?? ''));
  if (!isRecord(payload)) return null;
  const data = typeof payload.data === 'string' ? parseJson(payload.data) : payload.data;
  return asGstSummary(data);
}

function asGstSummary(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  return 'DocNo' in value || 'TotInvVal' in value ? value : null;
}

function parseGstData(data: Record<string, unknown>): QrReading | null {
  const fields: ReceiptFields = {};
  const docNo = typeof data.DocNo === 'string' ? data.DocNo.trim() : '';
  // The e-invoice schema allows 1 to 16 characters: letters, digits, '/' and '-'.
  if (/^[A-Za-z0-9/-]{1,16}$/.test(docNo)) fields.invoiceNo = docNo;
  const date = typeof data.DocDt === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(data.DocDt.trim()) : null;
  if (date) {
    const iso = isoDate(Number(date[3]), Number(date[2]), Number(date[1]));
    if (iso) fields.invoiceDate = iso;
  }
  const amount = toAmount(data.TotInvVal);
  if (amount !== undefined) fields.amount = amount;
  const type = typeFromHsn(data.MainHsnCode);
  if (type) fields.expenseType = type;
  const seller = typeof data.SellerGstin === 'string' ? normaliseGstin(data.SellerGstin) : '';
  if (gstinProblem(seller) !== 'shape' && gstinProblem(seller) !== 'state') fields.sellerGstin = seller;
  return Object.keys(fields).length > 0 ? { fields, source: 'gst-qr' } : null;
}

/** The summary's main HSN/SAC code names the goods or service when it is one a traveller claims. */
function typeFromHsn(code: unknown): ReadExpenseType | undefined {
  const digits = String(code ?? '').trim();
  if (digits.startsWith('2710')) return 'fuel'; // petroleum oils: petrol, diesel
  if (digits.startsWith('99631')) return 'hotel'; // room or unit accommodation
  if (digits.startsWith('99633')) return 'restaurant'; // food and beverage serving
  return undefined;
}

/** upi://pay?pa=…&pn=…&am=…&cu=INR: only the amount says anything about the bill. */
function parseUpi(text: string): QrReading | null {
  const query = text.indexOf('?');
  if (query < 0) return null;
  const params = new URLSearchParams(text.slice(query + 1));
  const currency = params.get('cu');
  if (currency && currency.toUpperCase() !== 'INR') return null;
  const fields: ReceiptFields = {};
  const amount = toAmount(params.get('am'));
  if (amount !== undefined) fields.amount = amount;
  // GST-compliant dynamic QRs for B2C bills add the invoice number and date to the UPI string.
  const invoiceNo = params.get('invoiceNo')?.trim();
  if (invoiceNo && /^[A-Za-z0-9/-]{1,16}$/.test(invoiceNo)) fields.invoiceNo = invoiceNo;
  const invoiceDate = upiDate(params.get('invoiceDate'));
  if (invoiceDate) fields.invoiceDate = invoiceDate;
  return Object.keys(fields).length > 0 ? { fields, source: 'upi-qr' } : null;
}

function upiDate(value: string | null): string | undefined {
  if (!value) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const indian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (indian) return isoDate(Number(indian[3]), Number(indian[2]), Number(indian[1]));
  return undefined;
}

function toAmount(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const amount = Math.round(Number(text) * 100) / 100;
  return amount > 0 && amount < MAX_AMOUNT ? amount : undefined;
}

function decodeBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return '';
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
