// Administration answers in the caller's language (issue 39): refusals, save outcomes, one-time
// passwords and a CSV file's problems read in Hindi or Marathi when the request asks, English else.
import { describe, expect, it } from 'vitest';
import { adminCsvCheck, adminCsvImport } from '../../../src/contract/admin/csv';
import {
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  changePassword,
  type TAdminEmployee,
} from '../../../src/contract/admin/employees';
import { adminHolidaySave } from '../../../src/contract/admin/holidays';
import ADMIN_HI from '../../../src/contract/admin-answer-texts.hi';
import ADMIN_MR from '../../../src/contract/admin-answer-texts.mr';
import { employeeSaveBody } from '../../../tests/support/admin';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

const inHindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
const inMarathi = { 'accept-language': 'mr' };

describe.each(DATABASE_KINDS)('administration answers in the caller’s language on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const asha = t.signIn('asha');

  const byCode = async (code: string) =>
    (
      await ok(t.app, priya, adminEmployees, { query: { companyId: priya.companyId, includeInactive: true } })
    ).employees.find((employee) => employee.empCode === code) as TAdminEmployee;

  it('refuses an employee in Hindi, and in English without the header', async () => {
    const query = { companyId: asha.companyId };
    expect(await refused(t.app, asha, adminEmployees, 403, { query, headers: inHindi })).toBe(
      ADMIN_HI.adminOnly,
    );
    expect(await refused(t.app, asha, adminEmployees, 403, { query })).toBe(
      'Only an administrator of this company may do this.',
    );
  });

  it('says a save in Marathi, and a refused one with its names kept', async () => {
    const vikram = await byCode('SPL0214');
    const body = employeeSaveBody(priya.companyId, vikram);
    const saved = await ok(t.app, priya, adminEmployeeSave, { body, headers: inMarathi });
    expect(saved.message).toBe('Vikram Joshi सेव्ह झाले.');
    expect((await ok(t.app, priya, adminEmployeeSave, { body })).message).toBe('Vikram Joshi is saved.');
    const asha1 = await byCode('SPL0457');
    const loop = { body: { ...body, reportsToId: asha1.employeeId } };
    expect(await refused(t.app, priya, adminEmployeeSave, 409, { ...loop, headers: inHindi })).toBe(
      'Vikram Joshi Asha Kulkarni को रिपोर्ट नहीं कर सकते: Asha Kulkarni पहले से Vikram Joshi को रिपोर्ट करते हैं, सीधे या दूसरों के ज़रिए।',
    );
  });

  it('gives the one-time password’s instructions in Hindi and asks for a new password in Marathi', async () => {
    const rahul = await byCode('SPL0463');
    const reset = await ok(t.app, priya, adminPasswordReset, {
      body: { companyId: priya.companyId, employeeId: rahul.employeeId },
      headers: inHindi,
    });
    expect(reset.message).toBe(
      'Rahul Deshmukh को यह एक बार का पासवर्ड दें। यह सिर्फ़ एक बार दिखेगा; अगली बार साइन इन पर वे नया पासवर्ड चुनेंगे।',
    );
    const wrong = { body: { currentPassword: 'not-the-password1', newPassword: 'Nashik2026' } };
    expect(await refused(t.app, priya, changePassword, 409, { ...wrong, headers: inMarathi })).toBe(
      ADMIN_MR.currentPasswordWrong,
    );
    expect(await refused(t.app, priya, changePassword, 409, wrong)).toBe(
      'The current password is not right.',
    );
  });

  it('lists a file’s problems by row in Hindi, and refuses its import in Marathi', async () => {
    const csv = [
      'code,name,designation,grade,area_range,territory,hq_city,reports_to,email,phone',
      'L100,Loop One,Manager,x,A,,,,,',
      'L101,Loop Two,Manager,1,A,,,L999,,',
    ].join('\n');
    const body = { companyId: priya.companyId, kind: 'employees' as const, csv };
    const report = await ok(t.app, priya, adminCsvCheck, { body, headers: inHindi });
    expect(report.problems).toEqual([
      'पंक्ति 2: grade x 1 से 20 तक की पूर्ण संख्या होनी चाहिए',
      'पंक्ति 3: reports to L999 कोई कर्मचारी नहीं है',
    ]);
    expect((await ok(t.app, priya, adminCsvCheck, { body })).problems).toEqual([
      'Row 2: grade x must be a whole number from 1 to 20',
      'Row 3: reports to L999 is not an employee',
    ]);
    const refusal = await refused(t.app, priya, adminCsvImport, 422, { body, headers: inMarathi });
    expect(refusal.split('\n')).toEqual([
      'काहीही इम्पोर्ट झाले नाही: 2 अडचणी.',
      'ओळ 2: grade x ही 1 ते 20 मधील पूर्ण संख्या हवी',
      'ओळ 3: reports to L999 हे कर्मचारी नाहीत',
    ]);
  });

  it('says a holiday’s outcome with the date as sent, in Marathi', async () => {
    const body = { companyId: priya.companyId, date: '2020-01-01', name: 'New Year', remove: true };
    expect((await ok(t.app, priya, adminHolidaySave, { body, headers: inMarathi })).message).toBe(
      '2020-01-01 सुट्टीचा दिवस नाही.',
    );
  });
});
