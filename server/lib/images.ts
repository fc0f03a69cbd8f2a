// Image bytes: which format they really are, and their data-URL form.
export type ImageType = 'image/jpeg' | 'image/png';

/** The type the bytes themselves declare (magic numbers), whatever the file name or header says. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return undefined;
}

export function toDataUrl(bytes: Uint8Array): string {
  const type = sniffImageType(bytes) ?? 'application/octet-stream';
  return `data:${type};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}
