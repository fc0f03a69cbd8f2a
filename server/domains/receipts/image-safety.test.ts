// Images are checked by their pixels before anything decodes them, and stored without metadata.
import { describe, expect, it } from 'vitest';
import { employeeProfileImage } from '../../../src/contract/profile';
import { expenseGetFileAttachement, expenseUpload } from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { renderText } from '../../../src/pure/texts';
import { GPS_TEXT, jpegWithGps, pixelBombPng, pngWithGps } from '../../../tests/support/image-metadata';
import { photo, SAMPLE_JPEG, SAMPLE_THUMBNAIL, samplePng, uploadBody } from '../../../tests/support/receipts';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { decodeDataUrl, readWholeImage } from '../../lib/images';
import { PROFILE_IMAGE_TOO_MANY_PIXELS } from '../profile/profile';

const BILL_IMAGE_TOO_MANY_PIXELS = renderText(RECEIPT_TEXTS.imageTooManyPixels, 'en');
const THUMBNAIL_TOO_MANY_PIXELS = renderText(RECEIPT_TEXTS.thumbnailTooManyPixels, 'en');

describe.each(DATABASE_KINDS)('image pixels and metadata on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');

  const served = async (billId: number) => {
    const { imageBase64 } = await ok(t.app, asha, expenseGetFileAttachement, {
      body: { employeeId: asha.employeeId, unReportExpenseId: billId },
    });
    return decodeDataUrl(imageBase64) ?? Buffer.alloc(0);
  };
  const uploaded = (images: Parameters<typeof uploadBody>[1]) =>
    ok(t.app, asha, expenseUpload, { body: uploadBody(asha, images) });
  const refusedUpload = (images: Parameters<typeof uploadBody>[1]) =>
    refused(t.app, asha, expenseUpload, 400, { body: uploadBody(asha, images) });

  it('serves a bill uploaded with GPS tags back without them, the picture unchanged', async () => {
    const { unReportExpenseId } = await uploaded({ Image: photo(jpegWithGps(SAMPLE_JPEG)) });
    const image = await served(unReportExpenseId);
    expect(image.includes(GPS_TEXT)).toBe(false);
    expect(image.includes('Exif')).toBe(false);
    expect(image.includes('xmpmeta')).toBe(false);
    expect(readWholeImage(image)).toEqual(readWholeImage(SAMPLE_JPEG));
    const [row] = await t.db.query<{ image: Uint8Array; thumbnail: Uint8Array }>(
      'select image, thumbnail from bill where id = $1',
      [unReportExpenseId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
  });

  it('stores a PNG bill and thumbnail without their EXIF and text chunks', async () => {
    const { unReportExpenseId } = await uploaded({
      Image: photo(pngWithGps(samplePng(60, 40))),
      Thumbnail: photo(pngWithGps(samplePng(30, 20))),
    });
    const [row] = await t.db.query<{ image: Uint8Array; thumbnail: Uint8Array }>(
      'select image, thumbnail from bill where id = $1',
      [unReportExpenseId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
    expect(Buffer.from(row?.thumbnail ?? []).includes('GPSLatitude')).toBe(false);
  });

  it('refuses a 20,000 × 20,000 pixel PNG as a bill and as its thumbnail with 400 and a clear text', async () => {
    const bomb = pixelBombPng(samplePng(2, 2));
    expect(bomb.length).toBeLessThan(1024);
    expect(await refusedUpload({ Image: photo(bomb), Thumbnail: photo(SAMPLE_THUMBNAIL) })).toBe(
      BILL_IMAGE_TOO_MANY_PIXELS,
    );
    expect(await refusedUpload({ Thumbnail: photo(bomb) })).toBe(THUMBNAIL_TOO_MANY_PIXELS);
    // A thumbnail the size of a bill photo is refused too: it is drawn at 120 px in lists.
    expect(await refusedUpload({ Thumbnail: photo(samplePng(1000, 800)) })).toBe(THUMBNAIL_TOO_MANY_PIXELS);
  });

  it('refuses a pixel bomb as a profile photo with 400, and stores a photo without its EXIF', async () => {
    const profilePhoto = (bytes: Uint8Array) => ({
      body: {
        employeeId: asha.employeeId,
        imageBase64: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
      },
    });
    expect(
      await refused(t.app, asha, employeeProfileImage, 400, profilePhoto(pixelBombPng(samplePng(2, 2)))),
    ).toBe(PROFILE_IMAGE_TOO_MANY_PIXELS);
    expect(
      (await send(t.app, asha, employeeProfileImage, profilePhoto(pngWithGps(samplePng(64, 64))))).status,
    ).toBe(200);
    const [row] = await t.db.query<{ image: Uint8Array }>(
      'select profile_image as image from employee where id = $1',
      [asha.employeeId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
  });
});
