// A claim as a PDF for the auditor: a cover with the day table, totals and approval history, then
// one page per attached bill. Streamed: the pages go out as they are made, and each bill's image is
// read from the database only when its page is drawn, so no two bills are in memory at once.
import PDFDocument from 'pdfkit';
import { CHECK_TEXTS } from '../../../src/contract/check-texts';
import type { TFlag } from '../../../src/contract/flags';
import { businessDate, formatListDate, monthLabel } from '../../../src/pure/calendar';
import { formatRupees, toRupees } from '../../../src/pure/money';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { billFlags, type Reader } from '../checks/flags';
import { dayFiguresJoin } from '../month-figures/day-figures';
import { dejaVuSans } from './pdf-font';

/** Fonts with the rupee sign (pdf-font.ts): pdfkit embeds only the glyphs a claim uses. */
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

interface ClaimHeader {
  expenseId: number;
  companyName: string;
  employeeName: string;
  empCode: string;
  designation: string;
  hq: string;
  year: number;
  month: number;
  status: string;
  employeeId: number;
}

export async function findClaimHeader(db: Queryable, expenseId: number): Promise<ClaimHeader | undefined> {
  const rows = await db.query<ClaimHeader>(
    `select x.id as "expenseId", x.employee_id as "employeeId", c.name as "companyName",
            e.employee_name as "employeeName",
            e.emp_code as "empCode", e.designation, coalesce(hq.name, '') as hq, x.year, x.month, x.status
       from expense x
       join company c on c.id = x.company_id
       join employee e on e.id = x.employee_id
       left join city hq on hq.id = e.hq_city_id
      where x.id = $1`,
    [expenseId],
  );
  return rows[0];
}

interface DayLine {
  activityDate: string;
  isHoliday: boolean;
  route: string;
  activity: string;
  farePaise: number;
  allowancePaise: number;
  billsPaise: number;
  claimedPaise: number;
  decision: 'A' | 'R' | null;
  approvedPaise: number | null;
}

/** The claim's days with what each counts on `today` (month-figures), sundry bills among the bills. */
function listDayLines(db: Queryable, expenseId: number, today: string): Promise<DayLine[]> {
  return db.query<DayLine>(
    `select d.activity_date as "activityDate", d.is_holiday as "isHoliday",
            concat_ws(' - ', fc.name, nullif(tc.name, fc.name)) as route, d.activity,
            f.fare_paise as "farePaise", f.allowance_paise as "allowancePaise",
            f.bills_paise + f.sundry_paise as "billsPaise", f.claimed_paise as "claimedPaise",
            dd.status as decision, dd.approved_paise::float8 as "approvedPaise"
       from expense_detail d
       left join city fc on fc.id = d.from_city_id
       left join city tc on tc.id = d.to_city_id
       ${dayFiguresJoin('d', '$2', 'f')}
       left join expense_day_decision dd on dd.expense_detail_id = d.id
      where d.expense_id = $1
      order by d.activity_date`,
    [expenseId, today],
  );
}

interface HistoryLine {
  approver: string;
  levelId: number;
  submittedAt: Date;
  approvedDays: number;
  rejectedDays: number;
  deductionPaise: number;
  reasons: string | null;
}

function listHistory(db: Queryable, expenseId: number): Promise<HistoryLine[]> {
  return db.query<HistoryLine>(
    `select e.employee_name as approver, a.level_id as "levelId", a.submitted_at as "submittedAt",
            count(*) filter (where l.status = 'A')::int as "approvedDays",
            count(*) filter (where l.status = 'R')::int as "rejectedDays",
            coalesce(sum(l.deduction_paise), 0)::float8 as "deductionPaise",
            string_agg(distinct nullif(trim(l.reason), ''), '; ') as reasons
       from expense_approval a
       join employee e on e.id = a.approver_id
       join expense_approval_line l on l.approval_id = a.id
      where a.expense_id = $1 and a.submitted_at is not null
      group by a.id, e.employee_name
      order by a.submitted_at, a.level_id`,
    [expenseId],
  );
}

