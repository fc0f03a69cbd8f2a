// The payroll file of a month: one row per approved (or paid) claim and a totals row, as CSV or Excel.
import ExcelJS from 'exceljs';
import type { TClaimStatus } from '../../../src/contract/finance';
import { PAYROLL_TEXTS } from '../../../src/contract/payroll-texts';
import { shortMonthLabel } from '../../../src/pure/calendar';
import type { Language } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import { renderText, type Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { writeCsv } from '../../lib/csv';
import { type ClaimRow, listClaims } from './queries';

const PAYROLL_STATUSES: readonly TClaimStatus[] = ['Approved', 'Partially Approved', 'Paid'];
/**
 * Rupees grouped in lakhs and crores as every screen writes them (12,34,567.50): Excel's own
 * grouping is by thousands, so a crore and a lakh get literal commas of their own.
 */
const LAKH_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

interface PayrollSheet {
  header: string[];
  /** Text cells, then rupee amounts, then the payment date and reference (text or empty). */
  rows: (string | number)[][];
  totals: (string | number)[];
}

/** The company's bill types, by name: one column each. */
async function billTypes(db: Queryable, companyId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from expense_type where company_id = $1 and expense_or_sundry = 'E' order by name`,
    [companyId],
  );
  return rows.map((row) => row.name);
}

export async function payrollSheet(
  db: Queryable,
  month: { companyId: number; year: number; month: number },
  language: Language = 'en',
): Promise<PayrollSheet> {
  const heading = (text: Text) => renderText(text, language);
  const [claims, types] = await Promise.all([
    listClaims(db, month, PAYROLL_STATUSES),
    billTypes(db, month.companyId),
  ]);
  const header = [
    ...[PAYROLL_TEXTS.employeeCode, PAYROLL_TEXTS.name, PAYROLL_TEXTS.hq, PAYROLL_TEXTS.month].map(heading),
    ...[PAYROLL_TEXTS.fare, PAYROLL_TEXTS.allowance].map(heading),
    ...types,
    ...[PAYROLL_TEXTS.sundry, PAYROLL_TEXTS.deductions, PAYROLL_TEXTS.approvedTotal].map(heading),
    ...[PAYROLL_TEXTS.paymentDate, PAYROLL_TEXTS.reference].map(heading),
  ];
  const amountsOf = (claim: ClaimRow) => {
    const approved = claim.approvedPaise ?? 0;
    return [
      claim.farePaise,
      claim.allowancePaise,
      ...types.map((type) => claim.billsByType[type] ?? 0),
      claim.sundryPaise,
      claim.claimedPaise - approved,
      approved,
    ];
  };
  const sums: number[] = [];
  const rows = claims.map((claim) => {
    const amounts = amountsOf(claim);
    amounts.forEach((paise, index) => {
      sums[index] = (sums[index] ?? 0) + paise;
    });
    return [
      claim.empCode,
      claim.employeeName,
      claim.hq,
      shortMonthLabel(claim),
      ...amounts.map(toRupees),
      claim.paymentDate ?? '',
      claim.reference ?? '',
    ];
  });
  const totals = [
    heading(PAYROLL_TEXTS.total),
    '',
    '',
    '',
    ...header.slice(4, -2).map((_, index) => toRupees(sums[index] ?? 0)),
    '',
    '',
  ];
  return { header, rows, totals };
}

/** Names and references typed as formulas stay text (server/lib/csv.ts guards them). */
export function payrollCsv(sheet: PayrollSheet): Buffer {
  const csv = writeCsv([sheet.header, ...sheet.rows, sheet.totals], {
    // A byte order mark so that Excel reads the names as UTF-8.
    bom: true,
    formatNumber: (rupees) => rupees.toFixed(2),
  });
  return Buffer.from(csv, 'utf8');
}

export async function payrollXlsx(sheet: PayrollSheet, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tourbook';
  const worksheet = workbook.addWorksheet(title.slice(0, 31));
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  worksheet.addRow(sheet.totals).font = { bold: true };
  sheet.header.forEach((name, index) => {
    const column = worksheet.getColumn(index + 1);
    column.width = Math.max(12, name.length + 2);
    if (index >= 4 && index < sheet.header.length - 2) column.numFmt = LAKH_FORMAT;
  });
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
