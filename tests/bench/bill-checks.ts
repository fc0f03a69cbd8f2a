// The duplicate check's price (issue 37): at 2,000 employees × 24 months of bills in one company,
// how long the checks add to an upload, beside the upload's own SQL in the same run. Run alone:
// npx tsx tests/bench/bill-checks.ts (BENCH_DB=postgres with DATABASE_URL for PostgreSQL).
import sharp from 'sharp';
import { type Database, openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { readBillChecks, startPictureHash } from '../../server/domains/checks/bill-checks';
import { billFlags } from '../../server/domains/checks/flags';
import { saveBillChecks } from '../../server/domains/checks/queries';
import { drawnBill } from '../../server/domains/checks/test-pictures';
import { hasDuplicate, insertBill } from '../../server/domains/receipts/queries';
import { seedDemoCompany } from '../../server/seed/seed';
import { RECEIPT_TEXTS } from '../../src/contract/receipts-texts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const MONTHS = 24;
/** Bills a rep claims in a month: lodging, food, fuel, tickets. */
const BILLS_PER_MONTH = Number(process.env.BENCH_BILLS_PER_MONTH ?? 10);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 200);

const percentile = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;

/**
 * The company's history straight in SQL: every bill a realistic amount (whole rupees, so many share
 * one), a picture hash, a seller GSTIN on a third and an IRN on a tenth, as uploads would leave them.
 */
async function generateBills(db: Database, companyId: number, expenseTypeId: number, employeeId: number) {
  await db.query(
    `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                       image, image_type, status, picture_hash, seller_gstin, irn)
     select $1, $3, $2, 'B-' || g, date '2024-12-01' + (g % 700), (50 + (g::bigint * 7919) % 4950)::int * 100,
            '\\xffd8ffd9'::bytea, 'image/jpeg', 'A',
            ((random() - 0.5) * 9.2e18)::bigint,
            case when g % 3 = 0 then '27AAGCG' || lpad((g % 10000)::text, 4, '0') || 'J1Z6' end,
            case when g % 10 = 0 then md5(g::text) || md5((g + 1)::text) end
       from generate_series(1, $4::int) g`,
    [companyId, expenseTypeId, employeeId, EMPLOYEES * MONTHS * BILLS_PER_MONTH],
  );
  await db.query('analyze bill');
}

async function main() {
  const db = await openPglite();
  await migrate(db);
  await seedDemoCompany(db);
  const [asha] = await db.query<{ id: number; companyId: number; expenseTypeId: number }>(
    `select e.id, e.company_id as "companyId",
            (select min(id) from expense_type t where t.company_id = e.company_id and t.expense_or_sundry = 'E') as "expenseTypeId"
       from employee e where user_name = 'asha'`,
  );
  if (!asha) throw new Error('no demo seed');
  const started = performance.now();
  // One employee holds the history: the checks look across the company, whoever claimed a bill.
  await generateBills(db, asha.companyId, asha.expenseTypeId, asha.id);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from bill',
  );
  console.info(`${count} bills in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const picture = await sharp(await drawnBill(7))
    .resize(1500, 2000, { fit: 'fill' })
    .jpeg({ quality: 80 })
    .toBuffer();
  const bare: number[] = [];
  const full: number[] = [];
  const duplicates: number[] = [];
  for (let i = 0; i < 2 * (UPLOADS + 20); i++) {
    const withChecks = i % 2 === 1;
    const fields = {
      expenseTypeId: asha.expenseTypeId,
      invoiceNumber: `BENCH-${i}`,
      invoiceDate: '2026-11-02',
      amountPaise: (50 + ((i * 104729) % 4950)) * 100,
    };
    await db.transaction(async (tx) => {
      const t0 = performance.now();
      // As uploadBill does: the hash starts first and runs on libvips' threads beside the SQL.
      const hash = withChecks ? startPictureHash(picture) : null;
      await hasDuplicate(tx, asha.id, fields);
      const billId = await insertBill(
        tx,
        {
          ...fields,
          companyId: asha.companyId,
          employeeId: asha.id,
          description: '',
          image: picture,
          imageType: 'image/jpeg',
          thumbnail: null,
        },
        RECEIPT_TEXTS.duplicate,
      );
      if (hash) {
        const columns = await readBillChecks(tx, {
          companyId: asha.companyId,
          pictureHash: hash,
          sellerGstin: i % 3 === 0 ? '27AAGCG0042J1Z6' : undefined,
          einvoiceQr: undefined,
        });
        await saveBillChecks(tx, billId, columns);
        const t1 = performance.now();
        await billFlags(tx, [billId], 'employee', 'en');
        if (i >= 40) duplicates.push(performance.now() - t1);
      }
      if (i >= 40) (withChecks ? full : bare).push(performance.now() - t0);
    });
  }
  const line = (name: string, times: number[]) =>
    `${name}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
  console.info(line('bare upload (duplicate refusal + insert)', bare));
  console.info(line('upload with the checks (hash, duplicates, flags)', full));
  console.info(line('of which the duplicate lookup and flags', duplicates));
  console.info(
    `added by the checks: p50 ${(percentile(full, 0.5) - percentile(bare, 0.5)).toFixed(1)} ms, p95 ${(percentile(full, 0.95) - percentile(bare, 0.95)).toFixed(1)} ms`,
  );
  await db.close();
}

await main();
