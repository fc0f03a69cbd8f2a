// The receipt reader's engine room, a chunk of its own: our worker finds QR codes and prepares the picture;
// tesseract.js's workers read the text, one a script (the Devanagari one only once a bill needs it). Each
// starts on the first read that needs it and stays until disposed.

import type { Script } from '../../../lib/engine-files';
import { isVouchedByTheBill } from './bill-sums';
import { isLabelledInDevanagari } from './devanagari-labels';
import {
  CHECK_READINGS,
  CLOSER_READINGS,
  type ReadingHow,
  readLineCloser,
  recognise,
  stopTesseract,
} from './engine';
import type { ReceiptFields, ReceiptReading } from './fields';
import { linesToReadAgain, readReceiptText, sureFields, type TextReading } from './parse-text';
import { prepare, readSecond, stopPreparing } from './prepare-client';
import { deviceAllowsSecondReading, deviceHints } from './second/device-allows';
import {
  joinReadings,
  missingFields,
  needsSecondReading,
  SECOND_READING_GATE,
  type SecondField,
} from './second/fill-missing';
import { isSure, MIN_LINE_CONFIDENCE, type TextLine } from './text-line';

type Read = Pick<ReceiptReading, 'fields' | 'source'>;

const NOTHING: Read = { fields: {}, source: 'none' };
const UNAVAILABLE: Read = { fields: {}, source: 'unavailable' };

let lastLines: TextLine[] = [];

/** What each stage of the last read kept, for the reading bench's trace: where a true value was lost. */
export interface ReaderTrace {
  /** The engine's lines of the prepared picture, before any line was read again. */
  first: TextLine[];
  /** When the first engine's lines of the whole picture came back (performance.now()). */
  firstEndedAt?: number;
  /** The fields as found after the closer readings, sure or not, before the checks. */
  found: TextReading;
  /** The script the bill was read in: Devanagari when its labels are Hindi or Marathi. */
  script?: Script;
  /** The second engine's reading, when the first left a photographed bill's field empty. */
  secondReading?: {
    lines: TextLine[];
    found: TextReading;
    /** The fields the first reading (and a QR code) left empty. */
    missing: SecondField[];
    /** The fields given from the second reading. */
    filled: SecondField[];
    /** The first reading's values the second read otherwise, and which were therefore not given. */
    contradicted: SecondField[];
    /** When it began (performance.now()): beside the first reading, not after it. */
    startedAt: number;
    millis: number;
  };
}

let trace: ReaderTrace = { first: [], found: {} };