interface BillLine {
  billId: number;
  activityDate: string;
  expenseType: string;
  invoiceNumber: string;
  amountPaise: number;
  sellerGstin: string | null;
  irn: string | null;
  einvoice: string | null;
}

function listBills(db: Queryable, expenseId: number): Promise<BillLine[]> {
  return db.query<BillLine>(
    `select b.id as "billId", d.activity_date as "activityDate", et.name as "expenseType",
            b.invoice_number as "invoiceNumber", b.amount_paise as "amountPaise",
            b.seller_gstin as "sellerGstin", b.irn, b.einvoice
       from expense_detail d
       join expense_attachment a on a.expense_detail_id = d.id
       join bill b on b.id = a.bill_id
       join expense_type et on et.id = b.expense_type_id
      where d.expense_id = $1
      order by d.activity_date, b.id`,
    [expenseId],
  );
}

async function readBillImage(db: Queryable, billId: number): Promise<Buffer | undefined> {
  const rows = await db.query<{ image: Uint8Array }>('select image from bill where id = $1', [billId]);
  const image = rows[0]?.image;
  return image ? Buffer.from(image.buffer, image.byteOffset, image.byteLength) : undefined;
}

/** Rupees as every screen writes them, '₹1,234.50' (the embedded font has the rupee sign). */
function pdfRupees(paise: number): string {
  return formatRupees(toRupees(paise));
}

const DECISION = { A: 'Approved', R: 'Rejected' } as const;
/** DejaVu is wider than Helvetica: at 7 pt the money columns hold '₹1,23,456.00' on one line. */
const COLUMNS: { title: string; width: number; align?: 'right' }[] = [
  { title: 'Date', width: 52 },
  { title: 'Route', width: 74 },
  { title: 'Activity', width: 50 },
  { title: 'Fare', width: 56, align: 'right' },
  { title: 'Allowance', width: 56, align: 'right' },
  { title: 'Bills', width: 56, align: 'right' },
  { title: 'Submitted', width: 56, align: 'right' },
  { title: 'Deduction', width: 56, align: 'right' },
  { title: 'Approved', width: 59, align: 'right' },
];

function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? BOLD : REGULAR).fontSize(7);
  let height = 0;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index] as (typeof COLUMNS)[number];
    doc.text(cell, x, y, { width: column.width - 4, align: column.align ?? 'left' });
    height = Math.max(height, doc.y - y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 3;
}

