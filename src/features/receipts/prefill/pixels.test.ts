import { describe, expect, it } from 'vitest';
import { cropToPaper, estimateSkew, type GreyImage, median3, removeRules, stretch } from './pixels';

/** Rows of dashed 'print' on white paper, turned by `degrees` (clockwise, as CSS rotates), on a grey table. */
function printedRows(degrees: number, table = 0): GreyImage {
  const width = 600;
  const height = 800;
  const data = new Uint8Array(width * height).fill(240);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let row = 60; row < 740; row += 36)
    for (let x = 40; x < 560; x++) {
      if ((x >> 3) % 3 === 0) continue;
      const y = Math.round(row + (x - width / 2) * slope);
      for (let t = 0; t < 7; t++) if (y + t >= 0 && y + t < height) data[(y + t) * width + x] = 30;
    }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < table; x++) {
      data[y * width + x] = 110;
      data[y * width + width - 1 - x] = 110;
    }
  return { width, height, data };
}

describe('estimateSkew', () => {
  it.each([0, 3, -4.5, 5])('finds print turned by %d degrees', (degrees) => {
    expect(estimateSkew(printedRows(degrees))).toBeCloseTo(degrees, 0);
  });

  it('gives 0 for a blank page', () => {
    expect(estimateSkew({ width: 100, height: 100, data: new Uint8Array(10_000).fill(255) })).toBe(0);
  });
});

describe('cropToPaper', () => {
  it('cuts the table off both sides of the slip, keeping a margin', () => {
    const cropped = cropToPaper(printedRows(0, 80), 8);
    expect(cropped.width).toBe(600 - 2 * 80 + 2 * 8);
    expect(cropped.height).toBe(800);
  });

  it('keeps a picture whole when no paper stands out', () => {
    const dark = { width: 50, height: 50, data: new Uint8Array(2500).fill(60) };
    expect(cropToPaper(dark)).toBe(dark);
  });
});

describe('median3 and stretch', () => {
  it('gives each pixel the median of its 3 x 3 window, edges repeated', () => {
    // Random noise in a few levels, so that windows hold ties as well as spread values.
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const width = 37;
    const height = 23;
    const data = Uint8Array.from({ length: width * height }, () => (next() % 9) * 31);
    const at = (x: number, y: number) =>
      data[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? 0;
    const expected = Uint8Array.from({ length: width * height }, (_, i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      const window = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => at(x + dx, y + dy)));
      return window.sort((a, b) => a - b)[4] ?? 0;
    });
    expect(median3({ width, height, data }).data).toEqual(expected);
  });

  it('takes out a lone dark speck and keeps a stroke', () => {
    const image = { width: 9, height: 9, data: new Uint8Array(81).fill(240) };
    image.data[2 * 9 + 2] = 0; // a speck
    for (let y = 0; y < 9; y++) for (let x = 5; x < 8; x++) image.data[y * 9 + x] = 0; // a stroke 3 px wide
    const cleaned = median3(image);
    expect(cleaned.data[2 * 9 + 2]).toBe(240);
    expect(cleaned.data[4 * 9 + 6]).toBe(0);
  });

  it('turns faded grey print black and yellowed paper white', () => {
    const data = new Uint8Array(1000).fill(200);
    data.fill(120, 0, 100);
    const stretched = stretch({ width: 100, height: 10, data });
    expect(stretched.data[0]).toBe(0);
    expect(stretched.data[999]).toBe(255);
  });
});

describe("a table's ruled lines", () => {
  /** A bordered cell around a few short strokes of 'print', on white. */
  function cell(): GreyImage {
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height).fill(250);
    for (let x = 20; x < 380; x++) for (const y of [20, 21, 180, 181]) data[y * width + x] = 20;
    for (let y = 20; y < 182; y++) for (const x of [20, 21, 378, 379]) data[y * width + x] = 20;
    // Letters: strokes 30 px across and 28 px down at most.
    for (let letter = 0; letter < 8; letter++)
      for (let y = 80; y < 108; y++)
        for (let x = 60 + letter * 36; x < 60 + letter * 36 + (y < 84 ? 30 : 5); x++)
          data[y * width + x] = 20;
    return { width, height, data };
  }
  const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x];

  it('are whited out, across and down, and the letters stay', () => {
    const cleaned = removeRules(cell());
    expect([at(cleaned, 200, 20), at(cleaned, 200, 181), at(cleaned, 20, 100), at(cleaned, 379, 60)]).toEqual(
      [255, 255, 255, 255],
    );
    expect([at(cleaned, 62, 81), at(cleaned, 62, 100), at(cleaned, 88, 82)]).toEqual([20, 20, 20]);
  });
});
