// The profile photo as the server takes it: the square crop, scaled to at most 512 px, as a PNG data URL.
import { type CropRegion, PROFILE_CROP } from '../../ui/crop/crop-region';

/** Enough for an avatar on any screen; a 512 px PNG photo stays well under the server's 2 MB. */
const SIZE = 512;

/** Cuts the square straight to its final size: no full-resolution PNG of a 12-megapixel photo on the way. */
export async function squarePhoto(source: Blob, region: CropRegion): Promise<string> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const side = Math.max(1, Math.min(SIZE, region.width, region.height));
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not supported.');
    context.drawImage(bitmap, region.x, region.y, region.width, region.height, 0, 0, side, side);
    return canvas.toDataURL(PROFILE_CROP.type);
  } finally {
    bitmap.close();
  }
}
