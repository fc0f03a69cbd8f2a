// Image bytes: which format they really are, whether they are a whole image, and their data-URL form.
type ImageType = 'image/jpeg' | 'image/png';

export interface ImageFacts {
  type: ImageType;
  width: number;
  height: number;
}

/** The type the bytes themselves declare (magic numbers), whatever the file name or header says. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return 'image/png';
  }
  return undefined;
}

/**
 * The facts of a whole JPEG or PNG, or undefined. A right first few bytes are not enough: a
 * photo cut short by a dropped connection starts like a JPEG too, and would be stored as a bill
 * nobody can read. So the structure is walked up to the image data and the end marker is required.
 */
export function readWholeImage(bytes: Uint8Array): ImageFacts | undefined {
  const type = sniffImageType(bytes);
  if (type === 'image/jpeg') return readJpeg(bytes);
  if (type === 'image/png') return readPng(bytes);
  return undefined;
}

export function toDataUrl(bytes: Uint8Array): string {
  const type = sniffImageType(bytes) ?? 'application/octet-stream';
  return `data:${type};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/** The bytes of a base64 data URL (or of bare base64), or undefined when it is not base64. */
export function decodeDataUrl(text: string): Buffer | undefined {
  const comma = text.indexOf(',');
  const header = comma >= 0 ? text.slice(0, comma) : '';
  if (comma >= 0 && !/^\s*data:[^,]*;base64$/i.test(header)) return undefined;
  const payload = (comma >= 0 ? text.slice(comma + 1) : text).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    return undefined;
  }
  return Buffer.from(payload, 'base64');
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

function isStartOfFrame(marker: number): boolean {
  // C4 (Huffman tables), C8 (reserved) and CC (arithmetic conditioning) share the range.
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpeg(bytes: Uint8Array): ImageFacts | undefined {
  let at = 2;
  let size: { width: number; height: number } | undefined;
  for (;;) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined || marker === 0xd9) return undefined;
    at++;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    const length = u16(bytes, at);
    if (length < 2 || at + length > bytes.length) return undefined;
    if (isStartOfFrame(marker)) size = { height: u16(bytes, at + 3), width: u16(bytes, at + 5) };
    at += length;
    if (marker === 0xda) break;
  }
  if (!size || size.width === 0) return undefined;
  // Some cameras pad the file with zero bytes after the end marker.
  let end = bytes.length;
  while (end > at && bytes[end - 1] === 0) end--;
  if (end - at < 2 || bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return undefined;
  return { type: 'image/jpeg', ...size };
}

function readPng(bytes: Uint8Array): ImageFacts | undefined {
  let at = PNG_SIGNATURE.length;
  let size: { width: number; height: number } | undefined;
  let hasData = false;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const next = at + 12 + length;
    if (next > bytes.length) return undefined;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      size = { width: u32(bytes, at + 8), height: u32(bytes, at + 12) };
      if (size.width === 0 || size.height === 0) return undefined;
    }
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return next === bytes.length && hasData ? { type: 'image/png', ...size } : undefined;
    at = next;
  }
  return undefined;
}

/** The most pixels an image of one kind may have, read from its header before anything decodes it. */
export interface PixelLimit {
  maxSide: number;
  maxPixels: number;
}

/** True when the image is wider or taller than the limit's side, or has more pixels in all. */
export function exceedsPixels(facts: Pick<ImageFacts, 'width' | 'height'>, limit: PixelLimit): boolean {
  return (
    facts.width > limit.maxSide ||
    facts.height > limit.maxSide ||
    facts.width * facts.height > limit.maxPixels
  );
}

/**
 * The image without what a camera or an editor wrote beside the picture: EXIF (with its GPS
 * position and the phone's serial), XMP, IPTC and comments in a JPEG; text, EXIF and time chunks in
 * a PNG. Colour profiles stay, so the bill looks as it did. The compressed picture itself is copied byte for byte, never
 * decoded or encoded again. Give it a whole image (readWholeImage); anything else comes back as is.
 */
export function withoutMetadata(bytes: Uint8Array): Uint8Array {
  const type = sniffImageType(bytes);
  if (type === 'image/jpeg') return jpegWithoutMetadata(bytes);
  if (type === 'image/png') return pngWithoutMetadata(bytes);
  return bytes;
}

/**
 * APP0 (JFIF), APP2 (the ICC colour profile: how to show the colours, nothing about the person)
 * and APP14 (Adobe: how to read the colours) stay; EXIF, XMP, IPTC, other APPn and comments go.
 */
function isJpegMetadata(marker: number): boolean {
  return (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;
}

function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) return bytes;
    let start = at;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined) return bytes;
    at++;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(start, at));
      continue;
    }
    const length = u16(bytes, at);
    if (length < 2 || at + length > bytes.length) return bytes;
    const end = at + length;
    if (marker === 0xda) {
      // The scan and everything after it is the picture: copied as it is.
      kept.push(bytes.subarray(start, bytes.length));
      break;
    }
    if (!isJpegMetadata(marker)) kept.push(bytes.subarray(start, end));
    start = end;
    at = end;
  }
  return Buffer.concat(kept);
}

/** The chunks a PNG needs to be drawn as it was: the rest (tEXt, zTXt, iTXt, eXIf, tIME...) go. */
const PNG_KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
]);

function pngWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const next = at + 12 + length;
    if (next > bytes.length) return bytes;
    if (PNG_KEPT_CHUNKS.has(type)) kept.push(bytes.subarray(at, next));
    at = next;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}
