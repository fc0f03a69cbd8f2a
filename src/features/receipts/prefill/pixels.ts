// Pixel steps that make a phone photo of a bill easier to read: grey, despeckled, stretched, cropped, level.
// Plain arrays in and out, so they run in the reader's worker and in unit tests alike.

export interface GreyImage {
  width: number;
  height: number;
  /** One byte a pixel, 0 black to 255 white, row by row. */
  data: Uint8Array;
}

export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.round(
      (rgba[i * 4] ?? 0) * 0.299 + (rgba[i * 4 + 1] ?? 0) * 0.587 + (rgba[i * 4 + 2] ?? 0) * 0.114,
    );
  return { width, height, data };
}

/** The 2nd and 98th percentiles of brightness become black and white: faded print turns dark again. */
export function stretch(image: GreyImage): GreyImage {
  const histogram = new Uint32Array(256);
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1;
  const low = percentile(histogram, image.data.length, 0.02);
  const high = Math.max(low + 1, percentile(histogram, image.data.length, 0.98));
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.min(255, Math.max(0, Math.round((((image.data[i] ?? 0) - low) * 255) / (high - low))));
  return { width: image.width, height: image.height, data };
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value] ?? 0;
    if (seen >= total * share) return value;
  }
  return 255;
}

/**
 * The paper within a photo of it lying on a table: the rows and columns mostly brighter than the middle
 * of the picture's range. Cropping to it saves the engine from reading the table's grain as text.
 */
export function cropToPaper(image: GreyImage, margin = 8): GreyImage {
  const { width, height, data } = image;
  const isBright = (value: number) => value > 170;
  const rowShare = (y: number) => {
    let bright = 0;
    for (let x = 0; x < width; x++) if (isBright(data[y * width + x] ?? 0)) bright++;
    return bright / width;
  };
  const columnShare = (x: number) => {
    let bright = 0;
    for (let y = 0; y < height; y++) if (isBright(data[y * width + x] ?? 0)) bright++;
    return bright / height;
  };
  const PAPER = 0.35;
  let top = 0;
  while (top < height - 1 && rowShare(top) < PAPER) top++;
  let bottom = height - 1;
  while (bottom > top && rowShare(bottom) < PAPER) bottom--;
  let left = 0;
  while (left < width - 1 && columnShare(left) < PAPER) left++;
  let right = width - 1;
  while (right > left && columnShare(right) < PAPER) right--;
  top = Math.max(0, top - margin);
  left = Math.max(0, left - margin);
  bottom = Math.min(height - 1, bottom + margin);
  right = Math.min(width - 1, right + margin);
  // Too small a 'paper' means the rule misjudged the picture (a dark photo): keep it whole.
  if ((right - left) * (bottom - top) < width * height * 0.2) return image;
  const cropped = new Uint8Array((right - left + 1) * (bottom - top + 1));
  for (let y = top; y <= bottom; y++)
    cropped.set(data.subarray(y * width + left, y * width + right + 1), (y - top) * (right - left + 1));
  return { width: right - left + 1, height: bottom - top + 1, data: cropped };
}

/** 3 x 3 median: takes out the grain of a phone camera and dust specks of a pixel or two, keeps strokes. */
export function median3(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  // Each column of three sorted once a row, shared by the three windows it falls in: the median of the
  // nine is the median of the columns' greatest low, middle middle and least high.
  const low = new Uint8Array(width);
  const middle = new Uint8Array(width);
  const high = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const a = data[above + x] ?? 0;
      const b = data[row + x] ?? 0;
      const c = data[below + x] ?? 0;
      low[x] = Math.min(a, b, c);
      high[x] = Math.max(a, b, c);
      middle[x] = a + b + c - (low[x] ?? 0) - (high[x] ?? 0);
    }
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      out[row + x] = medianOf3(
        Math.max(low[left] ?? 0, low[x] ?? 0, low[right] ?? 0),
        medianOf3(middle[left] ?? 0, middle[x] ?? 0, middle[right] ?? 0),
        Math.min(high[left] ?? 0, high[x] ?? 0, high[right] ?? 0),
      );
    }
  }
  return { width, height, data: out };
}

const medianOf3 = (a: number, b: number, c: number): number =>
  Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * The angle (degrees, clockwise positive, as CSS rotates) by which the print is turned: the one at which
 * the ink, summed along each slanted row, gives the sharpest rows. Searched within ±maxDegrees on a copy
 * shrunk by 4 (averaging away grain, and the axis-aligned ripples that scaling a grainy photo leaves),
 * leaving out the outer tenth on each side, where the table's edge around a tilted slip makes long
 * straight 'rows' of its own.
 */
export function estimateSkew(image: GreyImage, maxDegrees = 6, step = 0.25): number {
  const small = shrink(image, 4);
  const { width, height, data } = small;
  let total = 0;
  for (const value of data) total += value;
  const inkBelow = (total / data.length) * 0.8;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = Math.floor(height * 0.1); y < height * 0.9; y++)
    for (let x = Math.floor(width * 0.1); x < width * 0.9; x++)
      if ((data[y * width + x] ?? 255) < inkBelow) {
        xs.push(x - width / 2);
        ys.push(y);
      }
  if (xs.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  const rows = new Float64Array(height * 2 + 2);
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += step) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * slope + height / 2);
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return best;
}

/** Each factor x factor block becomes its mean. */
function shrink(image: GreyImage, factor: number): GreyImage {
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++)
        for (let dx = 0; dx < factor; dx++)
          sum += image.data[(y * factor + dy) * image.width + x * factor + dx] ?? 255;
      data[y * width + x] = sum / (factor * factor);
    }
  return { width, height, data };
}

/**
 * A table's ruled lines whited out: long straight runs of ink, across (at least `rowRun` pixels) or
 * down (at least `columnRun`), which no printed character makes at the reader's working width (a
 * letter is 15–40 px there). Text recognition reads a bordered A4 table as a picture and returns
 * nothing of its rows; without the rules it reads them as rows of text. Run on a level picture: a
 * tilted rule breaks into short steps.
 */
export function removeRules(image: GreyImage, rowRun = 100, columnRun = 60, dark = 128): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const isInk = x < width && (data[y * width + x] ?? 255) < dark;
      if (isInk && start < 0) start = x;
      if (!isInk && start >= 0) {
        if (x - start >= rowRun) out.fill(255, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const isInk = y < height && (data[y * width + x] ?? 255) < dark;
      if (isInk && start < 0) start = y;
      if (!isInk && start >= 0) {
        if (y - start >= columnRun) for (let at = start; at < y; at++) out[at * width + x] = 255;
        start = -1;
      }
    }
  }
  return { width, height, data: out };
}

/** Otsu's threshold: the grey level that best splits the picture into ink and paper. */
export function inkThreshold(image: GreyImage): number {
  const histogram = new Float64Array(256);
  for (const value of image.data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = image.data.length;
  let sum = 0;
  for (let value = 0; value < 256; value++) sum += value * (histogram[value] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = -1;
  let threshold = 128;
  for (let value = 0; value < 256; value++) {
    countBelow += histogram[value] ?? 0;
    const countAbove = total - countBelow;
    if (countBelow === 0) continue;
    if (countAbove === 0) break;
    sumBelow += value * (histogram[value] ?? 0);
    const between = countBelow * countAbove * (sumBelow / countBelow - (sum - sumBelow) / countAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  }
  return threshold;
}
