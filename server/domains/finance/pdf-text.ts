// Text in the claim PDF in two scripts (issue 39): DejaVu Sans has Latin and the rupee sign but no
// Devanagari, Noto Sans Devanagari the reverse, and pdfkit draws a string in one font. So a string
// is cut into runs of one script and drawn as one text continued from font to font; pdfkit wraps
// it as one. A reason typed in Hindi shows in an English file too.

/** Devanagari, its extensions and vedic signs, and the joiners that shape its conjuncts. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/;

export interface Run {
  text: string;
  isDevanagari: boolean;
}

/** The string's runs by script; a space belongs to the run before it (both fonts have one). */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const previous = runs.at(-1);
    const isDevanagari = character === ' ' && previous ? previous.isDevanagari : DEVANAGARI.test(character);
    if (previous && previous.isDevanagari === isDevanagari) previous.text += character;
    else runs.push({ text: character, isDevanagari });
  }
  return runs;
}

export interface PdfFonts {
  latin: string;
  devanagari: string;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** Draws `text` as doc.text would (at x, y when given), each script in its own font. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  fonts: PdfFonts,
  options: TextOptions & { x?: number; y?: number } = {},
): PDFKit.PDFDocument {
  const { x, y, ...textOptions } = options;
  // pdfkit takes a position only as two numbers: text(s, undefined, undefined, options) ends the
  // line after s even when continued.
  if (x !== undefined) doc.x = x;
  if (y !== undefined) doc.y = y;
  const runs = scriptRuns(text);
  if (runs.length === 0) return doc.font(fonts.latin).text('', textOptions);
  runs.forEach((run, index) => {
    doc.font(run.isDevanagari ? fonts.devanagari : fonts.latin);
    doc.text(run.text, { ...textOptions, continued: index < runs.length - 1 });
  });
  return doc;
}
