// A claim as a PDF for the auditor: a cover with the day table, totals and approval history, then
// one page per attached bill. Streamed: the pages go out as they are made, and each bill's image is
// read from the database only when its page is drawn, so no two bills are in memory at once. Drawn
// in the downloader's language (issue 39); names, places and expense types stay as entered.
import PDFDocument from 'pdfkit';
import { CHECK_TEXTS } from '../../../src/contract/check-texts';
import { CLAIM_PDF_TEXTS as T } from '../../../src/contract/claim-pdf-texts';
import { claimStatusText } from '../../../src/contract/claim-texts';
import type { TFlag } from '../../../src/contract/flags';
import { businessDate, monthLabel } from '../../../src/pure/calendar';
import { formatListDateIn, monthLabelIn } from '../../../src/pure/calendar-texts';
import type { TextLanguage } from '../../../src/pure/messages';
import { formatRupees, toRupees } from '../../../src/pure/money';
import { renderText, type Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { billFlags, type Reader } from '../checks/flags';
import {
  type BillLine,
  type ClaimHeader,
  listBills,
  listDayLines,
  listHistory,
  readBillImage,
} from './claim-pdf-queries';
import { dejaVuSans, notoSansDevanagari } from './pdf-font';
import { drawText, type PdfFonts } from './pdf-text';

/** Fonts with the rupee sign (pdf-font.ts) and with Devanagari: pdfkit embeds only the glyphs used. */
const REGULAR: PdfFonts = { latin: 'DejaVuSans', devanagari: 'NotoSansDevanagari' };
const BOLD: PdfFonts = { latin: 'DejaVuSans-Bold', devanagari: 'NotoSansDevanagari-Bold' };

/** Rupees as every screen writes them, '₹1,234.50' (the embedded font has the rupee sign). */
function pdfRupees(paise: number): string {
  return formatRupees(toRupees(paise));
}

/** DejaVu is wider than Helvetica: at 7 pt the money columns hold '₹1,23,456.00' on one line. */
const COLUMNS: { title: Text; width: number; align?: 'right' }[] = [
  { title: T.date, width: 52 },
  { title: T.route, width: 74 },
  { title: T.activity, width: 50 },
  { title: T.fare, width: 56, align: 'right' },
  { title: T.allowance, width: 56, align: 'right' },
  { title: T.bills, width: 56, align: 'right' },
  { title: T.submitted, width: 56, align: 'right' },
  { title: T.deduction, width: 56, align: 'right' },
  { title: T.approved, width: 59, align: 'right' },
];

function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.fontSize(7);
  let height = 0;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index] as (typeof COLUMNS)[number];
    drawText(doc, cell, bold ? BOLD : REGULAR, {
      x,
      y,
      width: column.width - 4,
      align: column.align ?? 'left',
    });
    height = Math.max(height, doc.y - y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 3;
}

/** Draws the whole claim into the document, in `language`, and ends it. */
export async function writeClaimPdf(
  db: Queryable,
  doc: PDFKit.PDFDocument,
  claim: ClaimHeader,
  reader: Reader,
  language: TextLanguage = 'en',
): Promise<void> {
  const say = (text: Text | string) => renderText(text, language);
  const date = (isoDate: string) => formatListDateIn(isoDate, language);
  const [days, history, bills] = await Promise.all([
    listDayLines(db, claim.expenseId, businessDate()),
    listHistory(db, claim.expenseId),
    listBills(db, claim.expenseId),
  ]);
  const decided = claim.status !== 'Submitted' && claim.status !== 'Unsubmitted';
  drawText(doc.fontSize(16), claim.companyName, BOLD);
  doc.fontSize(11).moveDown(0.3);
  drawText(doc, say(T.title({ month: monthLabelIn(claim, language) })), REGULAR);
  const { employeeName: name, empCode: code, designation } = claim;
  drawText(doc, say(T.employee({ name, code, designation, hq: claim.hq || '-' })), REGULAR);
  drawText(doc, say(T.status({ status: say(claimStatusText(claim.status)) })), REGULAR);
  doc.moveDown(0.8);

  tableRow(
    doc,
    COLUMNS.map((column) => say(column.title)),
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
      date(day.activityDate),
      day.isHoliday ? say(T.holiday) : day.route || '-',
      day.decision === 'R' ? say(T.rejectedDay({ activity: day.activity })) : day.activity,
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
      say(T.total),
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

  doc.moveDown(1).fontSize(11);
  drawText(doc, say(T.history), BOLD, { x: doc.page.margins.left });
  doc.fontSize(9);
  if (history.length === 0) drawText(doc, say(T.noDecision), REGULAR);
  for (const step of history) {
    const decision =
      step.rejectedDays === 0
        ? T.decisionApproved
        : step.approvedDays === 0
          ? T.decisionRejected
          : T.decisionPartial;
    const line = say(
      T.historyLine({
        level: step.levelId,
        approver: step.approver,
        date: date(step.submittedAt.toISOString().slice(0, 10)),
        decision: say(decision),
        approved: step.approvedDays,
        rejected: step.rejectedDays,
        deductions: pdfRupees(step.deductionPaise),
      }),
    );
    drawText(
      doc,
      step.reasons ? `${line}. ${say(T.historyReason({ reasons: step.reasons }))}` : line,
      REGULAR,
    );
  }
  doc.moveDown(0.5);
  drawText(doc, say(T.attachedBills({ count: bills.length })), REGULAR);
  // The checks' words as the approver read them (issue 37), in the file's language.
  const checks = await billFlags(
    db,
    bills.map((bill) => bill.billId),
    reader,
    language,
  );

  for (const [index, bill] of bills.entries()) {
    const image = await readBillImage(db, bill.billId);
    doc.addPage().fontSize(10);
    const heading = T.billHeading({
      index: index + 1,
      count: bills.length,
      type: bill.expenseType,
      number: bill.invoiceNumber,
      date: date(bill.activityDate),
      amount: pdfRupees(bill.amountPaise),
    });
    drawText(doc, say(heading), BOLD);
    const facts = billFacts(bill, checks.get(bill.billId) ?? [], language);
    if (facts.length > 0) drawText(doc.fontSize(9), facts.join('\n'), REGULAR);
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
function billFacts(bill: BillLine, flags: readonly TFlag[], language: TextLanguage): string[] {
  return [
    ...(bill.sellerGstin ? [renderText(T.sellerGstin({ gstin: bill.sellerGstin }), language)] : []),
    ...(bill.einvoice === 'verified'
      ? [`${renderText(CHECK_TEXTS.einvoiceVerified, language)}, IRN ${bill.irn ?? '-'}`]
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
  doc.registerFont(REGULAR.latin, dejaVuSans(400));
  doc.registerFont(BOLD.latin, dejaVuSans(700));
  doc.registerFont(REGULAR.devanagari, notoSansDevanagari(400));
  doc.registerFont(BOLD.devanagari, notoSansDevanagari(700));
  return doc.font(REGULAR.latin);
}
