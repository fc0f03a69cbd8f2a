// Pictures for the duplicate tests: the demo bills, bills drawn at random, and what a phone or a
// cheat does to a picture (re-compress, resize, crop, turn).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { mulberry32 } from '../../../tests/support/receipt-specs';

const SEED_BILLS = ['asha-restaurant', 'asha-auto-rickshaw', 'rahul-fuel', 'rahul-courier'];

export const seedBillNames = () => [...SEED_BILLS];

export function seedBill(name: string): Uint8Array {
  return readFileSync(new URL(`../../seed/bills/${name}.jpg`, import.meta.url));
}

export interface Change {
  quality?: number;
  /** Times the picture's width and height. */
  scale?: number;
  /** The fraction of the width and height cut off each side. */
  crop?: number;
  degrees?: number;
}

/** The picture as a phone or a cheat would send it again: a new JPEG after the changes. */
export async function changed(bytes: Uint8Array, change: Change): Promise<Uint8Array> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  let picture = sharp(bytes);
  if (change.crop) {
    const left = Math.round(width * change.crop);
    const top = Math.round(height * change.crop);
    picture = sharp(
      await picture.extract({ left, top, width: width - 2 * left, height: height - 2 * top }).toBuffer(),
    );
  }
  if (change.degrees)
    picture = sharp(await picture.rotate(change.degrees, { background: '#ffffff' }).toBuffer());
  if (change.scale) picture = picture.resize(Math.round(width * change.scale));
  return picture.jpeg({ quality: change.quality ?? 80 }).toBuffer();
}

/**
 * A receipt drawn from a seed: a paper of its own size, a heading, lines of 'text' of their own
 * lengths and places, and a total. Receipts look alike to a hash (dark lines on white paper);
 * these are as alike as honest different bills get.
 */
export async function drawnBill(seed: number): Promise<Uint8Array> {
  const random = mulberry32(seed);
  const width = 280 + Math.floor(random() * 120);
  const height = 420 + Math.floor(random() * 300);
  const bars: string[] = [];
  const ink = (x: number, y: number, w: number, h: number, shade: number) =>
    bars.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="rgb(${shade},${shade},${shade})"/>`);
  let y = 12 + Math.floor(random() * 30);
  ink(
    Math.floor(width * (0.1 + random() * 0.3)),
    y,
    Math.floor(width * (0.3 + random() * 0.4)),
    14 + Math.floor(random() * 10),
    20,
  );
  y += 40;
  while (y < height - 60) {
    if (random() < 0.15) ink(8, y, width - 16, 2, 60);
    else {
      ink(
        10 + Math.floor(random() * 40),
        y,
        Math.floor(width * (0.2 + random() * 0.45)),
        7,
        40 + Math.floor(random() * 60),
      );
      if (random() < 0.6) ink(width - 70 - Math.floor(random() * 20), y, 50, 7, 40);
    }
    y += 12 + Math.floor(random() * 14);
  }
  ink(10, height - 45, Math.floor(width * 0.3), 12, 10);
  ink(width - 110, height - 45, 90, 12, 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
