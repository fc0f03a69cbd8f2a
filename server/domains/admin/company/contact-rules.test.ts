// Contact rules for a real company (issue 40): Gmail only by default, the company's own email
// domains once its administrator lists them, and a mobile number written '+91 98901 45678' taken
// as the ten digits it is, on the profile and in administration alike.
import { describe, expect, it } from 'vitest';
import { adminEmailDomains, adminEmailDomainsSave } from '../../../../src/contract/admin/company';
import { adminCsvCheck, adminCsvExport } from '../../../../src/contract/admin/csv';
import {
  adminEmployeeSave,
  adminEmployees,
  type TAdminEmployee,
} from '../../../../src/contract/admin/employees';
import { CONTACT_TEXTS } from '../../../../src/contract/contact-texts';
import { employeeProfileUpdate, GMAIL_TEXT, getEmployeeProfile } from '../../../../src/contract/profile';
import { renderText } from '../../../../src/pure/texts';
import { employeeSaveBody } from '../../../../tests/support/admin';
import { ok, refused } from '../../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('contact rules on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const asha = t.signIn('asha');
  const arjun = t.signIn('arjun');
  const kiran = t.signIn('kiran');

  const profileOf = (who: SignedIn) =>
    ok(t.app, who, getEmployeeProfile, { query: { employeeId: who.employeeId } });
  const contactOf = async (who: SignedIn) => {
    const { address, phoneNumber, pincode, emailId } = await profileOf(who);
    return { employeeId: who.employeeId, address, phoneNumber, pincode, emailId };
  };
  const byCode = async (code: string) =>
    (
      await ok(t.app, priya, adminEmployees, { query: { companyId: priya.companyId, search: code } })
    ).employees.find((employee) => employee.empCode === code) as TAdminEmployee;
  const domainsOf = async (who: SignedIn) =>
    (await ok(t.app, who, adminEmailDomains, { query: { companyId: who.companyId } })).emailDomains;

  it("takes '+91 98901 45678' on the profile and stores the ten digits", async () => {
    const contact = await contactOf(asha);
    await ok(t.app, asha, employeeProfileUpdate, { body: { ...contact, phoneNumber: '+91 98901 45678' } });
    expect((await profileOf(asha)).phoneNumber).toBe('9890145678');
    await ok(t.app, asha, employeeProfileUpdate, { body: { ...contact, phoneNumber: '098220 00111' } });
    expect((await profileOf(asha)).phoneNumber).toBe('9822000111');
  });

  it('takes it in administration too, and refuses what is not a mobile number', async () => {
    const rahul = await byCode('SPL0463');
    await ok(t.app, priya, adminEmployeeSave, {
      body: { ...employeeSaveBody(priya.companyId, rahul), phoneNumber: '+91-99220 33445' },
    });
    expect((await byCode('SPL0463')).phoneNumber).toBe('9922033445');
    await refused(t.app, priya, adminEmployeeSave, 400, {
      body: { ...employeeSaveBody(priya.companyId, rahul), phoneNumber: '+44 20 7946 0958' },
    });
    expect((await byCode('SPL0463')).phoneNumber).toBe('9922033445');
  });

  it("keeps the specification's Gmail rule until the company lists its own domains", async () => {
    expect(await domainsOf(priya)).toEqual(['gmail.com']);
    const contact = await contactOf(asha);
    const own = { body: { ...contact, emailId: 'asha.kulkarni@sunrisepharma.in' } };
    expect(await refused(t.app, asha, employeeProfileUpdate, 400, own)).toBe(GMAIL_TEXT);
    expect((await profileOf(asha)).emailDomains).toEqual(['gmail.com']);

    const saved = await ok(t.app, priya, adminEmailDomainsSave, {
      body: {
        companyId: priya.companyId,
        emailDomains: [' @SunrisePharma.in', 'gmail.com', 'sunrisepharma.in'],
      },
    });
    expect(saved.emailDomains).toEqual(['sunrisepharma.in', 'gmail.com']);
    expect((await profileOf(asha)).emailDomains).toEqual(['sunrisepharma.in', 'gmail.com']);
    await ok(t.app, asha, employeeProfileUpdate, own);
    expect((await profileOf(asha)).emailId).toBe('asha.kulkarni@sunrisepharma.in');
    expect(
      await refused(t.app, asha, employeeProfileUpdate, 400, {
        body: { ...contact, emailId: 'asha@outlook.com' },
      }),
    ).toBe(renderText(CONTACT_TEXTS.emailAt({ domains: 'sunrisepharma.in, gmail.com' }), 'en'));

    // Administration holds the same rule; the other company keeps its own (the default).
    const vikram = await byCode('SPL0214');
    expect(
      await refused(t.app, priya, adminEmployeeSave, 400, {
        body: { ...employeeSaveBody(priya.companyId, vikram), emailId: 'vikram@outlook.com' },
      }),
    ).toMatch(/sunrisepharma\.in, gmail\.com/);
    await ok(t.app, priya, adminEmployeeSave, {
      body: { ...employeeSaveBody(priya.companyId, vikram), emailId: 'vikram.joshi@sunrisepharma.in' },
    });
    expect(await domainsOf(arjun)).toEqual(['gmail.com']);
    const kiranContact = await contactOf(kiran);
    expect(
      await refused(t.app, kiran, employeeProfileUpdate, 400, {
        body: {
          ...kiranContact,
          address: '4 MG Road',
          pincode: '560001',
          phoneNumber: '9845012345',
          emailId: 'kiran@sunrisepharma.in',
        },
      }),
    ).toBe(GMAIL_TEXT);
  });

  it('holds the same rule in the employees file: a new address outside the domains is a problem', async () => {
    const exported = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'employees' },
    });
    const [header = '', ...rows] = exported.csv.trim().split(/\r?\n/);
    const columns = header.split(',');
    const vikramRow = rows.find((row) => row.startsWith('SPL0214,')) ?? '';
    const cells = vikramRow.split(',');
    cells[columns.indexOf('code')] = 'SPL0950';
    cells[columns.indexOf('email')] = 'new.rep@outlook.com';
    cells[columns.indexOf('phone')] = '+91 98220 11223';
    const report = await ok(t.app, priya, adminCsvCheck, {
      body: {
        companyId: priya.companyId,
        kind: 'employees',
        csv: [header, ...rows, cells.join(',')].join('\n'),
      },
    });
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^Row \d+: email new\.rep@outlook\.com: Please enter an email address at sunrisepharma\.in, gmail\.com\.$/,
      ),
    ]);
  });

  it('refuses a list that is empty or names something that is not a domain, and another company', async () => {
    await refused(t.app, priya, adminEmailDomainsSave, 400, {
      body: { companyId: priya.companyId, emailDomains: [] },
    });
    const reason = await refused(t.app, priya, adminEmailDomainsSave, 400, {
      body: { companyId: priya.companyId, emailDomains: ['sunrisepharma.in', 'asha@gmail.com'] },
    });
    expect(reason).toMatch(/asha@gmail\.com is not a domain name/);
    await refused(t.app, arjun, adminEmailDomainsSave, 403, {
      body: { companyId: priya.companyId, emailDomains: ['apex.in'] },
    });
    await refused(t.app, asha, adminEmailDomainsSave, 403, {
      body: { companyId: asha.companyId, emailDomains: ['asha.in'] },
    });
    expect(await domainsOf(priya)).toEqual(['sunrisepharma.in', 'gmail.com']);
  });
});
