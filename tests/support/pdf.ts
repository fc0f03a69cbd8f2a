// Reads what a test needs from a PDF without a PDF library: the text drawn (hex strings in TJ
// operators, in Flate-compressed content streams) and the images. Text in a standard font is one
// byte a character; text in an embedded font is two-byte glyph codes, read back to characters
// through the font's ToUnicode map, the way a PDF reader's copy and paste does.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: Buffer | undefined;
}

function objects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    const endAt = body.lastIndexOf('\nendstream');
    const start = (match.index ?? 0) + (match[0].length - 'endobj'.length - body.length);
    found.set(match[1] as string, {
      dictionary: streamAt === -1 ? body : body.slice(0, streamAt),
      stream:
        streamAt === -1 || endAt === -1
          ? undefined
          : pdf.subarray(start + streamAt + 'stream\n'.length, start + endAt),
    });
  }
  return found;
}

function inflated(stream: Buffer): string | undefined {
  try {
    return inflateSync(stream).toString('latin1');
  } catch {
    return undefined;
  }
}

/** A ToUnicode CMap's glyph code → text, from its bfchar and bfrange sections. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, section = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', value = ''] of section.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(code, 16), utf16(value));
    }
  }
  for (const [, section = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = section.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g);
    for (const [, low = '', high = '', target = ''] of ranges) {
      const first = Number.parseInt(low, 16);
      const last = Number.parseInt(high, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, value = ''], index) => {
          map.set(first + index, utf16(value));
        });
      } else {
        const base = Number.parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= last; code += 1)
          map.set(code, String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

/** Each font resource name (F1, F2 …) with its ToUnicode map, for the fonts that have one. */
function fontMaps(all: Map<string, PdfObject>): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const object of all.values()) {
    for (const [, name = '', id = ''] of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(all.get(id)?.dictionary ?? '')?.[1];
      const stream = toUnicode ? all.get(toUnicode)?.stream : undefined;
      const cmap = stream && inflated(stream);
      if (cmap) maps.set(name, unicodeMap(cmap));
    }
  }
  return maps;
}

/** Every line of text drawn, in order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const all = objects(pdf);
  const fonts = fontMaps(all);
  const lines: string[] = [];
  for (const object of all.values()) {
    const content = object.stream && inflated(object.stream);
    if (!content?.includes('TJ')) continue;
    let font: Map<number, string> | undefined;
    for (const [, fontName, inside] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (fontName) {
        font = fonts.get(fontName);
        continue;
      }
      const hex = [...(inside ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part ?? '').join('');
      lines.push(
        font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(Number.parseInt(code, 16)) ?? '?').join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return lines;
}

/**
 * The characters a PDF's fonts named like `baseFont` can show, from their ToUnicode maps. Shaped
 * text (Devanagari's conjuncts and vowel signs) is drawn as glyphs out of reading order, so its
 * lines cannot be read back in order; which characters its font carries can.
 */
export function pdfFontCharacters(pdf: Buffer, baseFont: RegExp): Set<string> {
  const all = objects(pdf);
  const characters = new Set<string>();
  for (const object of all.values()) {
    const name = /\/BaseFont \/(\S+)/.exec(object.dictionary)?.[1];
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dictionary)?.[1];
    if (!name || !toUnicode || !baseFont.test(name)) continue;
    const stream = all.get(toUnicode)?.stream;
    const cmap = stream && inflated(stream);
    for (const value of cmap ? unicodeMap(cmap).values() : [])
      for (const character of value) characters.add(character);
  }
  return characters;
}

/** How many images the PDF holds. */
export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
}
