// Uneven light on the paper (a shadow across the bill, a lamp to one side): the paper's own brightness,
// block by block, divided out, so that one threshold parts ink from paper everywhere. A picture whose
// paper is evenly lit is left as it is.
import type { GreyImage } from './pixels';

/** Side of the blocks the paper's brightness is measured in: larger than a stroke, smaller than a shadow. */
const BLOCK = 48;
/** The paper in a block: the grey level this share of its pixels are at most (the lightest tenth is paper). */
const PAPER_PERCENTILE = 0.9;
/**
 * Paper lit this unevenly (the dimmest tenth of the blocks' paper over the brightest tenth's) is
 * flattened. An evenly lit bill measures 0.9 or more; a shadow or a thumb across it less.
 */
export const UNEVEN_LIGHT = 0.8;
/** A block's paper under this share of the brightest paper's is the table, not a shadow on the paper. */
const TABLE_SHARE = 0.4;
/** Below this, a block is too dark to be paper at all (a table's edge): it is left as the paper near it. */
const DARKEST_PAPER = 40;

/** The paper's brightness of each block, row by row: `columns` x `rows` values. */
export function paperLevels(image: GreyImage): { columns: number; rows: number; levels: Float32Array } {
  const columns = Math.max(1, Math.ceil(image.width / BLOCK));
  const rows = Math.max(1, Math.ceil(image.height / BLOCK));
  const levels = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < columns; bx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = by * BLOCK; y < Math.min(image.height, (by + 1) * BLOCK); y++)
        for (let x = bx * BLOCK; x < Math.min(image.width, (bx + 1) * BLOCK); x++) {
          const value = image.data[y * image.width + x] ?? 0;
          histogram[value] = (histogram[value] ?? 0) + 1;
          count++;
        }
      levels[by * columns + bx] = Math.max(DARKEST_PAPER, levelAt(histogram, count * PAPER_PERCENTILE));
    }
  return { columns, rows, levels: withoutTable(levels) };
}

/**
 * Blocks far darker than the brightest paper are the table around the bill, not paper in a shadow:
 * they are given the brightest paper's level, so that they are neither counted as uneven light nor
 * lifted to white (the table must stay dark for the crop to the paper).
 */
function withoutTable(levels: Float32Array): Float32Array {
  const sorted = [...levels].sort((a, b) => a - b);
  const bright = sorted[Math.floor(sorted.length * 0.9)] ?? 255;
  return levels.map((level) => (level < bright * TABLE_SHARE ? bright : level));
}

function levelAt(histogram: Uint32Array, rank: number): number {
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value] ?? 0;
    if (seen >= rank) return value;
  }
  return 255;
}

/** How evenly the paper is lit: the dimmest tenth of the blocks' paper over the brightest tenth's, 0 to 1. */
export function lightEvenness(image: GreyImage): number {
  const sorted = [...paperLevels(image).levels].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 255;
  return at(0.1) / Math.max(1, at(0.9));
}

/** Each pixel over its paper's brightness (bilinear between the blocks' middles), scaled to white. */
export function flattenLight(image: GreyImage): GreyImage {
  const { columns, rows, levels } = paperLevels(image);
  const level = (bx: number, by: number) =>
    levels[Math.min(rows - 1, Math.max(0, by)) * columns + Math.min(columns - 1, Math.max(0, bx))] ?? 255;
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    const fy = y / BLOCK - 0.5;
    const by = Math.floor(fy);
    const ty = fy - by;
    for (let x = 0; x < image.width; x++) {
      const fx = x / BLOCK - 0.5;
      const bx = Math.floor(fx);
      const tx = fx - bx;
      const top = level(bx, by) * (1 - tx) + level(bx + 1, by) * tx;
      const bottom = level(bx, by + 1) * (1 - tx) + level(bx + 1, by + 1) * tx;
      const paper = top * (1 - ty) + bottom * ty;
      const index = y * image.width + x;
      data[index] = Math.min(255, Math.round(((image.data[index] ?? 0) * 255) / paper));
    }
  }
  return { width: image.width, height: image.height, data };
}
