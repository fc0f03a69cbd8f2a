// Crop box arithmetic: the first box, nudges that stop at the edges, and screen-to-image pixels.
import { describe, expect, it } from 'vitest';
import {
  initialBox,
  isInside,
  keepInside,
  moveBox,
  resizeBox,
  toImageRegion,
  toScreenBox,
} from './crop-region';

const picture = { x: 20, y: 50, width: 300, height: 400 };

describe('the first crop box', () => {
  it('covers 90% of the image width, centred', () => {
    expect(initialBox(picture)).toEqual({ x: 35, y: 70, width: 270, height: 360 });
  });

  it('is the largest centred square within 90% for the square profile crop', () => {
    expect(initialBox(picture, 1)).toEqual({ x: 35, y: 115, width: 270, height: 270 });
  });
});

describe('nudging the crop box', () => {
  const box = { x: 100, y: 100, width: 100, height: 100 };

  it('moves by the step', () => {
    expect(moveBox(box, 10, -1, picture)).toEqual({ x: 110, y: 99, width: 100, height: 100 });
  });

  it('stops at the edge of the image instead of leaving it or refusing the move', () => {
    expect(moveBox(box, 200, 0, picture)).toMatchObject({ x: 220 });
    expect(moveBox(box, -100, -100, picture)).toMatchObject({ x: 20, y: 50 });
  });

  it('resizes from the right and bottom edges, inside the image and never below 16 px', () => {
    expect(resizeBox(box, 10, -10, picture)).toEqual({ x: 100, y: 100, width: 110, height: 90 });
    expect(resizeBox(box, 1000, 0, picture).width).toBe(220);
    expect(resizeBox(box, -100, -100, picture)).toMatchObject({ width: 16, height: 16 });
  });

  it('keeps a square a square', () => {
    expect(resizeBox(box, 0, 10, picture, 1)).toMatchObject({ width: 110, height: 110 });
  });
});

describe('a box dragged past an edge', () => {
  it('is pulled back inside and shrunk to fit', () => {
    const dragged = { x: 0, y: 400, width: 500, height: 100 };
    expect(isInside(dragged, picture)).toBe(false);
    const kept = keepInside(dragged, picture);
    expect(kept).toEqual({ x: 20, y: 350, width: 300, height: 100 });
    expect(isInside(kept, picture)).toBe(true);
  });
});

describe('image pixels', () => {
  const natural = { width: 1500, height: 2000 };

  it('maps a box on screen to whole pixels of the image, and back', () => {
    const region = toImageRegion({ x: 35, y: 70, width: 270, height: 360 }, picture, natural);
    expect(region).toEqual({ x: 75, y: 100, width: 1350, height: 1800, unit: 'px' });
    expect(toScreenBox(region, picture, natural)).toEqual({ x: 35, y: 70, width: 270, height: 360 });
  });

  it('never reaches outside the image', () => {
    const region = toImageRegion({ x: 19.6, y: 49, width: 301, height: 402 }, picture, natural);
    expect(region).toEqual({ x: 0, y: 0, width: 1500, height: 2000, unit: 'px' });
  });
});