export async function read(image: Blob, signal?: AbortSignal): Promise<Read> {
  lastLines = [];
  trace = { first: [], found: {} };
  // Cancelled when a QR code says everything or the picture cannot be prepared: the second engine's
  // worker is then free for the next photo.
  const unwanted = new AbortController();
  const readSecondly = () =>
    abortable(secondReading(image, unwanted.signal), signal, async () => stopPreparing());
  const isAllowed = deviceAllowsSecondReading(deviceHints());
  // A camera's JPEG is a photo, read by the second engine too (as its gate says): in its own worker, from
  // the first moment, beside the picture's preparation and the first reading. An abort stops the
  // workers, or the next photo would wait behind this one's second reading.
  const isJpeg = image.type === 'image/jpeg';
  let early = isJpeg && isAllowed && isEveryPhoto() ? readSecondly() : null;
  // Awaited once the first reading is done; an abort or a failure before then is not left unhandled.
  early?.catch(() => undefined);
  // The picture prepared for the first engine, then its QR code looked for while the engine reads it.
  const { prepared: preparing, qr: qrFound } = prepare(image);
  const prepared = await abortable(preparing, signal);
  if (prepared.outcome !== 'prepared') {
    unwanted.abort();
    console.warn(
      'The receipt picture could not be prepared:',
      prepared.outcome === 'failed' && prepared.message,
    );
    return NOTHING;
  }
  // A photo is read by the second engine too, as its gate says or when the first reading left a field
  // empty; a photo's paper is grainy, a camera's JPEG even when its paper came out as even as a scan's.
  const maySecond = (prepared.isPhoto || isJpeg) && isAllowed;
  if (maySecond && !early && isEveryPhoto()) {
    early = readSecondly();
    early.catch(() => undefined);
  }
  const recognising = abortable(recognise(prepared.image), signal, stopTesseract);
  recognising.catch(() => undefined);
  const qr = await abortable(qrFound, signal);
  // A QR code that said everything: its values, neither engine's reading awaited.
  if (qr && missingFields(qr.fields).length === 0) {
    unwanted.abort();
    return { fields: qr.fields, source: qr.source };
  }
  let lines = await recognising;
  const firstEndedAt = performance.now();
  let reading = lines ? readReceiptText(lines) : {};
  const isQrEnough = qr?.fields.amount !== undefined && qr.fields.invoiceDate !== undefined;
  // No amount at all, not even an unsure one: a bill labelled in Hindi or Marathi reads so in the Latin
  // model ('कुल योग ₹ 563.00' as 'et aT ¥ 563.00'). It is read again in the Devanagari model, that reading
  // kept when its labels are Devanagari and it reads the amount; its lines are then read closer in it too.
  let script: Script = 'latin';
  if (lines && !reading.amount && !isQrEnough) {
    const inDevanagari = await abortable(recognise(prepared.image, 'devanagari'), signal, stopTesseract);
    const other = inDevanagari && isLabelledInDevanagari(inDevanagari) ? readReceiptText(inDevanagari) : null;
    if (other && isSurerOfTheAmount(other, reading)) {
      [lines, reading, script] = [inDevanagari, other, 'devanagari'];
    }
  }
  lastLines = lines ?? [];
  // The amount, the date or the number unsure or missing (a faded, grainy slip): their lines once more,
  // each alone and larger, each reading kept only where it leaves the engine surer of one of them.
  let closer = lines ?? [];
  // How each line read closer was read, so that its check reads it another way.
  const readAs = new Map<number, ReadingHow>();
  if (lines && !isQrEnough) {
    for (const index of linesToReadAgain(lines, reading)) {
      const line = lines[index];
      for (const how of CLOSER_READINGS) {
        const reread = line
          ? await abortable(readLineCloser(prepared.image, line, how, script), signal, stopTesseract)
          : null;
        if (!reread) continue;
        const trial = closer.map((each, at) => (at === index ? reread : each));
        const trialReading = readReceiptText(trial);
        if (isSurer(trialReading, reading)) {
          closer = trial;
          reading = trialReading;
          readAs.set(index, how);
        }
        // Its field now sure, the line is not read again: no later reading could change a sure value.
        if (!linesToReadAgain(closer, reading).includes(index)) break;
      }
    }
    lastLines = closer;
  }
  trace = { first: lines ?? [], firstEndedAt, found: reading, script };
  // Without the first engine's text the photo is unreadable, whatever the second engine made of it.
  let second = lines && early ? await early : null;
  reading = await abortable(
    checked({ image: prepared.image, lines: closer, script }, reading, readAs, qr?.fields, second?.found),
    signal,
    stopTesseract,
  );
  let text = sureFields(reading);
  const missing = missingFields({ ...text, ...qr?.fields });
  // A QR code that said everything leaves nothing for it to fill.
  if (maySecond && lines && !second && missing.length > 0 && needsSecondReading(missing))
    second = await readSecondly();
  if (second) {
    const joined = joinReadings(
      { fields: text, lines: [...(lines ?? []), ...closer] },
      { fields: second.found, lines: second.lines },
      qr?.fields,
    );
    text = joined.fields;
    trace = {
      ...trace,
      secondReading: { ...second, missing, filled: joined.filled, contradicted: joined.contradicted },
    };
  }
  // The QR code's values win; the text fills what it left unsaid.
  if (qr) return { fields: { ...text, ...qr.fields }, source: qr.source };
  if (!lines) return UNAVAILABLE;
  return Object.keys(text).length > 0 ? { fields: text, source: 'text' } : NOTHING;
}

/** Whether the second engine reads every photo, before the first reading's values are checked. */
const isEveryPhoto = (): boolean => SECOND_READING_GATE === 'every-photo';

/** The second engine's reading of the photo, and how long it took. */
async function secondReading(
  image: Blob,
  cancel?: AbortSignal,
): Promise<{ lines: TextLine[]; found: TextReading; startedAt: number; millis: number }> {
  const startedAt = performance.now();
  const lines = (await readSecond(image, cancel)) ?? [];
  const found = readReceiptText(lines, { engine: 'second' });
  return { lines, found, startedAt, millis: performance.now() - startedAt };
}

