// A request the server cannot take is refused in the caller's language (issue 39): a body that is
// not multipart, a field sent twice, JSON that does not parse, text that cannot be stored, a field
// that fails its schema, a call that does not exist. English stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHolidaySave } from '../../src/contract/admin/holidays';
import { expenseUpload } from '../../src/contract/receipts';
import { form, SAMPLE_JPEG, uploadFields } from '../../tests/support/receipts';
import { refused } from '../../tests/support/send';
import { bearer, startTestApp, type TestApp } from '../../tests/support/test-app';

const HINDI = { 'accept-language': 'hi' };
const MARATHI = { 'accept-language': 'mr-IN' };

describe('refusals of a request in the caller’s language', () => {
  let t: TestApp;
  let asha: Awaited<ReturnType<TestApp['employee']>>;
  let priya: Awaited<ReturnType<TestApp['employee']>>;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    asha = await t.employee('asha');
    priya = await t.employee('priya');
  });
  afterAll(() => t.close());

  const holiday = (name: string, date = '2099-01-26') => ({
    body: { companyId: priya.companyId, date, name },
  });

  it('refuses an upload that is not multipart in Hindi, and in English without the header', async () => {
    const upload = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api${expenseUpload.path}`,
        headers: { ...bearer(asha.token), ...headers },
        payload: { fare: 1 },
      });
    const inHindi = await upload(HINDI);
    expect(inHindi.statusCode).toBe(415);
    expect(inHindi.json().message).toBe('यह कॉल multipart/form-data बॉडी लेती है।');
    expect((await upload({})).json().message).toBe('This call takes a multipart/form-data body.');
  });

  it('names a field sent twice in Marathi', async () => {
    const body = form(uploadFields(asha, { Image: SAMPLE_JPEG }));
    body.append('fare', '2');
    const encoded = new Request('http://x', { method: 'POST', body });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api${expenseUpload.path}`,
      headers: {
        ...bearer(asha.token),
        ...MARATHI,
        'content-type': encoded.headers.get('content-type') as string,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('फील्ड fare दोनदा पाठवले.');
  });

  it('says JSON that does not parse is not JSON, in Hindi', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api${adminHolidaySave.path}`,
      headers: { ...bearer(priya.token), ...HINDI, 'content-type': 'application/json' },
      payload: '{"companyId": 1,',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('अनुरोध की बॉडी सही JSON नहीं है।');
  });

  it('gives a field’s failure a generic reason in Hindi and Marathi, the field named as sent', async () => {
    expect(await refused(t.app, priya, adminHolidaySave, 400, { ...holiday(''), headers: HINDI })).toBe(
      'गलत बॉडी: name: ज़रूरी है',
    );
    expect(
      await refused(t.app, priya, adminHolidaySave, 400, { ...holiday('x'.repeat(101)), headers: MARATHI }),
    ).toBe('चुकीची बॉडी: name: जास्तीत जास्त 100 अक्षरे असू शकतात');
    expect(
      await refused(t.app, priya, adminHolidaySave, 400, { ...holiday('', 'someday'), headers: MARATHI }),
    ).toBe('चुकीची बॉडी: date: अपेक्षित फॉरमॅटमध्ये नाही; name: आवश्यक आहे');
    expect(await refused(t.app, priya, adminHolidaySave, 400, holiday(''))).toBe(
      'Invalid body: name: is required',
    );
  });

  it('refuses text that cannot be stored in Marathi', async () => {
    expect(
      await refused(t.app, priya, adminHolidaySave, 400, { ...holiday('Diwali\u0000'), headers: MARATHI }),
    ).toBe('चुकीची बॉडी: name: यात NUL किंवा तुटलेली युनिकोड अक्षरे नसावीत');
  });

  it('answers a call that does not exist in Hindi', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/NoSuchCall', headers: HINDI });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('ऐसी कोई API कॉल नहीं है: GET /api/NoSuchCall');
  });
});
