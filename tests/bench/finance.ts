// Finance close figures (issue 25): a claim of 30 bills as a PDF (at most 15 MB in at most 5 s)
// and the payroll file of 5,000 approved claims (at most 10 s), on a fresh PGlite with the demo.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { newClaimDocument, writeClaimPdf } from '../../server/domains/finance/claim-pdf';
import { findClaimHeader } from '../../server/domains/finance/claim-pdf-queries';
import { payrollCsv, payrollSheet, payrollXlsx } from '../../server/domains/finance/payroll';
import { seedDemoCompany } from '../../server/seed/seed';
import { monthBounds } from '../../src/pure/calendar';
import type { BenchResult } from './bench-result';

const BILLS = 30;
const CLAIMS = 5_000;
/** A stored receipt is at most 400,000 bytes (docs/decisions.md): each bench bill is that size. */
const BILL_BYTES = 400_000;
const YEAR = 2025;
const MONTH = 6;

export async function financeBench(): Promise<BenchResult[]> {
  const db = await openPglite();
  try {
    await migrate(db);
    await seedDemoCompany(db);
    const [company] = await db.query<{ id: number }>('select id from company order by id limit 1');
    const companyId = company?.id as number;
    const photo = await readFile(
      path.resolve(import.meta.dirname, '../../server/seed/bills/asha-restaurant.jpg'),
    );
    const image = Buffer.concat([photo, Buffer.alloc(BILL_BYTES - photo.length)]);

    // 5,000 employees, each with an approved month of 25 priced days and one decision per day.
    const { first } = monthBounds(YEAR, MONTH);
    await db.query(
      `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation, area_range)
       select $1, 'bench' || n, 'x', 'Bench Employee ' || n, 'B' || lpad(n::text, 5, '0'), 'Medical Representative', 'T'
         from generate_series(1, ${CLAIMS}) n`,
      [companyId],
    );
    await db.query(
      `insert into expense (company_id, employee_id, year, month, status)
       select $1, id, $2, $3, 'Approved' from employee where user_name like 'bench%'`,
      [companyId, YEAR, MONTH],
    );
    await db.query(
      `insert into expense_detail (expense_id, activity_date, activity, fare_paise, allowance_paise)
       select x.id, $2::date + d, 'Field Work', 10_000 + d * 100, 25_000
         from expense x cross join generate_series(0, 24) d where x.company_id = $1 and x.year = $3 and x.month = $4`,
      [companyId, first, YEAR, MONTH],
    );
    await db.query(
      `with a as (insert into expense_approval (expense_id, level_id, approver_id, submitted_at, is_closed)
                  select x.id, 1, x.employee_id, now(), true from expense x
                   where x.company_id = $1 and x.year = $2 and x.month = $3 returning id, expense_id)
       insert into expense_approval_line (approval_id, expense_detail_id, status, judged_paise, deduction_paise)
       select a.id, d.id, 'A', d.fare_paise + d.allowance_paise, 500 from a join expense_detail d on d.expense_id = a.expense_id`,
      [companyId, YEAR, MONTH],
    );

    // One claim with 30 bills on its days.
    const [claim] = await db.query<{ id: number; employeeId: number }>(
      `select x.id, x.employee_id as "employeeId" from expense x where x.company_id = $1 and x.year = $2 order by x.id limit 1`,
      [companyId, YEAR],
    );
    const [type] = await db.query<{ id: number }>(
      `select id from expense_type where company_id = $1 and expense_or_sundry = 'E' limit 1`,
      [companyId],
    );
    for (let index = 0; index < BILLS; index += 1) {
      const [bill] = await db.query<{ id: number }>(
        `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                           image, image_type, status)
         values ($1, $2, $3, $4, $5, 45_000, $6, 'image/jpeg', 'A') returning id`,
        [companyId, claim?.employeeId, type?.id, `BENCH-${index}`, first, image],
      );
      await db.query(
        `insert into expense_attachment (expense_detail_id, bill_id)
         select id, $2 from expense_detail where expense_id = $1 order by activity_date offset $3 limit 1`,
        [claim?.id, bill?.id, index % 25],
      );
    }

    const header = await findClaimHeader(db, claim?.id as number);
    if (!header) throw new Error('bench claim');
    let pdfBytes = 0;
    const pdfStarted = performance.now();
    const doc = newClaimDocument(header);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pdfBytes += chunk.length;
        done();
      },
    });
    const finished = new Promise((resolve, reject) => sink.on('finish', resolve).on('error', reject));
    doc.pipe(sink);
    await writeClaimPdf(db, doc, header, 'approver');
    await finished;
    const pdfSeconds = (performance.now() - pdfStarted) / 1000;

    const payrollStarted = performance.now();
    const sheet = await payrollSheet(db, { companyId, year: YEAR, month: MONTH });
    const csv = payrollCsv(sheet);
    const xlsx = await payrollXlsx(sheet, 'June 2025');
    const payrollSeconds = (performance.now() - payrollStarted) / 1000;
    if (sheet.rows.length < CLAIMS) throw new Error(`payroll holds ${sheet.rows.length} claims`);

    const megabytes = pdfBytes / 1024 / 1024;
    return [
      {
        name: `claim PDF with ${BILLS} bills of ${BILL_BYTES / 1000} KB: size`,
        value: `${megabytes.toFixed(1)} MB`,
        budget: '≤ 15 MB',
        isWithinBudget: megabytes <= 15,
      },
      {
        name: `claim PDF with ${BILLS} bills: time`,
        value: `${pdfSeconds.toFixed(2)} s`,
        budget: '≤ 5 s',
        isWithinBudget: pdfSeconds <= 5,
      },
      {
        name: `payroll file for ${sheet.rows.length} claims, CSV (${(csv.length / 1024).toFixed(0)} KB) and Excel (${(xlsx.length / 1024).toFixed(0)} KB)`,
        value: `${payrollSeconds.toFixed(2)} s`,
        budget: '≤ 10 s',
        isWithinBudget: payrollSeconds <= 10,
      },
    ];
  } finally {
    await db.close();
  }
}