/**
 * Whether a reading is surer of the amount, the date and the invoice number than another: of one
 * surer, of none less sure, and no value read surely before given up for another.
 */
function isSurer(next: TextReading, before: TextReading): boolean {
  const fields = [
    [next.amount, before.amount],
    [next.invoiceDate, before.invoiceDate],
    [next.invoiceNo, before.invoiceNo],
  ] as const;
  const confidence = (field?: { confidence: number }) => field?.confidence ?? 0;
  if (fields.some(([a, b]) => confidence(a) < confidence(b))) return false;
  if (fields.some(([a, b]) => b && confidence(b) >= MIN_LINE_CONFIDENCE && a?.value !== b.value))
    return false;
  return fields.some(([a, b]) => confidence(a) > confidence(b));
}

/**
 * Whether a reading gives the amount surely where another gave none, and keeps each date and number the
 * other was sure of (the same value, however sure).
 */
function isSurerOfTheAmount(next: TextReading, before: TextReading): boolean {
  const keeps = (field: 'invoiceDate' | 'invoiceNo') =>
    !isSure(before[field]) || next[field]?.value === before[field].value;
  return isSure(next.amount) && !isSure(before.amount) && keeps('invoiceDate') && keeps('invoiceNo');
}

const CHECKED_FIELDS = ['amount', 'invoiceDate', 'invoiceNo'] as const;

/**
 * The reading with each sure amount, date and number checked by reading its line again, other ways
 * (larger, at sizes other than the one that made it sure): a value is kept when a second reading gives
 * it again, and left out when one surely gives another value or none confirms it. The engine can be
 * sure of a wrong glyph (a 0 read as 8, a decimal point lost) and no confidence rule catches that, but
 * the same slip on pixels drawn at another size is rarer; an empty field costs the user a few taps, a
 * wrong one a rejected claim.
 */
async function checked(
  { image, lines, script }: { image: Blob; lines: TextLine[]; script: Script },
  reading: TextReading,
  readAs: ReadonlyMap<number, ReadingHow>,
  fromQr: ReceiptFields = {},
  second?: TextReading,
): Promise<TextReading> {
  const rereads = new Map<string, TextReading | null>();
  const readAgain = async (index: number, how: ReadingHow) => {
    const key = `${index}@${how.scale}`;
    if (!rereads.has(key)) {
      const line = lines[index];
      const reread = line ? await readLineCloser(image, line, how, script) : null;
      rereads.set(key, reread && readReceiptText(lines.map((each, at) => (at === index ? reread : each))));
    }
    return rereads.get(key);
  };
  let result = reading;
  for (const field of CHECKED_FIELDS) {
    const found = reading[field];
    if (!found || found.confidence < MIN_LINE_CONFIDENCE || fromQr[field] !== undefined) continue;
    // The second engine reading the same value from its own pixels confirms it, as a reading at another
    // size would. One reading another value does not: the check may still find the first value misread
    // (and the field is then filled from the second), and a value it confirms is taken out when joined.
    if (second?.[field]?.value === found.value) continue;
    // So do the bill's own sums: two figures or more above an amount that add up to it, to the paisa.
    if (
      field === 'amount' &&
      typeof found.value === 'number' &&
      isVouchedByTheBill(lines, found.line, found.value)
    )
      continue;
    let isConfirmed = false;
    for (const how of CHECK_READINGS.filter((each) => each !== readAs.get(found.line))) {
      const again = (await readAgain(found.line, how))?.[field];
      if (again?.value === found.value) isConfirmed = true;
      if (isConfirmed || (again && again.confidence >= MIN_LINE_CONFIDENCE)) break;
    }
    if (!isConfirmed) result = { ...result, [field]: undefined };
  }
  return result;
}

/** The lines the last read recognised, with their confidence: for the reading bench and diagnostics. */
export function lastTextLines(): TextLine[] {
  return lastLines;
}

export function lastTrace(): ReaderTrace {
  return trace;
}

export async function dispose(): Promise<void> {
  stopPreparing();
  await stopTesseract();
}

/** Settles with the signal's reason as soon as it aborts; `onAbort` stops the work that cannot be cancelled. */
function abortable<T>(work: Promise<T>, signal?: AbortSignal, onAbort?: () => Promise<void>): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      void onAbort?.();
      reject(signal.reason);
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
