import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { getClaimPdf, getClaimsRegister, getPayrollFile } from '../../../src/contract/finance';
import { businessDate, formatListDate, monthOf } from '../../../src/pure/calendar';
import { formatRupees, toRupees } from '../../../src/pure/money';
import { pdfFontCharacters, pdfImageCount, pdfTextLines } from '../../../tests/support/pdf';
import { ok, refused, type Target } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { zipEntryText } from '../../../tests/support/zip';

const LAKH_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

describe.each(DATABASE_KINDS)('finance files on %s', (kind) => {
  const t = useTestApp(kind);
  const kavita = t.signIn('kavita');
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const vikram = t.signIn('vikram');

  const approvedMonth = () => monthOf(businessDate(), -2);
  /** The file's bytes, as a client downloads it. */
  const download = async (who: { token: string }, url: string) => {
    const response = await (t.app as Exclude<Target, string>).inject({
      url: `/api${url}`,
      headers: bearer(who.token),
    });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  };

  it("opens the month's payroll workbook with exceljs, its totals row matching the register", async () => {
    const month = approvedMonth();
    const register = await ok(t.app, kavita, getClaimsRegister, {
      query: { companyId: kavita.companyId, ...month },
    });
    const file = await download(
      kavita,
      `/payrollFile?companyId=${kavita.companyId}&year=${month.year}&month=${month.month}&format=xlsx`,
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/payroll-\d{4}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['Employee code', 'Name', 'HQ', 'Month', 'Fare', 'Allowance']);
    expect(header).toEqual(
      expect.arrayContaining(['Sundry', 'Deductions', 'Approved total', 'Payment date', 'Reference']),
    );
    // One row per claim with an approved total (the register also lists claims still waiting), and the totals.
    expect(sheet.rowCount).toBe(register.rows.filter((row) => row.approved !== null).length + 2);
    const totals = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    const column = (name: string) => totals[header.indexOf(name)];
    expect(totals[0]).toBe('Total');
    expect(column('Approved total')).toBe(register.totals.approved);
    expect(column('Deductions')).toBe(register.totals.deductions);
    // Amounts group in lakhs and crores, as every screen writes them: 12,34,567.50 (issue 40). The
    // format as the file holds it: exceljs drops its backslashes on load.
    const styles = zipEntryText(file.body, 'xl/styles.xml') ?? '';
    const formats = [...styles.matchAll(/formatCode="([^"]*)"/g)].map((match) =>
      match[1]?.replaceAll('&gt;', '>'),
    );
    expect(formats).toEqual([LAKH_FORMAT]);
    const codes = register.rows.map((row) => row.empCode);
    for (let index = 2; index < sheet.rowCount; index += 1) {
      expect(codes).toContain(sheet.getRow(index).getCell(1).value);
    }
  });

  it('writes the same rows as CSV, with a totals row, and refuses the file to anyone but finance', async () => {
    const month = approvedMonth();
    const url = `/payrollFile?companyId=${kavita.companyId}&year=${month.year}&month=${month.month}&format=csv`;
    const file = await download(kavita, url);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    const lines = file.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Employee code,Name,HQ,Month,Fare,Allowance,/);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/^Total,/);
    const inMarathi = (await download(kavita, `${url}&headings=mr`)).body.toString('utf8').split('\r\n');
    expect(inMarathi[0]).toMatch(/^\uFEFFकर्मचारी कोड,नाव,HQ,महिना,भाडे,भत्ता,/);
    expect(inMarathi.slice(1, -2)).toEqual(lines.slice(1, -1));
    expect(inMarathi.at(-2)).toMatch(/^एकूण,/);
    expect((await download(asha, url)).status).toBe(403);
    await refused(t.app, kavita, getPayrollFile, 400, {
      query: { companyId: kavita.companyId, ...month, format: 'pdf' as 'csv' },
    });
  });

  it('draws the claim in Hindi when the app asks in Hindi, the numbers and names as in English', async () => {
    const { year, month } = monthOf(businessDate(), -1);
    const [claim] = await t.db.query<{ id: number }>(
      'select id from expense where employee_id = $1 and year = $2 and month = $3',
      [asha.employeeId, year, month],
    );
    const url = `/api/claimPdf?companyId=${asha.companyId}&expenseId=${claim?.id}`;
    const inHindi = await (t.app as Exclude<Target, string>).inject({
      url,
      headers: { ...bearer(asha.token), 'accept-language': 'hi' },
    });
    expect(inHindi.statusCode).toBe(200);
    const hindi = pdfTextLines(inHindi.rawPayload);
    const englishFile = (await download(asha, url.slice('/api'.length))).body;
    const english = pdfTextLines(englishFile);
    // The headings in the Devanagari font (their glyphs are shaped, so read as the characters the
    // font carries), none left in English; names and figures as in the English file.
    const devanagari = pdfFontCharacters(inHindi.rawPayload, /NotoSansDevanagari/);
    for (const word of ['किराया', 'कुल', 'कटौती', 'इतिहास']) {
      for (const character of word) expect(devanagari).toContain(character);
    }
    for (const word of ['Total', 'Fare', 'Allowance', 'Approval history']) {
      expect(hindi).not.toContain(word);
      expect(english).toContain(word);
    }
    expect(pdfFontCharacters(englishFile, /NotoSansDevanagari/).size).toBe(0);
    expect(hindi).toContain('Sunrise Pharmaceuticals Ltd');
    const figures = (lines: string[]) => lines.filter((line) => line.startsWith('₹'));
    expect(figures(hindi)).toEqual(figures(english));
  });

  it("draws asha's claim with every day, its totals and one image per attached bill", async () => {
    const { year, month } = monthOf(businessDate(), -1);
    const [claim] = await t.db.query<{ id: number }>(
      'select id from expense where employee_id = $1 and year = $2 and month = $3',
      [asha.employeeId, year, month],
    );
    const days = await t.db.query<{ activityDate: string; claimed: number }>(
      `select d.activity_date as "activityDate",
              (d.fare_paise + d.allowance_paise + coalesce((select sum(b.amount_paise) from expense_attachment a
                 join bill b on b.id = a.bill_id where a.expense_detail_id = d.id), 0))::float8 as claimed
         from expense_detail d where d.expense_id = $1 order by d.activity_date`,
      [claim?.id],
    );
    const [{ bills } = { bills: 0 }] = await t.db.query<{ bills: number }>(
      `select count(*)::int as bills from expense_attachment a join expense_detail d on d.id = a.expense_detail_id
        where d.expense_id = $1`,
      [claim?.id],
    );
    expect(bills).toBeGreaterThan(0);
    const file = await download(asha, `/claimPdf?companyId=${asha.companyId}&expenseId=${claim?.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(file.body);
    for (const day of days) expect(lines).toContain(formatListDate(day.activityDate));
    const total = lines.indexOf('Total');
    expect(total).toBeGreaterThan(0);
    // The total with the rupee sign, as every screen writes it: the embedded font has ₹.
    const claimed = days.reduce((sum, day) => sum + day.claimed, 0);
    expect(lines.slice(total)).toContain(formatRupees(toRupees(claimed)));
    expect(lines).toContain('Sunrise Pharmaceuticals Ltd');
    expect(lines).toContain('Approval history');
    expect(pdfImageCount(file.body)).toBe(bills);

    for (const who of [kavita, vikram]) {
      expect(
        (await download(who, `/claimPdf?companyId=${who.companyId}&expenseId=${claim?.id}`)).status,
      ).toBe(200);
    }
    const refusal = await refused(t.app, rahul, getClaimPdf, 403, {
      query: { companyId: rahul.companyId, expenseId: claim?.id as number },
    });
    expect(refusal).toBe('You may not see this claim.');
  });
});
