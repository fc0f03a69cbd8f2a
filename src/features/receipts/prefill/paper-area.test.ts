import { describe, expect, it } from 'vitest';
import { findPaper, longestRun } from './paper-area';
import type { GreyImage } from './pixels';

/** A dark table `width` x `height` with a light slip on it (print rows inside), and a light speck apart. */
function slipOnTable(
  width: number,
  height: number,
  slip: { x: number; y: number; w: number; h: number },
): GreyImage {
  const data = new Uint8Array(width * height).fill(70);
  for (let y = slip.y; y < slip.y + slip.h; y++)
    for (let x = slip.x; x < slip.x + slip.w; x++)
      data[y * width + x] = (y - slip.y) % 20 < 4 && (x >> 2) % 2 === 0 ? 40 : 235;
  // A glint on the table, far from the slip: bright, but no paper.
  for (let y = 5; y < 12; y++) for (let x = 5; x < 12; x++) data[y * width + x] = 250;
  return { width, height, data };
}

describe('findPaper', () => {
  it('finds a slip that fills a third of a large frame, with a small margin', () => {
    const box = findPaper(slipOnTable(600, 800, { x: 250, y: 200, w: 200, h: 400 }));
    expect(box).toBeDefined();
    expect(box?.x0).toBeGreaterThanOrEqual(235);
    expect(box?.x0).toBeLessThanOrEqual(250);
    expect(box?.x1).toBeGreaterThanOrEqual(450);
    expect(box?.x1).toBeLessThanOrEqual(465);
    expect(box?.y0).toBeGreaterThanOrEqual(180);
    expect(box?.y1).toBeLessThanOrEqual(620);
  });

  it('keeps the part of the slip a shadow darkens, lighter than the table all the same', () => {
    const image = slipOnTable(600, 800, { x: 250, y: 200, w: 200, h: 400 });
    // A shadow over the slip's left half: its paper at 135, the table stays at 70.
    for (let y = 200; y < 600; y++)
      for (let x = 250; x < 350; x++)
        image.data[y * 600 + x] = Math.round((image.data[y * 600 + x] ?? 0) * 0.575);
    const box = findPaper(image);
    expect(box?.x0).toBeLessThanOrEqual(250);
    expect(box?.x1).toBeGreaterThanOrEqual(450);
  });

  it('gives the whole picture for a bill that fills it', () => {
    expect(findPaper(slipOnTable(300, 400, { x: 0, y: 0, w: 300, h: 400 }))).toEqual({
      x0: 0,
      y0: 0,
      x1: 300,
      y1: 400,
    });
  });

  it('finds nothing in a picture without paper', () => {
    expect(findPaper({ width: 50, height: 50, data: new Uint8Array(2500).fill(90) })).toBeUndefined();
  });
});

describe('longestRun', () => {
  it('keeps the longest run at half the largest count or more across short dips, not a bright one apart', () => {
    expect(longestRun([9, ...Array(40).fill(0), 6, 8, 10, 1, 7, 0, 0, 0, 0])).toEqual({ start: 41, end: 46 });
    expect(longestRun([0, 5, 5, 5])).toEqual({ start: 1, end: 4 });
    expect(longestRun([0, 0])).toBeUndefined();
  });
});
