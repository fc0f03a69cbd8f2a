// Reads one file out of a zip (an .xlsx) without a zip library: what a test needs to see the bytes
// a spreadsheet program reads, where exceljs would rewrite them on load (it drops the backslashes
// of a number format, for one).
import { inflateRawSync } from 'node:zlib';

const CENTRAL_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

/** The text of the entry `name`, or undefined when the zip has none. */
export function zipEntryText(zip: Buffer, name: string): string | undefined {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('not a zip');
  let at = zip.readUInt32LE(end + 16);
  const count = zip.readUInt16LE(end + 10);
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error('broken zip directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const dataAt =
        localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataAt, dataAt + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
