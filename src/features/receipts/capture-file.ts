// Which chosen files the receipt flow accepts: JPEG and PNG, judged by their bytes, not their name.
import { RECEIPTS_TEXTS } from './receipts-texts';

export const FILE_TYPE_NOT_ALLOWED = RECEIPTS_TEXTS.fileTypeNotAllowed;

/** For the file picker: the system dialog offers only these, though any file can still be picked. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png';

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A file is accepted when its first bytes are a JPEG or PNG signature: a GIF renamed to .jpg is
 * refused, a JPEG saved as .png is accepted. The server checks the same way (DESIGN.md section 4).
 */
export async function isJpegOrPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  return startsWith(JPEG_SIGNATURE) || startsWith(PNG_SIGNATURE);
}
