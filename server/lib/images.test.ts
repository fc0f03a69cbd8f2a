import { describe, expect, it } from 'vitest';
import { sniffImageType, toDataUrl } from './images';

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