/** Draws the whole claim into the document and ends it. */
export async function writeClaimPdf(
  db: Queryable,
  doc: PDFKit.PDFDocument,
  claim: ClaimHeader,
  reader: Reader,
): Promise<void> {
  const [days, history, bills] = await Promise.all([
    listDayLines(db, claim.expenseId, businessDate()),
    listHistory(db, claim.expenseId),
    listBills(db, claim.expenseId),
  ]);
  const decided = claim.status !== 'Submitted' && claim.status !== 'Unsubmitted';
  doc.font(BOLD).fontSize(16).text(claim.companyName);
  doc.font(REGULAR).fontSize(11).moveDown(0.3);
  doc.text(`Expense claim: ${monthLabel(claim)}`);
  doc.text(`Employee: ${claim.employeeName} (${claim.empCode}), ${claim.designation}, HQ ${claim.hq || '-'}`);
  doc.text(`Status: ${claim.status}`);
  doc.moveDown(0.8);

  tableRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  const sum = { fare: 0, allowance: 0, bills: 0, claimed: 0, deduction: 0, approved: 0 };
  for (const day of days) {
    const approved = decided ? (day.approvedPaise ?? 0) : null;
    const deduction = approved === null ? null : day.claimedPaise - approved;
    sum.fare += day.farePaise;
    sum.allowance += day.allowancePaise;
    sum.bills += day.billsPaise;
    sum.claimed += day.claimedPaise;
    sum.deduction += deduction ?? 0;
    sum.approved += approved ?? 0;
    tableRow(doc, [
      formatListDate(day.activityDate),
      day.isHoliday ? 'Holiday' : day.route || '-',
      `${day.activity}${day.decision === 'R' ? ' (rejected)' : ''}`,
      pdfRupees(day.farePaise),
      pdfRupees(day.allowancePaise),
      pdfRupees(day.billsPaise),
      pdfRupees(day.claimedPaise),
      deduction === null ? '-' : pdfRupees(deduction),
      approved === null ? '-' : pdfRupees(approved),
    ]);
  }
  tableRow(
    doc,
    [
      'Total',
      '',
      '',
      pdfRupees(sum.fare),
      pdfRupees(sum.allowance),
      pdfRupees(sum.bills),
      pdfRupees(sum.claimed),
      decided ? pdfRupees(sum.deduction) : '-',
      decided ? pdfRupees(sum.approved) : '-',
    ],
    true,
  );

  doc.moveDown(1).font(BOLD).fontSize(11).text('Approval history', doc.page.margins.left);
  doc.font(REGULAR).fontSize(9);
  if (history.length === 0) doc.text('No decision yet.');
  for (const step of history) {
    const decision =
      step.rejectedDays === 0 ? DECISION.A : step.approvedDays === 0 ? DECISION.R : 'Partially approved';
    doc.text(
      `Level ${step.levelId}: ${step.approver}, ${formatListDate(step.submittedAt.toISOString().slice(0, 10))}, ${decision}` +
        ` (${step.approvedDays} days approved, ${step.rejectedDays} rejected, deductions ${pdfRupees(step.deductionPaise)})` +
        `${step.reasons ? `. Reason: ${step.reasons}` : ''}`,
    );
  }
  doc.moveDown(0.5).text(`Attached bills: ${bills.length}`);
  // The checks' words as the approver read them (issue 37); the file is in English, as DESIGN §9 says.
  const checks = await billFlags(
    db,
    bills.map((bill) => bill.billId),
    reader,
    'en',
  );

  for (const [index, bill] of bills.entries()) {
    const image = await readBillImage(db, bill.billId);
    doc.addPage();
    doc
      .font(BOLD)
      .fontSize(10)
      .text(
        `Bill ${index + 1} of ${bills.length}: ${bill.expenseType}, invoice ${bill.invoiceNumber}, ` +
          `${formatListDate(bill.activityDate)}, ${pdfRupees(bill.amountPaise)}`,
      );
    const facts = billFacts(bill, checks.get(bill.billId) ?? []);
    if (facts.length > 0) doc.font(REGULAR).fontSize(9).text(facts.join('\n'));
    if (!image) continue;
    const { left, right, top, bottom } = doc.page.margins;
    doc.image(image, left, doc.y + 8, {
      fit: [doc.page.width - left - right, doc.page.height - top - bottom - 40],
      align: 'center',
    });
  }
  doc.end();
}

/** What the checks know of a bill: its seller, NIC's signature with the IRN, and each flag. */
function billFacts(bill: BillLine, flags: readonly TFlag[]): string[] {
  return [
    ...(bill.sellerGstin ? [`Seller GSTIN ${bill.sellerGstin}`] : []),
    ...(bill.einvoice === 'verified'
      ? [`${renderText(CHECK_TEXTS.einvoiceVerified, 'en')}, IRN ${bill.irn ?? '-'}`]
      : []),
    ...flags.map((flag) => flag.text),
  ];
}

export function newClaimDocument(claim: ClaimHeader): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${claim.employeeName} ${monthLabel(claim)} claim`, Author: claim.companyName },
  });
  doc.registerFont(REGULAR, dejaVuSans(400));
  doc.registerFont(BOLD, dejaVuSans(700));
  return doc.font(REGULAR);
}
