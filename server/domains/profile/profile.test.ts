import { describe, expect, it } from 'vitest';
import {
  employeeProfileImage,
  employeeProfileUpdate,
  GMAIL_TEXT,
  getEmployeeProfile,
  getEmployeeProfileImage,
  getEmployeeProfileImageRemove,
  PHONE_TEXT,
  PINCODE_TEXT,
  REQUIRED_TEXT,
} from '../../../src/contract/profile';
import { type Employee, SAMPLE_JPEG, samplePng } from '../../../tests/support/receipts';
import { ok, refused, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { NOT_A_PROFILE_IMAGE, PROFILE_IMAGE_TOO_LARGE } from './profile';

describe.each(DATABASE_KINDS)('profile calls on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');

  const profileOf = (employee: Employee) =>
    ok(t.app, employee, getEmployeeProfile, { query: { employeeId: employee.employeeId } });
  // Raw: most of these bodies are ones the contract refuses (a field left out, a read-only one sent).
  const update = (employee: Employee, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/employeeProfileUpdate',
      payload: body,
      headers: bearer(employee.token),
    });
  const setImage = (employee: Employee, imageBase64: string) =>
    send(t.app, employee, employeeProfileImage, { body: { employeeId: employee.employeeId, imageBase64 } });
  const refusedImage = (imageBase64: string) =>
    refused(t.app, asha, employeeProfileImage, 400, { body: { employeeId: asha.employeeId, imageBase64 } });
  const imageOf = async (employee: Employee) =>
    (await ok(t.app, employee, getEmployeeProfileImage, { query: { employeeId: employee.employeeId } }))
      .imageBase64;
  const contact = {
    address: '22 Karve Road, Kothrud',
    phoneNumber: '9890145678',
    pincode: '411038',
    emailId: 'asha.kulkarni.spl@gmail.com',
  };

  it("answers asha's profile with her details and no photo", async () => {
    expect(await profileOf(asha)).toEqual({
      employeeId: asha.employeeId,
      employeeName: 'Asha Kulkarni',
      empCode: 'SPL0457',
      designation: 'Medical Representative',
      city: 'Pune',
      state: 'Maharashtra',
      areaRange: 'T',
      imageBase64: null,
      emailDomains: ['gmail.com'],
      ...contact,
    });
  });

  it('saves the contact fields, with the whole profile sent back unchanged', async () => {
    const before = await profileOf(asha);
    const { imageBase64: _image, areaRange: _range, ...whole } = before;
    const changed = { ...whole, address: ' 9 Law College Road, Erandwane ', phoneNumber: '9822000111' };
    const response = await update(asha, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Profile updated successfully' });
    expect(await profileOf(asha)).toMatchObject({
      address: '9 Law College Road, Erandwane',
      phoneNumber: '9822000111',
    });
    await update(asha, { employeeId: asha.employeeId, ...contact });
  });

  it('refuses a non-Gmail address, an empty required field, a bad phone or pincode, and a changed read-only field, changing nothing', async () => {
    const before = await profileOf(asha);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ emailId: 'asha@yahoo.com' }, new RegExp(GMAIL_TEXT.replace('.', '\\.'))],
      [{ address: '   ' }, new RegExp(`address: ${REQUIRED_TEXT}`)],
      [{ pincode: undefined }, /pincode/],
      [{ phoneNumber: '12345' }, new RegExp(PHONE_TEXT)],
      [{ pincode: '011038' }, new RegExp(PINCODE_TEXT)],
      [{ employeeName: 'Asha K' }, /cannot be changed: employeeName/],
      [{ designation: 'Area Manager', city: 'Mumbai' }, /cannot be changed: designation, city/],
    ];
    for (const [change, message] of cases) {
      const response = await update(asha, {
        employeeId: asha.employeeId,
        ...contact,
        address: 'Changed Road',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await profileOf(asha)).toEqual(before);
  });

  it('takes a JPEG or PNG photo, serves it, and removes it', async () => {
    const png = samplePng(64, 64);
    const response = await setImage(asha, `data:image/png;base64,${png.toString('base64')}`);
    expect(response.status, response.text).toBe(200);
    expect(await imageOf(asha)).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect((await profileOf(asha)).imageBase64).toBe(await imageOf(asha));

    expect((await setImage(asha, `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}`)).status).toBe(
      200,
    );
    expect(await imageOf(asha)).toMatch(/^data:image\/jpeg;base64,/);

    const removed = await send(t.app, asha, getEmployeeProfileImageRemove, {
      query: { employeeId: asha.employeeId },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await imageOf(asha)).toBeNull();
  });

  it('refuses a text file, a cut-short photo and a photo over 2 MB, keeping the photo it had', async () => {
    const png = samplePng(32, 32);
    await setImage(asha, `data:image/png;base64,${png.toString('base64')}`);
    const text = Buffer.from('This is not a photo at all.').toString('base64');
    for (const dataUrl of [
      `data:image/png;base64,${text}`,
      `data:text/plain;base64,${text}`,
      `data:image/jpeg;base64,${SAMPLE_JPEG.subarray(0, SAMPLE_JPEG.length / 2).toString('base64')}`,
      'not base64 at all!',
    ]) {
      expect(await refusedImage(dataUrl), dataUrl.slice(0, 30)).toBe(NOT_A_PROFILE_IMAGE);
    }
    const large = samplePng(840, 840, { noise: true });
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await refusedImage(`data:image/png;base64,${large.toString('base64')}`);
    expect(tooLarge).toMatch(/2 MB/);
    expect([PROFILE_IMAGE_TOO_LARGE, 'Invalid body: imageBase64: must be at most 2 MB']).toContain(tooLarge);
    expect(await imageOf(asha)).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it("refuses rahul's ids with asha's token (403) on every profile call, changing nothing", async () => {
    const before = await profileOf(rahul);
    const rahulsId = { employeeId: rahul.employeeId };
    await refused(t.app, asha, getEmployeeProfile, 403, { query: rahulsId });
    await refused(t.app, asha, getEmployeeProfileImage, 403, { query: rahulsId });
    await refused(t.app, asha, getEmployeeProfileImageRemove, 403, { query: rahulsId });
    await refused(t.app, asha, employeeProfileUpdate, 403, { body: { ...rahulsId, ...contact } });
    await refused(t.app, asha, employeeProfileImage, 403, {
      body: { ...rahulsId, imageBase64: `data:image/jpeg;base64,${SAMPLE_JPEG.toString('base64')}` },
    });
    expect(await profileOf(rahul)).toEqual(before);
  });
});
