import { describe, expect, it } from 'vitest';
import { greyOfPgm, PGM_TYPE, pgmOf } from './pgm';

const picture = { width: 3, height: 2, data: Uint8Array.from([0, 128, 255, 10, 20, 30]) };

describe('the PGM the engine is handed', () => {
  it('writes a P5 header and then one byte a pixel, row by row', async () => {
    const blob = pgmOf(picture);
    expect(blob.type).toBe(PGM_TYPE);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 11))).toBe('P5\n3 2\n255\n');
    expect([...bytes.subarray(11)]).toEqual([0, 128, 255, 10, 20, 30]);
  });

  it('reads back the picture it wrote', async () => {
    const bytes = new Uint8Array(await pgmOf(picture).arrayBuffer());
    const grey = greyOfPgm(bytes);
    expect(grey).toMatchObject({ width: 3, height: 2 });
    expect([...(grey?.data ?? [])]).toEqual([...picture.data]);
  });

  it('takes other bytes for no picture: PNG, a short body, a 16-bit PGM, a header cut off', () => {
    const text = (header: string, body: number[]) =>
      Uint8Array.from([...new TextEncoder().encode(header), ...body]);
    expect(greyOfPgm(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(greyOfPgm(text('P5\n3 2\n255\n', [1, 2, 3]))).toBeNull();
    expect(greyOfPgm(text('P5\n1 1\n65535\n', [0, 0]))).toBeNull();
    expect(greyOfPgm(text('P5\n3 2', []))).toBeNull();
    expect(greyOfPgm(text('P5 1 1 255 ', [7]))?.data[0]).toBe(7);
  });
});
