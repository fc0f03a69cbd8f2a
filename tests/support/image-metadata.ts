// Images carrying what a phone camera writes beside the picture: a GPS position in EXIF, an XMP
// packet, a comment, text chunks in a PNG. For the tests that uploads are stored without them.
import { crc32 } from 'node:zlib';

/** The position a probe found in a served bill, as EXIF's GPS text would carry it. */
export const GPS_TEXT = 'GPSLatitude 18/1 31/1 0/1 N GPSLongitude 73/1 51/1 0/1 E';

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
}

/** The JPEG with an EXIF segment (GPS), an XMP packet and a comment right after its start marker. */
export function jpegWithGps(jpeg: Uint8Array): Buffer {
  const exif = jpegSegment(
    0xe1,
    Buffer.concat([Buffer.from('Exif\0\0MM\0*', 'latin1'), Buffer.from(GPS_TEXT)]),
  );
  const xmp = jpegSegment(
    0xe1,
    Buffer.from(
      `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>18,31N</exif:GPSLatitude></x:xmpmeta>`,
    ),
  );
  const comment = jpegSegment(0xfe, Buffer.from('shot at home'));
  return Buffer.concat([Buffer.from(jpeg.subarray(0, 2)), exif, xmp, comment, Buffer.from(jpeg.subarray(2))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The PNG with EXIF and text chunks after its header chunk. */
export function pngWithGps(png: Uint8Array): Buffer {
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([
    Buffer.from(png.subarray(0, afterHeader)),
    pngChunk('eXIf', Buffer.concat([Buffer.from('MM\0*', 'latin1'), Buffer.from(GPS_TEXT)])),
    pngChunk('tEXt', Buffer.from(`Comment\0${GPS_TEXT}`, 'latin1')),
    Buffer.from(png.subarray(afterHeader)),
  ]);
}

/**
 * A whole PNG whose header says 20,000 × 20,000 pixels: a few bytes on the wire, 1.6 GB for
 * whoever decodes it. Its data is not that size, which no check before decoding can see.
 */
export function pixelBombPng(png: Uint8Array): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  return bomb;
}
