// The prepared picture as the text engine is handed it: binary PGM (P5), one byte a pixel after a short
// header. Tesseract's Leptonica reads it as it is; PNG cost the worker a zlib encode and the engine a
// decode, on every reading and every line read again (measured in docs/benchmarks.md).
import type { GreyImage } from './pixels';

export const PGM_TYPE = 'image/x-portable-graymap';

export function pgmOf(grey: GreyImage): Blob {
  const header = new TextEncoder().encode(`P5\n${grey.width} ${grey.height}\n255\n`);
  return new Blob([header, grey.data.slice()], { type: PGM_TYPE });
}

/** The grey picture a P5 PGM of one byte a pixel holds, or null for any other bytes. */
export function greyOfPgm(bytes: Uint8Array): GreyImage | null {
  // Magic, width, height and largest value, each after white space (no comments: pgmOf writes none).
  const fields: number[] = [];
  let at = 2;
  if (bytes[0] !== 0x50 || bytes[1] !== 0x35) return null;
  while (fields.length < 3) {
    const start = at;
    while (at < bytes.length && isSpace(bytes[at])) at++;
    const digits = at;
    while (at < bytes.length && isDigit(bytes[at])) at++;
    if (at === digits || digits === start || at >= bytes.length) return null;
    fields.push(Number(new TextDecoder().decode(bytes.subarray(digits, at))));
  }
  const [width = 0, height = 0, largest] = fields;
  if (!isSpace(bytes[at]) || largest !== 255 || width < 1 || height < 1) return null;
  const data = bytes.subarray(at + 1);
  return data.length === width * height ? { width, height, data } : null;
}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
