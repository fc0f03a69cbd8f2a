// The claim PDF's font: DejaVu Sans, which has the rupee sign ₹ (U+20B9) that the standard PDF
// fonts lack. @fontsource ships it as WOFF; pdfkit takes it, but then inflates and parses the whole
// font for every document (about 2.5 s a claim: DejaVu's kerning and ligature tables are large).
// So the WOFF is turned once per process into a plain TrueType font holding only the tables a
// table of text needs (outlines, metrics, character map), and each document starts from that.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** What drawing and subsetting plain text needs; kerning and shaping tables are left out. */
const KEPT_TABLES = new Set([
  'cmap',
  'glyf',
  'loca',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'prep',
]);

/** A WOFF 1.0 file as a TrueType (sfnt) font with the kept tables (W3C WOFF, sections 4 to 6). */
function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = 44 + index * 20;
    const tag = woff.toString('latin1', at, at + 4);
    if (!KEPT_TABLES.has(tag)) continue;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag,
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const power = 2 ** Math.floor(Math.log2(tables.length));
  const header = Buffer.alloc(12 + tables.length * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables.length * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const fonts = new Map<400 | 700, Buffer>();

/** DejaVu Sans of the weight, as TrueType; made on first use and kept for the process. */
export function dejaVuSans(weight: 400 | 700): Buffer {
  let font = fonts.get(weight);
  if (!font) {
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`,
    );
    font = woffToTrueType(readFileSync(file));
    fonts.set(weight, font);
  }
  return font;
}

const devanagari = new Map<400 | 700, Buffer>();

/**
 * Noto Sans Devanagari of the weight (its Devanagari subset, the one the app's screens load), kept
 * whole: unlike DejaVu's, its substitution and positioning tables are what joins the conjuncts and
 * places the vowel signs, and at 68 KB it parses in milliseconds.
 */
export function notoSansDevanagari(weight: 400 | 700): Buffer {
  let font = devanagari.get(weight);
  if (!font) {
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    );
    font = readFileSync(file);
    devanagari.set(weight, font);
  }
  return font;
}
