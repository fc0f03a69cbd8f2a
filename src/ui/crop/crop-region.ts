// Crop boxes on screen, crop regions in image pixels, and cutting a region out of an image.

/** A rectangle in CSS pixels of the crop area. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop region of spec section 3, in pixels of the image as shown (EXIF orientation applied). */
export interface CropRegion extends Box {
  unit: 'px';
}

export type CropOutputType = 'image/jpeg' | 'image/png';

export interface CropShape {
  /** Width over height; none for a free crop. */
  aspectRatio?: number;
  type: CropOutputType;
}

/** A receipt: any shape; JPEG, since the image pipeline makes it a JPEG anyway. */
export const RECEIPT_CROP: CropShape = { type: 'image/jpeg' };
/** The profile photo of spec section 9: square, PNG. */
export const PROFILE_CROP: CropShape = { aspectRatio: 1, type: 'image/png' };

/** The nudge steps of spec section 9, in CSS pixels of the crop box on screen. */
export const NUDGE_STEPS = [1, 10, 100] as const;
export type NudgeStep = (typeof NUDGE_STEPS)[number];

/** The smallest crop box the nudges leave, so it never collapses out of reach of a finger. */
const MIN_SIDE = 16;
/** Spec section 9: the first crop box covers 90% of the image width, centred. */
const INITIAL_SHARE = 0.9;

/**
 * The first crop box: 90% of the image's width and, for a free crop, 90% of its height, so every
 * edge and handle starts inside the picture; with an aspect ratio, the largest such box of that shape.
 */
export function initialBox(image: Box, aspectRatio?: number): Box {
  let width = image.width * INITIAL_SHARE;
  let height = image.height * INITIAL_SHARE;
  if (aspectRatio) {
    width = Math.min(width, height * aspectRatio);
    height = width / aspectRatio;
  }
  return { x: image.x + (image.width - width) / 2, y: image.y + (image.height - height) / 2, width, height };
}

/** Moves a box by (dx, dy), stopping at the image's edges rather than refusing the move. */
export function moveBox(box: Box, dx: number, dy: number, bounds: Box): Box {
  return { ...box, ...placeInside(box.x + dx, box.y + dy, box.width, box.height, bounds) };
}

/**
 * Grows or shrinks a box from its right and bottom edges (its top-left corner stays), within the
 * image and never below MIN_SIDE; with an aspect ratio the height follows the width.
 */
export function resizeBox(box: Box, dWidth: number, dHeight: number, bounds: Box, aspectRatio?: number): Box {
  const maxWidth = bounds.x + bounds.width - box.x;
  const maxHeight = bounds.y + bounds.height - box.y;
  if (aspectRatio) {
    const width = clamp(
      box.width + (dWidth || dHeight * aspectRatio),
      MIN_SIDE,
      Math.min(maxWidth, maxHeight * aspectRatio),
    );
    return { ...box, width, height: width / aspectRatio };
  }
  return {
    ...box,
    width: clamp(box.width + dWidth, MIN_SIDE, maxWidth),
    height: clamp(box.height + dHeight, MIN_SIDE, maxHeight),
  };
}

/** The same box, shifted and if need be shrunk to lie inside the image (a drag past an edge). */
export function keepInside(box: Box, bounds: Box): Box {
  const width = Math.min(box.width, bounds.width);
  const height = Math.min(box.height, bounds.height);
  return { width, height, ...placeInside(box.x, box.y, width, height, bounds) };
}

/** Whether a box lies inside the image, allowing for sub-pixel rounding. */
export function isInside(box: Box, bounds: Box): boolean {
  const slack = 0.5;
  return (
    box.x >= bounds.x - slack &&
    box.y >= bounds.y - slack &&
    box.x + box.width <= bounds.x + bounds.width + slack &&
    box.y + box.height <= bounds.y + bounds.height + slack
  );
}

/** A box on screen as a region of the image's own pixels, whole and inside the image. */
export function toImageRegion(box: Box, image: Box, natural: { width: number; height: number }): CropRegion {
  const scaleX = natural.width / image.width;
  const scaleY = natural.height / image.height;
  const x = clamp(Math.round((box.x - image.x) * scaleX), 0, natural.width - 1);
  const y = clamp(Math.round((box.y - image.y) * scaleY), 0, natural.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(box.width * scaleX), 1, natural.width - x),
    height: clamp(Math.round(box.height * scaleY), 1, natural.height - y),
    unit: 'px',
  };
}

/** A region of the image's pixels as a box on screen (after the crop area changed size). */
export function toScreenBox(region: CropRegion, image: Box, natural: { width: number; height: number }): Box {
  const scaleX = image.width / natural.width;
  const scaleY = image.height / natural.height;
  return {
    x: image.x + region.x * scaleX,
    y: image.y + region.y * scaleY,
    width: region.width * scaleX,
    height: region.height * scaleY,
  };
}

/** Cuts the region out of the image at full resolution. */
export async function cropImage(source: Blob, region: CropRegion, type: CropOutputType): Promise<Blob> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = region.width;
    canvas.height = region.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not supported.');
    context.drawImage(
      bitmap,
      region.x,
      region.y,
      region.width,
      region.height,
      0,
      0,
      region.width,
      region.height,
    );
    return await new Promise<Blob>((resolve, reject) =>
      // JPEG at a high quality: the receipt goes through the image pipeline, which sets the final one.
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
        type,
        0.95,
      ),
    );
  } finally {
    bitmap.close();
  }
}

function placeInside(x: number, y: number, width: number, height: number, bounds: Box) {
  return {
    x: clamp(x, bounds.x, bounds.x + bounds.width - width),
    y: clamp(y, bounds.y, bounds.y + bounds.height - height),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
