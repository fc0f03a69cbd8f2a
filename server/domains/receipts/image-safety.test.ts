// Images are checked by their pixels before anything decodes them, and stored without metadata.
import { describe, expect, it } from 'vitest';
import { GPS_TEXT, jpegWithGps, pixelBombPng, pngWithGps } from '../../../tests/support/image-metadata';
import { SAMPLE_JPEG, SAMPLE_THUMBNAIL, samplePng, upload } from '../../../tests/support/receipts';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { decodeDataUrl, readWholeImage } from '../../lib/images';
import { PROFILE_IMAGE_TOO_MANY_PIXELS } from '../profile/profile';
import { BILL_IMAGE_TOO_MANY_PIXELS, THUMBNAIL_TOO_MANY_PIXELS } from './bills';

describe.each(DATABASE_KINDS)('image pixels and metadata on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');

  const served = async (billId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenseGetFileAttachement',
      headers: bearer(asha.token),
      payload: { employeeId: asha.employeeId, unReportExpenseId: billId },
    });
    expect(response.statusCode).toBe(200);
    return decodeDataUrl(response.json().imageBase64) ?? Buffer.alloc(0);
  };

  it('serves a bill uploaded with GPS tags back without them, the picture unchanged', async () => {
    const response = await upload(t.app, asha, { Image: jpegWithGps(SAMPLE_JPEG) });
    expect(response.statusCode).toBe(200);
    const image = await served(response.json().unReportExpenseId);
    expect(image.includes(GPS_TEXT)).toBe(false);
    expect(image.includes('Exif')).toBe(false);
    expect(image.includes('xmpmeta')).toBe(false);
    expect(readWholeImage(image)).toEqual(readWholeImage(SAMPLE_JPEG));
    const [row] = await t.db.query<{ image: Uint8Array; thumbnail: Uint8Array }>(
      'select image, thumbnail from bill where id = $1',
      [response.json().unReportExpenseId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
  });

  it('stores a PNG bill and thumbnail without their EXIF and text chunks', async () => {
    const response = await upload(t.app, asha, {
      Image: pngWithGps(samplePng(60, 40)),
      Thumbnail: pngWithGps(samplePng(30, 20)),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.query<{ image: Uint8Array; thumbnail: Uint8Array }>(
      'select image, thumbnail from bill where id = $1',
      [response.json().unReportExpenseId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
    expect(Buffer.from(row?.thumbnail ?? []).includes('GPSLatitude')).toBe(false);
  });

  it('refuses a 20,000 × 20,000 pixel PNG as a bill and as its thumbnail with 400 and a clear text', async () => {
    const bomb = pixelBombPng(samplePng(2, 2));
    expect(bomb.length).toBeLessThan(1024);
    const asBill = await upload(t.app, asha, { Image: bomb, Thumbnail: SAMPLE_THUMBNAIL });
    expect(asBill.statusCode).toBe(400);
    expect(asBill.json().message).toBe(BILL_IMAGE_TOO_MANY_PIXELS);
    const asThumbnail = await upload(t.app, asha, { Thumbnail: bomb });
    expect(asThumbnail.statusCode).toBe(400);
    expect(asThumbnail.json().message).toBe(THUMBNAIL_TOO_MANY_PIXELS);
    // A thumbnail the size of a bill photo is refused too: it is drawn at 120 px in lists.
    const largeThumbnail = await upload(t.app, asha, { Thumbnail: samplePng(1000, 800) });
    expect(largeThumbnail.statusCode).toBe(400);
    expect(largeThumbnail.json().message).toBe(THUMBNAIL_TOO_MANY_PIXELS);
  });

  it('refuses a pixel bomb as a profile photo with 400, and stores a photo without its EXIF', async () => {
    const send = (bytes: Uint8Array) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/employeeProfileImage',
        headers: bearer(asha.token),
        payload: {
          employeeId: asha.employeeId,
          imageBase64: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
        },
      });
    const bomb = await send(pixelBombPng(samplePng(2, 2)));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe(PROFILE_IMAGE_TOO_MANY_PIXELS);
    expect((await send(pngWithGps(samplePng(64, 64)))).statusCode).toBe(200);
    const [row] = await t.db.query<{ image: Uint8Array }>(
      'select profile_image as image from employee where id = $1',
      [asha.employeeId],
    );
    expect(Buffer.from(row?.image ?? []).includes('GPSLatitude')).toBe(false);
  });
});
