// Where the bill lies in a photo, found on a small copy before the picture is brought to its working size:
// a phone's photo of a slip on a table may hold the slip in a third of its width, and scaling the whole
// frame to the working width would leave its print a few pixels high.
import { type GreyImage, inkThreshold } from './pixels';
import type { Box } from './text-line';

/** Rows and columns where the paper shows at least this share of the brightest row's or column's. */
const PAPER_SHARE = 0.5;
/** Around the paper found, this share of its size is kept: a shadow or a crumple may darken its edge. */
const PAPER_MARGIN = 0.04;
/** Dips in a run of paper shorter than this share of the picture's side are print, not the paper's end. */
const GAP_SHARE = 0.05;
/** A paper smaller than this share of the frame is a misjudged picture, not a bill. */
const LEAST_PAPER = 0.03;

/**
 * The box (in `image`'s pixels) of the paper: the longest run of rows whose bright pixels (lighter than
 * `paperThreshold`) reach half the brightest row's share, and within those rows the
 * longest such run of columns, with a margin. Undefined when no such paper is found.
 */
export function findPaper(image: GreyImage): Box | undefined {
  const threshold = paperThreshold(image);
  const isBright = (x: number, y: number) => (image.data[y * image.width + x] ?? 0) > threshold;
  const rows = longestRun(
    Array.from({ length: image.height }, (_, y) => count(image.width, (x) => isBright(x, y))),
  );
  if (!rows) return undefined;
  const columns = longestRun(
    Array.from({ length: image.width }, (_, x) =>
      count(rows.end - rows.start, (i) => isBright(x, rows.start + i)),
    ),
  );
  if (!columns) return undefined;
  const box = withMargin(
    { x0: columns.start, y0: rows.start, x1: columns.end, y1: rows.end },
    image.width,
    image.height,
  );
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  return area >= image.width * image.height * LEAST_PAPER ? box : undefined;
}

/**
 * Halfway between the dark side's mean (the table) and the Otsu threshold: paper in a shadow is darker
 * than the threshold that parts a photo into table and paper, but still lighter than the table.
 */
export function paperThreshold(image: GreyImage): number {
  const otsu = inkThreshold(image);
  let sum = 0;
  let count = 0;
  for (const value of image.data)
    if (value <= otsu) {
      sum += value;
      count++;
    }
  return count ? Math.round((sum / count + otsu) / 2) : otsu;
}

function count(length: number, test: (index: number) => boolean): number {
  let found = 0;
  for (let index = 0; index < length; index++) if (test(index)) found++;
  return found;
}

/**
 * The longest run of indexes whose count reaches PAPER_SHARE of the largest, end exclusive; a dip shorter
 * than GAP_SHARE of the whole (a row of heavy print, a fold's shadow) does not end a run.
 */
export function longestRun(counts: number[]): { start: number; end: number } | undefined {
  const most = Math.max(0, ...counts);
  if (most === 0) return undefined;
  const gap = Math.max(1, Math.round(counts.length * GAP_SHARE));
  let best: { start: number; end: number } | undefined;
  let start = -1;
  let lastPaper = -1;
  const close = () => {
    if (start >= 0 && (!best || lastPaper + 1 - start > best.end - best.start))
      best = { start, end: lastPaper + 1 };
  };
  counts.forEach((value, index) => {
    if (value < most * PAPER_SHARE) return;
    if (start >= 0 && index - lastPaper > gap) {
      close();
      start = -1;
    }
    if (start < 0) start = index;
    lastPaper = index;
  });
  close();
  return best;
}

function withMargin(box: Box, width: number, height: number): Box {
  const dx = Math.round((box.x1 - box.x0) * PAPER_MARGIN);
  const dy = Math.round((box.y1 - box.y0) * PAPER_MARGIN);
  return {
    x0: Math.max(0, box.x0 - dx),
    y0: Math.max(0, box.y0 - dy),
    x1: Math.min(width, box.x1 + dx),
    y1: Math.min(height, box.y1 + dy),
  };
}
