// A bill picture's perceptual hash (issue 37 §2): the same picture re-compressed, resized, a little
// cropped or turned hashes within a few bits; a different bill far away.
import sharp from 'sharp';

const SIDE = 32;
/** The side a bill is shrunk to before its margins are found: enough for a receipt's layout. */
const WORKING_SIDE = 256;
const LOW = 8;
/**
 * Hashes at most this many bits apart are the same picture. Measured in picture-hash.test.ts on
 * the demo bills and drawn ones; docs/decisions.md 'Duplicates and e-invoices (issue 37)' has the figures.
 */
export const SAME_PICTURE_BITS = 12;

/**
 * The 64-bit hash of a JPEG or PNG bill, or null when its pixels cannot be read.
 */
export async function pictureHash(bytes: Uint8Array): Promise<bigint | null> {
  try {
    // Shrunk first: libvips then decodes a JPEG at an eighth of its size, and the trim that follows
    // works on a few thousand pixels rather than millions.
    const { data, info } = await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(WORKING_SIDE, WORKING_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .trim({ threshold: 40 })
      .resize(SIDE, SIDE, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    return hashGrey(grey);
  } catch {
    // A picture libvips cannot read is stored all the same (the upload checked its structure);
    // it simply has no hash and is never a picture match.
    return null;
  }
}

/**
 * DCT hash (pHash) of a 32 × 32 grey picture: its 8 × 8 lowest frequencies but the mean, each bit 1
 * where the coefficient is above their median. Low frequencies are the layout of the page, which
 * JPEG, scaling and a small crop keep; the text's detail is left out. Uniform margins are trimmed
 * first, so a crop that only cuts paper changes nothing.
 */
export function hashGrey(small: Uint8Array): bigint {
  const coefficients: number[] = [];
  for (let u = 0; u < LOW; u++) {
    for (let v = 0; v < LOW; v++) {
      if (u === 0 && v === 0) continue;
      let sum = 0;
      for (let y = 0; y < SIDE; y++) {
        const cy = COSINES[u * SIDE + y] as number;
        for (let x = 0; x < SIDE; x++)
          sum += (small[y * SIDE + x] as number) * cy * (COSINES[v * SIDE + x] as number);
      }
      coefficients.push(sum);
    }
  }
  const median = [...coefficients].sort((a, b) => a - b)[coefficients.length >> 1] as number;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** How many bits two hashes differ in. */
export function bitsApart(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest > 0n) {
    rest &= rest - 1n;
    bits++;
  }
  return bits;
}

const COSINES = (() => {
  const table = new Float64Array(LOW * SIDE);
  for (let u = 0; u < LOW; u++) {
    for (let x = 0; x < SIDE; x++) table[u * SIDE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE));
  }
  return table;
})();
