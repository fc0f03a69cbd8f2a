// A GSTIN's own checks (issue 37 §4): 15 characters, a state code, a PAN, an entity number, 'Z' by
// default and a check character worked out from the first fourteen.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/** What is wrong with a GSTIN, or 'ok'. */
export type GstinProblem = 'ok' | 'shape' | 'state' | 'check';

/** The typed text as a GSTIN is written: no spaces, capitals. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The state codes of the GST registry: 01–38, 97 (other territory) and 99 (centre jurisdiction). */
export function isGstStateCode(code: string): boolean {
  const state = Number(code);
  return /^[0-9]{2}$/.test(code) && ((state >= 1 && state <= 38) || state === 97 || state === 99);
}

/**
 * The check character of the first fourteen characters: each mapped to 0–35, multiplied by 1, 2,
 * 1, 2… from the left, each product p counted as floor(p / 36) + p mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** The first problem a normalised GSTIN has, in the order a person fixes them. */
export function gstinProblem(gstin: string): GstinProblem {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return 'ok';
}
