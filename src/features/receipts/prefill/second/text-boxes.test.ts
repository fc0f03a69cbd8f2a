import { describe, expect, it } from 'vitest';
import { inRows, textBoxes } from './text-boxes';

/** A map with the given pixels likely text (0.9), the rest not (0.05). */
function mapOf(width: number, height: number, isText: (x: number, y: number) => boolean): Float32Array {
  const map = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) map[y * width + x] = isText(x, y) ? 0.9 : 0.05;
  return map;
}

describe('textBoxes', () => {
  it('finds a level patch, grown around its shrunk core', () => {
    const map = mapOf(200, 60, (x, y) => x >= 20 && x < 120 && y >= 20 && y < 30);
    const [box, ...rest] = textBoxes(map, 200, 60);
    expect(rest).toEqual([]);
    expect(box?.cx).toBeCloseTo(69.5, 0);
    expect(box?.cy).toBeCloseTo(24.5, 0);
    expect(box?.angle).toBeCloseTo(0, 2);
    // grown by area × 1.5 / outline on each side: 100 × 10 × 1.5 / 220 ≈ 6.8
    expect(box?.width).toBeCloseTo(100 + 2 * 6.8, 0);
    expect(box?.height).toBeCloseTo(10 + 2 * 6.8, 0);
  });

  it('follows a turned row', () => {
    const turn = (4 * Math.PI) / 180;
    const map = mapOf(300, 100, (x, y) => {
      const u = (x - 150) * Math.cos(turn) + (y - 50) * Math.sin(turn);
      const v = -(x - 150) * Math.sin(turn) + (y - 50) * Math.cos(turn);
      return Math.abs(u) < 100 && Math.abs(v) < 5;
    });
    const [box] = textBoxes(map, 300, 100);
    expect(box?.angle).toBeCloseTo(turn, 2);
    expect(box?.cx).toBeCloseTo(150, 0);
    expect(box?.cy).toBeCloseTo(50, 0);
  });

  it('drops smudges: too thin, or faintly likely', () => {
    const map = mapOf(100, 40, (x, y) => y === 10 && x > 10 && x < 90);
    expect(textBoxes(map, 100, 40)).toEqual([]);
    const faint = new Float32Array(100 * 40).fill(0.4);
    expect(textBoxes(faint, 100, 40)).toEqual([]);
  });
});

describe('inRows', () => {
  const box = (cx: number, cy: number, width = 60) => ({ cx, cy, width, height: 20, angle: 0, score: 0.9 });

  it('puts a label and its figure far apart on one row, rows top to bottom, left to right', () => {
    const total = box(40, 100);
    const figure = box(400, 104);
    const date = box(60, 40);
    expect(inRows([figure, total, date])).toEqual([[date], [total, figure]]);
  });

  it("follows the page turn: a far figure lower down is still on its label's row", () => {
    const turn = (5 * Math.PI) / 180;
    const label = { ...box(40, 100, 80), angle: turn };
    // 500 px along the turned row the figure lies about 44 px lower, more than a row's height.
    const figure = { ...box(540, 100 + 500 * Math.tan(turn), 80), angle: turn };
    const next = { ...box(40, 130, 80), angle: turn };
    expect(inRows([label, figure, next])).toEqual([[label, figure], [next]]);
  });
});
