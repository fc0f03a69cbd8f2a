import { describe, expect, it } from 'vitest';
import { paperGrain, whitenPaper } from './photo-grain';
import { type GreyImage, inkThreshold } from './pixels';

describe("a photo's grain", () => {
  /** Paper of grey `paper` with a seeded grain of ±`grain`, a letter-sized block of ink and a few dust specks. */
  function photo(grain: number): GreyImage {
    const width = 120;
    const height = 80;
    const data = new Uint8Array(width * height);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < data.length; i++) data[i] = Math.round(210 + (random() * 2 - 1) * grain);
    for (let y = 20; y < 50; y++) for (let x = 30; x < 40; x++) data[y * width + x] = 40 + (x % 3) * 10;
    for (const [x, y] of [
      [80, 10],
      [100, 60],
      [10, 70],
    ] as const) {
      data[y * width + x] = 30;
      data[y * width + x + 1] = 30;
    }
    return { width, height, data };
  }
  const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x];

  it('tells an even paper from a grainy one', () => {
    expect(paperGrain(photo(2))).toBeLessThan(5);
    expect(paperGrain(photo(40))).toBeGreaterThan(14);
  });

  it('puts the threshold between the ink and the paper', () => {
    const threshold = inkThreshold(photo(10));
    expect(threshold).toBeGreaterThanOrEqual(60);
    expect(threshold).toBeLessThan(200);
  });

  it('keeps a decimal point between two digits, though it is as small as a speck', () => {
    const image = photo(40);
    // A second 'digit' 8 px right of the first, and a 2 x 2 point on the baseline between them.
    for (let y = 20; y < 50; y++) for (let x = 48; x < 58; x++) image.data[y * image.width + x] = 40;
    for (const [x, y] of [
      [43, 47],
      [44, 47],
      [43, 48],
      [44, 48],
    ] as const)
      image.data[y * image.width + x] = 30;
    const cleaned = whitenPaper(image);
    expect([at(cleaned, 43, 47), at(cleaned, 44, 48)]).toEqual([30, 30]);
    expect([at(cleaned, 80, 10), at(cleaned, 100, 60)]).toEqual([255, 255]);
  });

  it("takes out dust in a letter's hole, which would make a '0' read as '6' or '8'", () => {
    const image = photo(40);
    // A '0': a ring of ink 3 px thick, and a 3 x 3 speck in its hole, touching nothing.
    for (let y = 22; y < 47; y++)
      for (let x = 62; x < 77; x++)
        if (x < 65 || x >= 74 || y < 25 || y >= 44) image.data[y * image.width + x] = 30;
    for (let y = 32; y < 35; y++) for (let x = 68; x < 71; x++) image.data[y * image.width + x] = 30;
    const cleaned = whitenPaper(image);
    expect([at(cleaned, 69, 33), at(cleaned, 68, 32)]).toEqual([255, 255]);
    expect([at(cleaned, 62, 30), at(cleaned, 70, 23)]).toEqual([30, 30]);
  });

  it('turns the paper and the dust white and keeps the ink with its grey', () => {
    const cleaned = whitenPaper(photo(40));
    expect(cleaned.data.filter((value) => value < 255).length).toBe(30 * 10);
    expect([at(cleaned, 30, 20), at(cleaned, 31, 30), at(cleaned, 32, 40)]).toEqual([40, 50, 60]);
    expect([at(cleaned, 80, 10), at(cleaned, 100, 60), at(cleaned, 5, 5)]).toEqual([255, 255, 255]);
  });
});
