// JPEG or PNG only (spec section 5), judged by the file's first bytes as well as its declared type.
export const ONLY_JPEG_PNG = 'Only JPEG and PNG files are allowed';

export async function isJpegOrPng(file: Blob): Promise<boolean> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const isJpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const isPng = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
  return isJpeg || isPng;
}
