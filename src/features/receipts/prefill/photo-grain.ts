// A phone photo's grain: how grainy a bill's paper is, and the paper and its dust turned white while the
// ink keeps its grey.
import { type GreyImage, inkThreshold } from './pixels';

/**
 * How grainy the paper is: the spread (standard deviation) of the grey levels lighter than the ink.
 * A scan or a screenshot's paper is even (under 13 on the bench's clean receipts, stretched); a phone
 * photo's grain and uneven light spread it (16 and more).
 */
export function paperGrain(image: GreyImage): number {
  const threshold = inkThreshold(image);
  let count = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (const value of image.data)
    if (value > threshold) {
      count++;
      sum += value;
      sumOfSquares += value * value;
    }
  if (count === 0) return 0;
  const mean = sum / count;
  return Math.sqrt(Math.max(0, sumOfSquares / count - mean * mean));
}

/**
 * Grain taken out of a photographed bill: the paper (everything lighter than the ink threshold) turned
 * white, and so are specks of ink smaller than `minInk` pixels joined together (dust, the darkest
 * grain), unless larger ink lies within `gap` pixels on both sides of it in its rows: a decimal point
 * or a comma between two digits is as small as a speck, and a table's small print loses all of them.
 * A speck closed in on every side by one and the same piece of ink is dust in a letter's hole (a '0'
 * with a speck in it reads as '6' or '8'), never a point: it goes, whatever lies beside it.
 * What is left of the ink keeps its grey, whose soft edges the engine reads by. The engine's own
 * threshold otherwise cuts the grain into hundreds of dots it tries to read as letters. Not for an
 * even, clean picture: there it gains nothing and a thin font's strokes break into specks.
 */
export function whitenPaper(image: GreyImage, minInk = 25, gap = 12): GreyImage {
  const { width, height, data } = image;
  const threshold = inkThreshold(image);
  const out = new Uint8Array(data.length).fill(255);
  /** Which large piece of ink each pixel belongs to, from 1; 0 for paper and specks. */
  const piece = new Int32Array(data.length);
  let pieces = 0;
  const seen = new Uint8Array(data.length);
  const stack: number[] = [];
  const specks: number[][] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 255) > threshold) continue;
    const ink: number[] = [];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() as number;
      ink.push(at);
      const x = at % width;
      const neighbours = [
        x > 0 ? at - 1 : -1,
        x < width - 1 ? at + 1 : -1,
        at >= width ? at - width : -1,
        at < (height - 1) * width ? at + width : -1,
      ];
      for (const next of neighbours)
        if (next >= 0 && !seen[next] && (data[next] ?? 255) <= threshold) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    if (ink.length < minInk) specks.push(ink);
    else {
      pieces++;
      for (const at of ink) {
        out[at] = data[at] ?? 255;
        piece[at] = pieces;
      }
    }
  }
  const hasLargeInk = (fromX: number, toX: number, top: number, bottom: number) => {
    for (let y = top; y <= bottom; y++)
      for (let x = Math.max(0, fromX); x <= Math.min(width - 1, toX); x++)
        if (piece[y * width + x]) return true;
    return false;
  };
  /** The large piece first met going from (x, y) by (dx, dy), within `reach` pixels; 0 for none. */
  const pieceToward = (x: number, y: number, dx: number, dy: number, reach: number) => {
    for (let step = 1; step <= reach; step++) {
      const atX = x + dx * step;
      const atY = y + dy * step;
      if (atX < 0 || atY < 0 || atX >= width || atY >= height) return 0;
      const found = piece[atY * width + atX] ?? 0;
      if (found) return found;
    }
    return 0;
  };
  for (const speck of specks) {
    let left = width;
    let right = 0;
    let top = height;
    let bottom = 0;
    for (const at of speck) {
      left = Math.min(left, at % width);
      right = Math.max(right, at % width);
      top = Math.min(top, Math.floor(at / width));
      bottom = Math.max(bottom, Math.floor(at / width));
    }
    const middleX = Math.round((left + right) / 2);
    const middleY = Math.round((top + bottom) / 2);
    const around = [
      pieceToward(left, middleY, -1, 0, 2 * gap),
      pieceToward(right, middleY, 1, 0, 2 * gap),
      pieceToward(middleX, top, 0, -1, 2 * gap),
      pieceToward(middleX, bottom, 0, 1, 2 * gap),
    ];
    const isInAHole = around[0] !== 0 && around.every((found) => found === around[0]);
    if (
      !isInAHole &&
      hasLargeInk(left - gap, left - 1, top, bottom) &&
      hasLargeInk(right + 1, right + gap, top, bottom)
    )
      for (const at of speck) out[at] = data[at] ?? 255;
  }
  return { width, height, data: out };
}
