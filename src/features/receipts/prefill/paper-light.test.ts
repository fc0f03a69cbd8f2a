import { describe, expect, it } from 'vitest';
import { flattenLight, lightEvenness, UNEVEN_LIGHT } from './paper-light';
import type { GreyImage } from './pixels';

/** Paper at 235 with rows of print at 40, its left half under a shadow that dims it by `shadow`. */
function shadowedBill(shadow: number): GreyImage {
  const width = 480;
  const height = 480;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const ink = y % 30 < 8 && (x >> 3) % 2 === 0;
      const light = x < width / 2 ? 1 - shadow : 1;
      data[y * width + x] = Math.round((ink ? 40 : 235) * light);
    }
  return { width, height, data };
}

const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x] ?? -1;

describe('paper light', () => {
  it('finds an evenly lit bill even, and a shadowed one uneven', () => {
    expect(lightEvenness(shadowedBill(0))).toBeGreaterThan(0.95);
    expect(lightEvenness(shadowedBill(0.45))).toBeLessThan(UNEVEN_LIGHT);
    expect(lightEvenness(shadowedBill(0.1))).toBeGreaterThan(UNEVEN_LIGHT);
  });

  it('takes a table around the bill for no shadow, and leaves it dark', () => {
    const bill = shadowedBill(0);
    // The table's edge: the first 60 columns at 70.
    for (let y = 0; y < bill.height; y++) for (let x = 0; x < 60; x++) bill.data[y * bill.width + x] = 70;
    expect(lightEvenness(bill)).toBeGreaterThan(0.95);
    expect(at(flattenLight(bill), 10, 100)).toBeLessThan(90);
  });

  it('brings the shadowed paper up to white and keeps its print dark', () => {
    const flat = flattenLight(shadowedBill(0.45));
    // Paper in the shadow's middle and in the light: both white now.
    expect(at(flat, 100, 20)).toBeGreaterThan(245);
    expect(at(flat, 380, 20)).toBeGreaterThan(245);
    // Print in the shadow stays print.
    expect(at(flat, 100, 2)).toBeLessThan(80);
  });
});
