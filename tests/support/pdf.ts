// Reads what a test needs from a PDF without a PDF library: the text drawn with the standard
// fonts (hex strings in TJ operators, in Flate-compressed content streams) and the images.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at, 'latin1');
    if (start === -1) return found;
    const end = pdf.indexOf('\nendstream', start, 'latin1');
    if (end === -1) return found;
    found.push(pdf.subarray(start + 'stream\n'.length, end));
    at = end + 1;
  }
}

/** Every line of text drawn, in order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const raw of streams(pdf)) {
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      continue;
    }
    for (const [, inside] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...(inside ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}

/** How many images the PDF holds. */
export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
}
