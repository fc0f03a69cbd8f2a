import { describe, expect, it } from 'vitest';
import { login, setLanguage, signOutEverywhere } from '../../src/contract/auth';
import { NOTIFICATION_TEXTS } from '../../src/contract/notification-texts';
import { getNotification } from '../../src/contract/notifications';
import { expenseUpload } from '../../src/contract/receipts';
import { addDays, businessDate } from '../../src/pure/calendar';
import { monthNameText } from '../../src/pure/calendar-texts';
import { languageOfHeader } from '../../src/pure/messages';
import { uploadBody } from '../../tests/support/receipts';
import { ok, refused, send } from '../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../tests/support/test-app';
import { addNotification } from '../domains/notifications/queries';
import { DEMO_PASSWORD } from '../seed/demo-company';

describe('the language of an Accept-Language header', () => {
  it('is the first of ours by weight, whatever the region', () => {
    expect(languageOfHeader('hi-IN')).toBe('hi');
    expect(languageOfHeader('fr;q=0.9, mr;q=0.8, en;q=0.5')).toBe('mr');
    expect(languageOfHeader('en;q=0.2, hi')).toBe('hi');
    expect(languageOfHeader('en-XA')).toBe('en-XA');
    expect(languageOfHeader('fr, de')).toBeUndefined();
    expect(languageOfHeader(undefined)).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)('the server answers in the caller’s language on %s', (kind) => {
  const t = useTestApp(kind);
  const rahul = t.signIn('rahul');
  const future = { InvoiceDate: addDays(businessDate(), 1) };
  const refusal = (headers: Record<string, string> = {}) =>
    refused(t.app, rahul, expenseUpload, 400, { body: uploadBody(rahul, future), headers });

  it('renders a refusal in the language the request names', async () => {
    expect(await refusal({ 'accept-language': 'hi' })).toBe('बिल की तारीख़ आज के बाद की नहीं हो सकती।');
    expect(await refusal({ 'accept-language': 'mr-IN' })).toBe('बिलाची तारीख आजच्या नंतरची असू शकत नाही.');
    expect(await refusal({ 'accept-language': 'en-GB,en;q=0.9' })).toBe(
      'The invoice date cannot be after today.',
    );
    expect(await refusal({ 'accept-language': 'en-XA' })).toBe('⟦Ŧĥé îñṽöîçé đàŧé çàññöŧ ƀé àƒŧéŕ ŧöđàý.⟧');
  });

  it('falls back to the language the user saved, and says so in it', async () => {
    expect(await refusal()).toBe('The invoice date cannot be after today.');
    const saved = await ok(t.app, rahul, setLanguage, { body: { language: 'mr' } });
    expect(saved.message).toBe('भाषा सेव्ह झाली');
    expect(await refusal()).toBe('बिलाची तारीख आजच्या नंतरची असू शकत नाही.');
    expect(await refusal({ 'accept-language': 'hi' })).toBe('बिल की तारीख़ आज के बाद की नहीं हो सकती।');
    const signedIn = await ok(t.app, null, login, { body: { userName: 'rahul', password: DEMO_PASSWORD } });
    expect(signedIn?.userInfo.language).toBe('mr');
    await ok(t.app, rahul, setLanguage, { body: { language: 'en' } });
  });

  it('chooses plurals by the language’s rules in its own messages', async () => {
    const answer = await ok(t.app, rahul, signOutEverywhere, { headers: { 'accept-language': 'hi' } });
    expect(answer.message).toMatch(/^(कोई और डिवाइस साइन इन नहीं था।|\d+ दूसरे डिवाइस से साइन आउट किया।)/);
  });

  it('keeps a notification as a text, read in each reader’s language; older rows keep their words', async () => {
    await addNotification(t.db, rahul.employeeId, 'An older notification, in English.');
    const claim = NOTIFICATION_TEXTS.claimSubmitted({
      name: 'Asha Kulkarni',
      month: monthNameText(11),
      year: 2026,
    });
    await addNotification(t.db, rahul.employeeId, claim);
    const read = async (language: string) =>
      (
        await ok(t.app, rahul, getNotification, {
          query: { employeeId: rahul.employeeId },
          headers: { 'accept-language': language },
        })
      ).notificationMessage.map(({ notificationMessage }) => notificationMessage);
    expect((await read('hi')).slice(0, 2)).toEqual([
      'Asha Kulkarni ने नवंबर 2026 का खर्च क्लेम मंज़ूरी के लिए भेजा है।',
      'An older notification, in English.',
    ]);
    expect((await read('en'))[0]).toBe(
      'Asha Kulkarni submitted the expense claim for November 2026 for approval.',
    );
    expect((await read('mr'))[0]).toBe('Asha Kulkarni यांनी नोव्हेंबर 2026 चा खर्च क्लेम मंजुरीसाठी पाठवला आहे.');
  });

  it('refuses a language it does not speak with 400', async () => {
    const answer = await send(t.app, rahul, setLanguage, { body: { language: 'fr' as 'en' } });
    expect(answer.status).toBe(400);
  });
});
