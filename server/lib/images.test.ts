import { describe, expect, it } from 'vitest';
import { jpegWithGps, pixelBombPng, pngWithGps } from '../../tests/support/image-metadata';
import { GIF, SAMPLE_JPEG, samplePng } from '../../tests/support/receipts';
import {
  decodeDataUrl,
  exceedsPixels,
  readWholeImage,
  sniffImageType,
  toDataUrl,
  withoutMetadata,
} from './images';

const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG_START = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('image types by their bytes', () => {
  it('recognises JPEG and PNG', () => {
    expect(sniffImageType(JPEG_START)).toBe('image/jpeg');
    expect(sniffImageType(PNG_START)).toBe('image/png');
  });

  it('refuses text, GIF and empty files whatever they are called', () => {
    expect(sniffImageType(new TextEncoder().encode('hello.jpg'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('writes data URLs with the real type', () => {
    expect(toDataUrl(PNG_START)).toBe(`data:image/png;base64,${Buffer.from(PNG_START).toString('base64')}`);
  });
});

describe('whole images', () => {
  it('accept a real JPEG photo and a real PNG, with their sizes', () => {
    expect(readWholeImage(SAMPLE_JPEG)).toMatchObject({ type: 'image/jpeg', width: 450 });
    expect(readWholeImage(samplePng(40, 30))).toEqual({ type: 'image/png', width: 40, height: 30 });
  });

  it('accept a JPEG that a camera padded with zero bytes after its end', () => {
    expect(readWholeImage(Buffer.concat([SAMPLE_JPEG, Buffer.alloc(64)]))?.type).toBe('image/jpeg');
  });

  it('refuse a JPEG or PNG cut short, as a dropped upload leaves it', () => {
    for (const length of [3, 100, Math.floor(SAMPLE_JPEG.length / 2), SAMPLE_JPEG.length - 1]) {
      expect(readWholeImage(SAMPLE_JPEG.subarray(0, length))).toBeUndefined();
    }
    const png = samplePng(40, 30);
    for (const length of [8, 20, png.length - 12, png.length - 1]) {
      expect(readWholeImage(png.subarray(0, length))).toBeUndefined();
    }
  });

  it('refuse bytes that only start and end like a JPEG', () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(200, 0x41),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(readWholeImage(fake)).toBeUndefined();
    expect(readWholeImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
  });

  it('refuse a PNG with bytes after its end, without image data, or of zero size', () => {
    expect(readWholeImage(Buffer.concat([samplePng(4, 4), Buffer.from('tail')]))).toBeUndefined();
    expect(readWholeImage(samplePng(0, 4))).toBeUndefined();
  });

  it('refuse GIF and text', () => {
    expect(readWholeImage(GIF)).toBeUndefined();
    expect(readWholeImage(Buffer.from('not an image at all'))).toBeUndefined();
  });
});

describe('data URLs', () => {
  it('decode base64 data URLs and bare base64 to the same bytes', () => {
    const base64 = SAMPLE_JPEG.toString('base64');
    expect(decodeDataUrl(`data:image/jpeg;base64,${base64}`)?.equals(SAMPLE_JPEG)).toBe(true);
    expect(decodeDataUrl(base64)?.equals(SAMPLE_JPEG)).toBe(true);
    expect(
      decodeDataUrl(`data:image/png;base64,${base64.replace(/(.{76})/g, '$1\n')}`)?.equals(SAMPLE_JPEG),
    ).toBe(true);
  });

  it('refuse what is not base64', () => {
    for (const text of ['', 'data:image/jpeg,plain', 'data:image/jpeg;base64,***', 'abcde', 'not base64!']) {
      expect(decodeDataUrl(text)).toBeUndefined();
    }
  });
});

describe('pixel limits and metadata', () => {
  it('reads a pixel bomb’s size from its header, without decoding it', () => {
    const bomb = pixelBombPng(samplePng(2, 2));
    expect(readWholeImage(bomb)).toEqual({ type: 'image/png', width: 20_000, height: 20_000 });
    expect(exceedsPixels({ width: 20_000, height: 20_000 }, { maxSide: 10_000, maxPixels: 50_000_000 })).toBe(
      true,
    );
    expect(exceedsPixels({ width: 9_000, height: 9_000 }, { maxSide: 10_000, maxPixels: 50_000_000 })).toBe(
      true,
    );
    expect(exceedsPixels({ width: 2_000, height: 1_500 }, { maxSide: 10_000, maxPixels: 50_000_000 })).toBe(
      false,
    );
  });

  it('strips EXIF, XMP and comments from a JPEG and keeps the picture byte for byte', () => {
    const tagged = jpegWithGps(SAMPLE_JPEG);
    expect(Buffer.from(tagged).includes('GPSLatitude')).toBe(true);
    const clean = Buffer.from(withoutMetadata(tagged));
    expect(clean.includes('GPSLatitude')).toBe(false);
    expect(clean.includes('Exif')).toBe(false);
    expect(clean.includes('shot at home')).toBe(false);
    expect(readWholeImage(clean)).toEqual(readWholeImage(SAMPLE_JPEG));
    // The scan (the compressed picture) is the same bytes: nothing was decoded or encoded again.
    const scan = (bytes: Uint8Array) =>
      Buffer.from(bytes).subarray(Buffer.from(bytes).indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(clean).equals(scan(SAMPLE_JPEG))).toBe(true);
  });

  it('strips EXIF and text chunks from a PNG and keeps the rest', () => {
    const png = samplePng(4, 3);
    const clean = Buffer.from(withoutMetadata(pngWithGps(png)));
    expect(clean.includes('GPSLatitude')).toBe(false);
    expect(clean.equals(png)).toBe(true);
  });
});
