// A grey picture drawn on a canvas, for the canvas's own work on it: turning it level in the reader's
// worker, enlarging and blurring a line's strip on the page.
import type { GreyImage } from './pixels';

export function canvasOf(grey: GreyImage): OffscreenCanvas {
  const rgba = new Uint8ClampedArray(grey.data.length * 4);
  for (let i = 0; i < grey.data.length; i++) {
    const value = grey.data[i] ?? 255;
    rgba[i * 4] = value;
    rgba[i * 4 + 1] = value;
    rgba[i * 4 + 2] = value;
    rgba[i * 4 + 3] = 255;
  }
  const canvas = new OffscreenCanvas(grey.width, grey.height);
  canvas.getContext('2d')?.putImageData(new ImageData(rgba, grey.width, grey.height), 0, 0);
  return canvas;
}
