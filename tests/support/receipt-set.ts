// The receipt reader's labelled set (issue 28): the six layouts of receipt-specs.ts and forty-one more,
// drawn the way other Indian vendors print their bills (other label words, number and date styles, fonts,
// A4 tables), each clean and photographed. The layouts are split once, by name, into a tuning half and a
// held-out half: the reader is adjusted only against the tuning half, and a change counts by what the
// held-out half shows. No Node imports: browser tests may use these too.
import type { ReadExpenseType } from '../../src/features/receipts/prefill/fields';
import {
  type Day,
  dayBefore,
  digits,
  HR,
  int,
  MONTHS,
  mulberry32,
  type Paper,
  pad,
  pick,
  type Random,
  type ReceiptSpec,
  receiptSpecs,
  round2,
  row,
  rupees,
} from './receipt-specs';

export type Half = 'tuning' | 'held-out';

export interface SetSpec extends ReceiptSpec {
  half: Half;
}

interface Drawn {
  html: string;
  truth: ReceiptSpec['truth'];
  paper?: Paper;
}

interface SetLayout {
  name: string;
  kind: ReadExpenseType;
  half: Half;
  draw: (random: Random, day: Day) => Drawn;
}

/**
 * The whole set: `perLayout` receipts of each layout, every other one photographed. The six first
 * layouts (receipt-specs.ts) are tuning layouts: the reader was built on them.
 */
export function receiptSet(options: { seed?: number; perLayout?: number; today?: Date } = {}): SetSpec[] {
  const { seed = 13, perLayout = 4, today = new Date() } = options;
  const specs: SetSpec[] = receiptSpecs({ seed, perLayout, today }).map((spec) => ({
    ...spec,
    half: 'tuning',
  }));
  const random = mulberry32(seed * 7919 + 1);
  for (const layout of LAYOUTS) {
    for (let index = 0; index < perLayout; index++) {
      const isDegraded = index % 2 === 1;
      const day = dayBefore(today, int(random, 1, 300));
      const drawn = layout.draw(random, day);
      const spec: SetSpec = {
        id: `${layout.name}-${pad(index + 1)}${isDegraded ? '-degraded' : ''}`,
        layout: layout.name,
        half: layout.half,
        truth: drawn.truth,
        html: drawn.html,
      };
      if (drawn.paper) spec.paper = drawn.paper;
      if (isDegraded)
        spec.degradation = {
          rotate: round2((random() * 2 - 1) * 4),
          fade: round2(0.3 + random() * 0.45),
          noise: round2(0.15 + random() * 0.18),
          blur: round2(random() * 0.6),
        };
      specs.push(spec);
    }
  }
  return specs;
}

/** The layouts' names by half, as fixed in LAYOUTS (the six older layouts are all tuning). */
export function layoutsByHalf(): Record<Half, string[]> {
  return {
    tuning: [
      'fuel',
      'restaurant',
      'hotel',
      'rail',
      'bus',
      'toll',
      ...LAYOUTS.filter((l) => l.half === 'tuning').map((l) => l.name),
    ],
    'held-out': LAYOUTS.filter((l) => l.half === 'held-out').map((l) => l.name),
  };
}

// ------------------------------------------------------------------------------------------- styles

type DateStyle =
  | 'dd/mm/yyyy'
  | 'dd-mm-yyyy'
  | 'dd.mm.yyyy'
  | 'dd/mm/yy'
  | 'dd-mm-yy'
  | 'd-MMM-yy'
  | 'dd-MMM-yyyy'
  | 'd MMM yyyy'
  | 'dd MMM yy'
  | 'MMM d, yyyy';

function date({ date: at }: Day, style: DateStyle): string {
  const d = at.getUTCDate();
  const m = at.getUTCMonth();
  const y = at.getUTCFullYear();
  const yy = String(y).slice(2);
  const name = MONTHS[m] as string;
  switch (style) {
    case 'dd/mm/yyyy':
      return `${pad(d)}/${pad(m + 1)}/${y}`;
    case 'dd-mm-yyyy':
      return `${pad(d)}-${pad(m + 1)}-${y}`;
    case 'dd.mm.yyyy':
      return `${pad(d)}.${pad(m + 1)}.${y}`;
    case 'dd/mm/yy':
      return `${pad(d)}/${pad(m + 1)}/${yy}`;
    case 'dd-mm-yy':
      return `${pad(d)}-${pad(m + 1)}-${yy}`;
    case 'd-MMM-yy':
      return `${d}-${name}-${yy}`;
    case 'dd-MMM-yyyy':
      return `${pad(d)}-${name}-${y}`;
    case 'd MMM yyyy':
      return `${d} ${name} ${y}`;
    case 'dd MMM yy':
      return `${pad(d)} ${name.toUpperCase()} ${yy}`;
    case 'MMM d, yyyy':
      return `${name} ${d}, ${y}`;
  }
}

type MoneyStyle = 'Rs. /-' | '₹' | '₹ ' | 'Rs.' | 'Rs' | 'INR' | '';

/** 'Rs. 1,800/-' for whole rupees, else as 'Rs.'; '₹1,365.00' glued; the rest with a space. */
function money(value: number, style: MoneyStyle): string {
  if (style === 'Rs. /-')
    return Number.isInteger(value) ? `Rs. ${value.toLocaleString('en-IN')}/-` : `Rs. ${rupees(value)}`;
  if (style === '₹') return `₹${rupees(value)}`;
  if (style === '₹ ') return `₹ ${rupees(value)}`;
  return style ? `${style} ${rupees(value)}` : rupees(value);
}

const time = (random: Random) => `${pad(int(random, 7, 22))}:${pad(int(random, 0, 59))}`;
const big = (left: string, right: string) =>
  `<div class="row big"><span>${left}</span><span>${right}</span></div>`;
const head = (name: string, ...lines: string[]) =>
  `<h1>${name}</h1>${lines.map((line) => `<p class="c small">${line}</p>`).join('')}`;
const gstin = (random: Random, state = '27') =>
  `GSTIN: ${state}AA${pick(random, ['C', 'F', 'B'])}${pick(random, ['P', 'S', 'M'])}${digits(random, 4)}${pick(random, ['K', 'H', 'R'])}1Z${int(random, 1, 9)}`;

const SLIP_MONO: Paper = { width: 330, font: "'Liberation Mono', monospace", size: 13 };
const SLIP_SANS: Paper = { width: 340, font: "'DejaVu Sans', sans-serif", size: 12 };
const SLIP_SERIF: Paper = { width: 340, font: "'Liberation Serif', serif", size: 14 };
const A4: Paper = { width: 560, font: "'Liberation Sans', sans-serif", size: 12 };
const A4_SERIF: Paper = { width: 560, font: "'DejaVu Serif', serif", size: 11 };

/** An A4 table: the first row is the heading; `numeric` columns are right-aligned. */
function table(rows: string[][], numeric: number[] = []): string {
  const cells = (cellsOf: string[], tag: 'td' | 'th') =>
    cellsOf.map((cell, at) => `<${tag}${numeric.includes(at) ? ' class="n"' : ''}>${cell}</${tag}>`).join('');
  const [first, ...rest] = rows;
  return `<table><tr>${cells(first ?? [], 'th')}</tr>${rest.map((r) => `<tr>${cells(r, 'td')}</tr>`).join('')}</table>`;
}

const grid = (...pairs: Array<[string, string]>) =>
  `<div class="grid">${pairs.map(([a, b]) => `<div>${a}</div><div>${b}</div>`).join('')}</div>`;

/** Items from a menu, 2 to `most` of them, with quantities. */
function items(random: Random, menu: ReadonlyArray<readonly [string, number]>, most = 4) {
  const chosen = [...menu].sort(() => random() - 0.5).slice(0, int(random, 2, most));
  return chosen.map(([name, price]) => {
    const qty = int(random, 1, 3);
    return { name, qty, price, total: qty * price };
  });
}
const sum = (list: Array<{ total: number }>) => round2(list.reduce((all, item) => all + item.total, 0));
const fy = (day: Day) => {
  const year = day.date.getUTCFullYear() % 100;
  const start = day.date.getUTCMonth() >= 3 ? year : year - 1;
  return `${pad(start)}-${pad(start + 1)}`;
};

/**
 * An invoice number in one of the series Indian bills print: a financial year, a state or branch code,
 * letters that look like digits (I, O, S, B, Z) next to digits that look like letters, a suffix.
 */
function seriesNumber(random: Random, day: Day): string {
  const yy = String(day.date.getUTCFullYear() % 100);
  const year = fy(day);
  return pick(random, [
    () => `INV-${year.replace('-', '')}-${digits(random, 6)}`,
    () => `GST/${year}/${digits(random, 4)}`,
    () => `SI/MH/${yy}/${digits(random, 6)}`,
    () => `${pick(random, ['KA', 'MH', 'DL', 'TN'])}${digits(random, 7)}`,
    () => `T-${pad(int(random, 0, 99))}${digits(random, 2)}`,
    () => `${digits(random, 4)}/${yy}`,
    () => `IO/${yy}/${pad(int(random, 0, 99))}${digits(random, 2)}`,
    () => `BOI${digits(random, 8)}`,
    () => `${digits(random, 5)}-${pick(random, ['A', 'B', 'S'])}`,
    () => `ZSO/${digits(random, 3)}/${pad(int(random, 0, 99))}0${digits(random, 1)}`,
    () => `OL${digits(random, 6)}`,
    () => `${pick(random, ['PNQ', 'BLR', 'NGP'])}/OUT/${digits(random, 5)}`,
  ])();
}

// ------------------------------------------------------------------------------------------ layouts

const LAYOUTS: SetLayout[] = [
  // ---- fuel
  {
    name: 'fuel-hpcl-txn',
    kind: 'fuel',
    half: 'tuning',
    draw(random, day) {
      const rate = round2(int(random, 9400, 10600) / 100);
      const litres = round2(int(random, 800, 4000) / 100);
      const amount = round2(rate * litres);
      const invoiceNo = `${digits(random, 6)}`;
      const html = `${head('HINDUSTAN PETROLEUM CORPN LTD', 'Dealer: Ganga Service Station', 'Old Mumbai Highway, Talegaon')}${HR}
        ${row(`TXN NO: ${invoiceNo}`)}${row(`DATE: ${date(day, 'dd.mm.yyyy')}`, `TIME: ${time(random)}`)}
        ${row('PRODUCT:', 'PETROL')}${row('RATE(Rs/L):', rupees(rate))}${row('VOLUME(L):', litres.toFixed(2))}${HR}
        ${big('SALE AMT RS:', rupees(amount))}${HR}${row('Mode: CASH')}<p class="c">Save fuel, save money</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'fuel' },
      };
    },
  },
  {
    name: 'fuel-iocl-coco',
    kind: 'fuel',
    half: 'held-out',
    draw(random, day) {
      const rate = round2(int(random, 9400, 11000) / 100);
      const litres = round2(int(random, 900, 3500) / 100);
      const amount = round2(rate * litres);
      const invoiceNo = `IO/${fy(day).slice(0, 2)}/${digits(random, 5)}`;
      const html = `${head('IndianOil', 'COCO Outlet, Hinjewadi Phase 1', gstin(random))}${HR}
        ${row(`Inv. No: ${invoiceNo}`)}${row(`Dt: ${date(day, 'd-MMM-yy')}`, time(random))}
        ${row('Product', 'XtraPremium')}${row('Density', `${int(random, 730, 770)}.${int(random, 0, 9)}`)}
        ${row('Qty (Ltr)', litres.toFixed(2))}${row('Rate', money(rate, '₹'))}${HR}
        ${big('NET AMT RS', rupees(amount))}${HR}${row('Veh No', `MH12 ${pick(random, ['KL', 'PQ'])} ${digits(random, 4)}`)}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'fuel' },
      };
    },
  },
  {
    name: 'fuel-cng-memo',
    kind: 'fuel',
    half: 'held-out',
    draw(random, day) {
      const kg = round2(int(random, 300, 900) / 100);
      const amount = Math.round(kg * 76);
      const invoiceNo = digits(random, 4);
      const html = `${head('MAHANAGAR GAS CNG STATION', 'Sion Circle, Mumbai')}${HR}
        ${row(`Memo No ${invoiceNo}`)}${row(`Date ${date(day, 'dd/mm/yy')}`, time(random))}
        ${row('Gas', 'CNG')}${row('Qty', `${kg.toFixed(2)} Kg`)}${row('Rate', '76.00 /Kg')}${HR}
        ${big('Amount', money(amount, 'Rs. /-'))}${HR}<p class="c">Drive safe</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'fuel' },
      };
    },
  },
  // ---- restaurants and dhabas
  {
    name: 'dhaba-bill-hash',
    kind: 'restaurant',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Dal Makhani', 180],
        ['Tandoori Roti', 15],
        ['Paneer Tikka', 240],
        ['Lassi', 60],
        ['Jeera Rice', 120],
      ]);
      const amount = sum(list);
      const invoiceNo = `${int(random, 1, 9)}${digits(random, 3)}`;
      const html = `${head('SHER-E-PUNJAB DHABA', 'NH-44, Karnal Bypass', 'Pure Veg · Family Dhaba')}${HR}
        ${row(`Bill #: ${invoiceNo}`, `Table: ${int(random, 1, 15)}`)}${row(`Date: ${date(day, 'dd/mm/yyyy')}`)}${HR}
        ${list.map((item) => row(`${item.name} ${item.qty}`, String(item.total))).join('')}${HR}
        ${big('Total', money(amount, 'Rs. /-'))}${HR}<p class="c">Dhanyavaad! Phir aana</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  {
    name: 'cafe-pos-order',
    kind: 'restaurant',
    half: 'held-out',
    draw(random, day) {
      const list = items(random, [
        ['Cappuccino', 180],
        ['Cold Coffee', 210],
        ['Veg Sandwich', 190],
        ['Brownie', 150],
        ['Masala Chai', 90],
      ]);
      const subTotal = sum(list);
      const discount = round2(subTotal * 0.1);
      const tax = round2((subTotal - discount) * 0.025);
      const amount = round2(subTotal - discount + 2 * tax);
      const invoiceNo = `BB/${day.date.getUTCFullYear()}/${digits(random, 5)}`;
      const html = `${head('BREW &amp; BEAN CAFE', 'Koregaon Park, Pune', gstin(random))}${HR}
        ${row(`Order No: ${digits(random, 3)}`, 'Dine In')}${row(`Inv No: ${invoiceNo}`)}
        ${row(date(day, 'MMM d, yyyy'), `${time(random)}`)}${HR}
        ${list.map((item) => row(`${item.qty} x ${item.name}`, rupees(item.total))).join('')}${HR}
        ${row('Sub Total', rupees(subTotal))}${row('Discount (10%)', `-${rupees(discount)}`)}
        ${row('CGST 2.5%', rupees(tax))}${row('SGST 2.5%', rupees(tax))}${HR}
        ${big('Total Amount Paid', money(amount, '₹'))}${row('Paid via UPI')}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  {
    name: 'udupi-net-amt',
    kind: 'restaurant',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Masala Dosa', 90],
        ['Idli Vada', 70],
        ['Rava Uttapam', 100],
        ['Filter Coffee', 30],
        ['Mini Meals', 150],
      ]);
      const gross = sum(list);
      const tax = round2(gross * 0.025);
      const amount = round2(gross + 2 * tax);
      const invoiceNo = `${int(random, 1, 4)}/${digits(random, 4)}`;
      const html = `${head('SRI KRISHNA BHAVAN', '(Pure Vegetarian)', 'Gandhi Bazaar, Bengaluru')}${HR}
        ${row(`Bill No: ${invoiceNo}`)}${row(`Bill Dt: ${date(day, 'dd-mm-yyyy')}`, time(random))}${HR}
        ${list.map((item) => row(`${item.name} x ${item.qty}`, rupees(item.total))).join('')}${HR}
        ${row('Gross Amt', rupees(gross))}${row('CGST @ 2.5%', rupees(tax))}${row('SGST @ 2.5%', rupees(tax))}${HR}
        ${big('Net Amt', money(amount, 'Rs.'))}${HR}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  {
    name: 'restaurant-kot-payable',
    kind: 'restaurant',
    half: 'held-out',
    draw(random, day) {
      const list = items(random, [
        ['Veg Kolhapuri', 260],
        ['Butter Roti', 30],
        ['Dal Tadka', 190],
        ['Steamed Rice', 140],
        ['Sweet Lassi', 80],
      ]);
      const food = sum(list);
      const service = round2(food * 0.05);
      const tax = round2((food + service) * 0.025);
      const exact = food + service + 2 * tax;
      const amount = Math.round(exact);
      const invoiceNo = `SP-${digits(random, 5)}`;
      const html = `${head('HOTEL SAI PALACE', 'Restaurant &amp; Bar', 'Station Road, Aurangabad')}${HR}
        ${row(`KOT No: ${int(random, 10, 99)}`, `Covers: ${int(random, 1, 4)}`)}${row(`Invoice No.: ${invoiceNo}`)}
        ${row(`Date : ${date(day, 'dd-MMM-yyyy')}`)}${HR}
        ${list.map((item) => row(`${item.name} ${item.qty}`, rupees(item.total))).join('')}${HR}
        ${row('Food Total', rupees(food))}${row('Service Charge 5%', rupees(service))}
        ${row('CGST 2.5%', rupees(tax))}${row('SGST 2.5%', rupees(tax))}${row('Round off', round2(amount - exact).toFixed(2))}${HR}
        ${big('Net Payable', money(amount, '₹ '))}${HR}`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  {
    name: 'dhaba-cash-memo',
    kind: 'restaurant',
    half: 'held-out',
    draw(random, day) {
      const plates = int(random, 1, 3);
      const amount = plates * 180 + int(random, 0, 2) * 20;
      const invoiceNo = digits(random, 4);
      const html = `${head('AMRIT DHABA', 'Pune-Nashik Highway, Manchar', 'Veg Thali · Chai · Paratha')}${HR}
        ${row(`Cash Memo No. ${invoiceNo}`)}${row(`Dated ${date(day, 'dd.mm.yyyy')}`)}${HR}
        ${row(`Thali x ${plates}`, String(plates * 180))}${row('Chai', String(amount - plates * 180))}${HR}
        ${big('TOTAL', money(amount, 'Rs. /-'))}${HR}<p class="c">Received with thanks</p>`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  // ---- hotels and lodges
  {
    name: 'hotel-a4-grand-total',
    kind: 'hotel',
    half: 'tuning',
    draw(random, day) {
      const nights = int(random, 1, 3);
      const tariff = pick(random, [2200, 2800, 3200, 3900]);
      const room = tariff * nights;
      const tax = round2(room * 0.06);
      const amount = round2(room + 2 * tax);
      const invoiceNo = `${pick(random, ['MCL', 'HGR', 'TRS'])}/${fy(day).replace('-', '')}/${digits(random, 5)}`;
      const arrival = dayBefore(day.date, nights);
      const html = `${head('HOTEL MIDCITY COMFORTS', 'Plot 14, MIDC, Aurangabad 431001', gstin(random))}
        <h2>TAX INVOICE</h2>
        ${grid([`Invoice No. : ${invoiceNo}`, `Invoice Date : ${date(day, 'dd/mm/yyyy')}`], [`Guest : ${pick(random, ['Mr. Rahul Deshmukh', 'Ms. Asha Kulkarni'])}`, `Room No. : ${int(random, 101, 509)}`], [`Arrival : ${date(arrival, 'dd/mm/yyyy')}`, `Departure : ${date(day, 'dd/mm/yyyy')}`])}
        ${table(
          [
            ['S.No', 'Description', 'SAC', 'Qty', 'Rate', 'Amount'],
            ['1', 'Room Charges (Deluxe)', '996311', String(nights), rupees(tariff), rupees(room)],
          ],
          [3, 4, 5],
        )}
        ${table(
          [
            ['', ''],
            ['Taxable Value', rupees(room)],
            ['CGST @ 6%', rupees(tax)],
            ['SGST @ 6%', rupees(tax)],
            ['<b>Grand Total</b>', `<b>${rupees(amount)}</b>`],
          ],
          [1],
        )}
        <p class="small">This is a computer generated invoice.</p>`;
      return { html, paper: A4, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' } };
    },
  },
  {
    name: 'hotel-a4-net-payable',
    kind: 'hotel',
    half: 'held-out',
    draw(random, day) {
      const nights = int(random, 1, 2);
      const tariff = pick(random, [1800, 2400, 2600]);
      const room = tariff * nights;
      const breakfast = 250 * nights;
      const taxable = room + breakfast;
      const tax = round2(taxable * 0.06);
      const amount = round2(taxable + 2 * tax);
      const invoiceNo = `${fy(day)}/${digits(random, 4)}`;
      const html = `${head('THE DECCAN RESIDENCY', 'Near Bus Stand, Solapur', gstin(random))}
        <h2>BILL</h2>
        ${grid([`Bill No : ${invoiceNo}`, `Date : ${date(day, 'd-MMM-yy')}`], ['Guest : Asha Kulkarni', `Nights : ${nights}`])}
        ${table(
          [
            ['Particulars', 'Days', 'Rate', 'Amount (Rs.)'],
            ['Room Rent', String(nights), rupees(tariff), rupees(room)],
            ['Breakfast', String(nights), '250.00', rupees(breakfast)],
            ['Total (Rs.)', '', '', rupees(taxable)],
            ['Add: CGST 6%', '', '', rupees(tax)],
            ['Add: SGST 6%', '', '', rupees(tax)],
            ['<b>Net Payable (Rs.)</b>', '', '', `<b>${rupees(amount)}</b>`],
          ],
          [1, 2, 3],
        )}
        <p class="small">Checkout time 12 noon. Subject to Solapur jurisdiction.</p>`;
      return {
        html,
        paper: A4_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' },
      };
    },
  },
  {
    name: 'lodge-receipt',
    kind: 'hotel',
    half: 'held-out',
    draw(random, day) {
      const days = int(random, 1, 3);
      const amount = days * pick(random, [600, 800, 900, 1200]);
      const invoiceNo = `0${digits(random, 3)}`;
      const html = `${head('SHIVAM LODGING &amp; BOARDING', 'Opp. S.T. Stand, Karad')}${HR}
        ${row(`Rcpt. No. ${invoiceNo}`)}${row(`Date ${date(day, 'dd/mm/yyyy')}`)}${HR}
        ${row('Room No.', String(int(random, 1, 30)))}${row(`Room Rent for ${days} day(s)`, String(amount))}${HR}
        ${big('TOTAL', money(amount, 'Rs. /-'))}${HR}<p class="c">Check out 24 hours</p>`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' },
      };
    },
  },
  {
    name: 'hotel-folio-a4',
    kind: 'hotel',
    half: 'tuning',
    draw(random, day) {
      const nights = int(random, 1, 3);
      const tariff = pick(random, [3000, 3500, 4200]);
      const rows: string[][] = [['Date', 'Particulars', 'Charges', 'Payments']];
      let total = 0;
      for (let night = nights; night >= 1; night--) {
        const on = dayBefore(day.date, night);
        rows.push([date(on, 'dd/mm/yyyy'), 'Room Tariff', rupees(tariff), '']);
        rows.push([date(on, 'dd/mm/yyyy'), 'CGST 6% + SGST 6%', rupees(tariff * 0.12), '']);
        total += tariff * 1.12;
      }
      const amount = round2(total);
      rows.push([date(day, 'dd/mm/yyyy'), 'By Card', '', rupees(amount)]);
      const invoiceNo = `GF${digits(random, 5)}`;
      const html = `${head('GRAND FORTUNE HOTEL', 'Senapati Bapat Road, Pune', gstin(random))}
        <h2>GUEST FOLIO</h2>
        ${grid([`Bill No: ${invoiceNo}`, `Bill Date: ${date(day, 'dd/mm/yyyy')}`], [`Folio: ${digits(random, 4)}`, `Room: ${int(random, 201, 720)}`])}
        ${table(rows, [2, 3])}
        ${grid(['<b>Total Charges</b>', `<b>${rupees(amount)}</b>`], ['Total Payments', rupees(amount)], ['Balance', '0.00'])}`;
      return { html, paper: A4, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' } };
    },
  },
  {
    name: 'hotel-a4-invoice-hash',
    kind: 'hotel',
    half: 'held-out',
    draw(random, day) {
      const nights = int(random, 1, 2);
      const tariff = pick(random, [4500, 5200, 6100]);
      const room = tariff * nights;
      const food = int(random, 4, 12) * 100;
      const subTotal = room + food;
      const tax = round2(room * 0.18 + food * 0.05);
      const amount = round2(subTotal + tax);
      const invoiceNo = `INV-${day.date.getUTCFullYear()}-${digits(random, 6)}`;
      const html = `${head('ORCHID BUSINESS HOTEL', 'Nagar Road, Viman Nagar, Pune', gstin(random))}
        <h2>Tax Invoice</h2>
        ${grid([`Invoice #: ${invoiceNo}`, `Invoice Date: ${date(day, 'MMM d, yyyy')}`], [`Guest: Rahul Deshmukh`, `Stay: ${nights} night(s)`])}
        ${table(
          [
            ['Description', 'SAC', 'Amount'],
            [`Room Night x ${nights}`, '996311', rupees(room)],
            ['Food &amp; Beverage', '996332', rupees(food)],
            ['Sub Total', '', rupees(subTotal)],
            ['IGST', '', rupees(tax)],
            ['<b>Total Invoice Value</b>', '', `<b>${money(amount, '₹')}</b>`],
          ],
          [2],
        )}`;
      return { html, paper: A4, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' } };
    },
  },
  // ---- rail
  {
    name: 'rail-ers-a4',
    kind: 'rail',
    half: 'tuning',
    draw(random, day) {
      const invoiceNo = digits(random, 10);
      const fare = pick(random, [355, 505, 760, 1185]);
      const amount = round2(fare + 17.7 + 0.45);
      const booked = dayBefore(day.date, int(random, 3, 30));
      const html = `<h2>ELECTRONIC RESERVATION SLIP (ERS)</h2><p class="c small">Indian Railways · IRCTC</p>
        ${grid([`PNR No.: ${invoiceNo}`, `Train No./Name: ${int(random, 11001, 22999)}/DECCAN QUEEN`], [`Date of Journey: ${date(day, 'dd-MMM-yyyy')}`, 'Class: AC CHAIR CAR (CC)'], ['From: PUNE JN (PUNE)', 'To: C SHIVAJI MAH T (CSMT)'], [`Transaction ID: ${digits(random, 12)}`, `Booked on: ${date(booked, 'dd-MMM-yyyy')}`])}
        ${table([
          ['#', 'Name', 'Age', 'Status'],
          [
            '1',
            'ASHA KULKARNI',
            String(int(random, 25, 50)),
            `CNF/C${int(random, 1, 9)}/${int(random, 1, 70)}`,
          ],
        ])}
        ${grid(['Ticket Fare', `₹ ${rupees(fare)}`], ['IRCTC Convenience Fee (Incl. of GST)', '₹ 17.70'], ['Travel Insurance Premium', '₹ 0.45'], ['<b>Total Fare (all inclusive)</b>', `<b>₹ ${rupees(amount)}</b>`])}`;
      return { html, paper: A4, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'rail' } };
    },
  },
  {
    name: 'rail-uts',
    kind: 'rail',
    half: 'held-out',
    draw(random, day) {
      const invoiceNo = `${pick(random, ['X', 'Y', 'Z'])}${pick(random, ['A', 'K', 'M'])}${digits(random, 8)}`;
      const amount = pick(random, [15, 25, 35, 60, 75]);
      const html = `${head('INDIAN RAILWAYS', 'UNRESERVED TICKET (UTS)')}${HR}
        ${row(`UTS No: ${invoiceNo}`)}${row(`Journey Date: ${date(day, 'dd/mm/yyyy')}`, time(random))}
        ${row('From: PUNE', 'To: LONAVALA')}${row('Class: II', 'Adult: 1 Child: 0')}${row('Via: --', 'Type: JOURNEY')}${HR}
        ${big('Fare', money(amount, 'Rs. /-'))}${HR}<p class="c small">Valid for journey commencing within 3 hours</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'rail' },
      };
    },
  },
  {
    name: 'rail-prs-counter',
    kind: 'rail',
    half: 'held-out',
    draw(random, day) {
      const invoiceNo = digits(random, 10);
      const fare = pick(random, [185, 230, 345, 520]);
      const amount = fare + 30;
      const html = `${head('INDIAN RAILWAYS', 'PASSENGER RESERVATION SYSTEM')}${HR}
        ${row(`PNR NO ${invoiceNo}`, `TRAIN ${int(random, 11001, 22999)}`)}${row(`DOJ ${date(day, 'dd-mm-yy')}`, 'CLS SL')}
        ${row('FROM NASIK ROAD', 'TO KALYAN JN')}${row('ADULT 1', 'CHILD 0')}${HR}
        ${row('BASIC FARE', rupees(fare))}${row('RES CHG', '20.00')}${row('SF CHG', '10.00')}${HR}
        ${big('TOTAL', money(amount, 'Rs'))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'rail' },
      };
    },
  },
  // ---- bus
  {
    name: 'bus-private-eticket',
    kind: 'bus',
    half: 'tuning',
    draw(random, day) {
      const base = pick(random, [650, 850, 1100]);
      const gst = round2(base * 0.05);
      const amount = round2(base + gst);
      const invoiceNo = `NT${digits(random, 7)}`;
      const html = `${head('NEETA TOURS &amp; TRAVELS', 'Volvo A/C Sleeper · Bus e-Ticket')}${HR}
        ${row(`Ticket No: ${invoiceNo}`)}${row(`Journey Date: ${date(day, 'MMM d, yyyy')}`)}
        ${row('From: Pune', 'To: Nagpur')}${row('Seat: L4', `Boarding: ${time(random)}`)}${HR}
        ${row('Base Fare', rupees(base))}${row('GST 5%', rupees(gst))}${HR}
        ${big('Total Fare Paid', money(amount, '₹ '))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'bus' },
      };
    },
  },
  {
    name: 'bus-etim-conductor',
    kind: 'bus',
    half: 'held-out',
    draw(random, day) {
      const amount = pick(random, [45, 85, 145, 210]);
      const invoiceNo = `00${digits(random, 5)}`;
      const html = `${head('KSRTC', 'Karnataka State Road Transport Corporation')}${HR}
        ${row(`TKT NO: ${invoiceNo}`)}${row(`DT: ${date(day, 'dd/mm/yy')}`, time(random))}
        ${row('FROM: MYSURU', 'TO: MANDYA')}${row('FULL: 1', 'HALF: 0')}${row('BUS: KA09 F 1234')}${HR}
        ${big('TOTAL', money(amount, 'Rs'))}${HR}<p class="c small">Keep the ticket till journey ends</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'bus' },
      };
    },
  },
  // ---- taxis
  {
    name: 'taxi-app-invoice',
    kind: 'taxi',
    half: 'tuning',
    draw(random, day) {
      const fare = round2(int(random, 12000, 68000) / 100);
      const tax = round2(fare * 0.05);
      const amount = round2(fare + tax);
      const invoiceNo = `${pick(random, ['RDX', 'CBI'])}${digits(random, 8)}`;
      const html = `${head('CITYCAB MOBILITY PVT LTD', 'Tax Invoice for your ride')}${HR}
        ${row(`Invoice No: ${invoiceNo}`)}${row(`Invoice Date: ${date(day, 'd MMM yyyy')}`)}
        ${row(`Trip ID: CRN${digits(random, 10)}`)}${row('Cab: Sedan', `Distance ${int(random, 4, 30)}.${int(random, 0, 9)} km`)}${HR}
        ${row('Ride Fare', money(fare, '₹'))}${row('Tolls &amp; Parking', '₹0.00')}${row('Taxes', money(tax, '₹'))}${HR}
        ${big('Total Payable', money(amount, '₹'))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'taxi' },
      };
    },
  },
  {
    name: 'taxi-meter-slip',
    kind: 'taxi',
    half: 'held-out',
    draw(random, day) {
      const fare = int(random, 12, 60) * 10;
      const waiting = pick(random, [0, 20, 40]);
      const amount = fare + waiting;
      const invoiceNo = digits(random, 5);
      const html = `${head('CITY TAXI SERVICE', 'Black &amp; Yellow Cab · Mumbai')}${HR}
        ${row(`Receipt No: ${invoiceNo}`)}${row(`Date ${date(day, 'dd.mm.yyyy')}`, time(random))}
        ${row('Taxi No', `MH01 ${pick(random, ['TA', 'TX'])} ${digits(random, 4)}`)}${row('Distance', `${int(random, 3, 25)}.${int(random, 0, 9)} km`)}${HR}
        ${row('Fare', rupees(fare))}${row('Waiting', rupees(waiting))}${HR}
        ${big('Total', money(amount, 'Rs.'))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'taxi' },
      };
    },
  },
  {
    name: 'taxi-outstation-bill',
    kind: 'taxi',
    half: 'held-out',
    draw(random, day) {
      const kms = int(random, 150, 420);
      const tolls = pick(random, [0, 185, 240]);
      const amount = kms * 12 + 300 + tolls;
      const invoiceNo = `ST/${day.date.getUTCFullYear() % 100}/${digits(random, 3)}`;
      const html = `${head('SHREE TRAVELS', 'Car Rental · Outstation · Local', 'Camp, Pune')}${HR}
        ${row(`Bill No. ${invoiceNo}`)}${row(`Date: ${date(day, 'dd-mm-yyyy')}`)}${row('Vehicle: Swift Dzire (Cab)')}${HR}
        ${row(`Kms ${kms} @ Rs 12/km`, String(kms * 12))}${row('Driver Allowance', '300')}${row('Toll &amp; Parking', String(tolls))}${HR}
        ${big('Total Amount', money(amount, 'Rs. /-'))}`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'taxi' },
      };
    },
  },
  // ---- pharmacies
  {
    name: 'pharmacy-net-payable',
    kind: 'pharmacy',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Paracetamol 650 Tab', 30.5],
        ['Cetirizine 10mg Tab', 18.9],
        ['ORS Sachet', 21],
        ['Vitamin C Chew Tab', 42],
        ['Cough Syrup 100ml', 118],
      ]);
      const gross = sum(list);
      const discount = round2(gross * 0.1);
      const amount = round2(gross - discount);
      const invoiceNo = `WP${digits(random, 6)}`;
      const html = `${head('WELLNESS PHARMACY', 'Baner Road, Pune', 'D.L. No: 20B-MH-PZ3-112233')}${HR}
        ${row(`Inv No: ${invoiceNo}`)}${row(`Date ${date(day, 'dd/mm/yyyy')}`)}${row('Dr: Self')}${HR}
        ${list.map((item) => row(`${item.name} x${item.qty} Exp: ${pad(int(random, 1, 12))}/${int(random, 27, 29)}`, rupees(item.total))).join('')}${HR}
        ${row('Gross Amt', rupees(gross))}${row('Discount 10%', rupees(discount))}${HR}
        ${big('Net Payable', rupees(amount))}${HR}<p class="c small">Get well soon</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'pharmacy' },
      };
    },
  },
  {
    name: 'medical-store-less-disc',
    kind: 'pharmacy',
    half: 'held-out',
    draw(random, day) {
      const list = items(random, [
        ['Azithromycin 500', 71.5],
        ['Pantoprazole 40', 98],
        ['Crocin Advance', 20.5],
        ['Band-Aid 10s', 35],
      ]);
      const total = sum(list);
      const discount = round2(total * 0.05);
      const amount = round2(total - discount);
      const invoiceNo = digits(random, 4);
      const html = `${head('SHREE MEDICAL &amp; GENERAL STORES', 'Main Road, Baramati', `D.L. No: MH-PZ1-${digits(random, 6)}`)}${HR}
        ${row(`Bill No. ${invoiceNo}`, `Dt. ${date(day, 'dd-mm-yy')}`)}${HR}
        ${list.map((item) => row(`${item.name} ${item.qty}`, rupees(item.total))).join('')}${HR}
        ${row('Total', rupees(total))}${row('Less Disc 5%', rupees(discount))}${HR}
        ${big('Net Amt', money(amount, 'Rs.'))}${HR}<p class="c small">Medicines once sold will not be taken back</p>`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'pharmacy' },
      };
    },
  },
  {
    name: 'pharmacy-a4-gst',
    kind: 'pharmacy',
    half: 'held-out',
    draw(random, day) {
      const list = items(random, [
        ['Metformin 500 SR', 45.6],
        ['Amlodipine 5', 38.2],
        ['Atorvastatin 10', 96.4],
        ['Calcium + D3', 120],
      ]);
      const total = sum(list);
      const discount = round2(total * 0.12);
      const exact = total - discount;
      const amount = Math.round(exact);
      const invoiceNo = `MED/${fy(day)}/${digits(random, 4)}`;
      const html = `${head('LIFECARE CHEMISTS', 'Dhantoli, Nagpur', gstin(random))}
        <h2>GST INVOICE</h2>
        ${grid([`Invoice No.: ${invoiceNo}`, `Invoice Date: ${date(day, 'dd.mm.yyyy')}`], ['Patient: Self', 'Doctor: Dr. A. Joshi'])}
        ${table(
          [
            ['Item', 'Batch', 'Exp', 'Qty', 'MRP', 'Amount'],
            ...list.map((item) => [
              item.name,
              `B${digits(random, 4)}`,
              `${pad(int(random, 1, 12))}/${int(random, 27, 29)}`,
              String(item.qty),
              rupees(item.price),
              rupees(item.total),
            ]),
          ],
          [3, 4, 5],
        )}
        ${grid(['Total', rupees(total)], ['Discount 12%', rupees(discount)], ['Round Off', round2(amount - exact).toFixed(2)], ['<b>Amount Payable</b>', `<b>${money(amount, '₹ ')}</b>`])}`;
      return {
        html,
        paper: A4,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'pharmacy' },
      };
    },
  },
  // ---- couriers
  {
    name: 'courier-counter',
    kind: 'courier',
    half: 'tuning',
    draw(random, day) {
      const charges = pick(random, [60, 80, 120, 150]);
      const tax = round2(charges * 0.18);
      const amount = round2(charges + tax);
      const invoiceNo = digits(random, 5);
      const html = `${head('SWIFT EXPRESS COURIER', 'Franchise: Deccan Gymkhana, Pune')}${HR}
        ${row(`Consignment No: Z${digits(random, 8)}`)}${row(`Cash Receipt No: ${invoiceNo}`)}
        ${row(`Booking Date: ${date(day, 'dd/mm/yyyy')}`)}${row('Destination', pick(random, ['Mumbai', 'Nagpur', 'Goa']))}
        ${row('Weight', '0.5 Kg')}${HR}${row('Charges', rupees(charges))}${row('GST 18%', rupees(tax))}${HR}
        ${big('Total', money(amount, 'Rs.'))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'courier' },
      };
    },
  },
  {
    name: 'speed-post-receipt',
    kind: 'courier',
    half: 'held-out',
    draw(random, day) {
      const tariff = pick(random, [41, 47, 59, 71]);
      const tax = round2(tariff * 0.18);
      const amount = round2(tariff + tax);
      const invoiceNo = `${digits(random, 3)}-${digits(random, 5)}`;
      const html = `${head('INDIA POST', 'Speed Post Booking Receipt', 'Shivajinagar H.O. 411005')}${HR}
        ${row(`Rcpt No: ${invoiceNo}`)}${row(`Article No: EE${digits(random, 9)}IN`)}
        ${row(`Date: ${date(day, 'dd/mm/yyyy')}`, time(random))}${row('To: 400001', 'Wt: 50 g')}${HR}
        ${row('Tariff', rupees(tariff))}${row('GST', rupees(tax))}${HR}
        ${big('Total Amt', money(amount, 'Rs'))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'courier' },
      };
    },
  },
  {
    name: 'courier-a4-invoice',
    kind: 'courier',
    half: 'held-out',
    draw(random, day) {
      const freight = int(random, 18, 90) * 10;
      const surcharge = round2(freight * 0.15);
      const tax = round2((freight + surcharge) * 0.09);
      const amount = round2(freight + surcharge + 2 * tax);
      const invoiceNo = `BAL/${day.date.getUTCFullYear() % 100}/${digits(random, 5)}`;
      const html = `${head('BLUE ARROW LOGISTICS', 'Courier &amp; Cargo · Bhosari, Pune', gstin(random))}
        <h2>TAX INVOICE</h2>
        ${grid([`Invoice No: ${invoiceNo}`, `Invoice Date: ${date(day, 'd-MMM-yy')}`], [`AWB No: ${digits(random, 10)}`, 'Pieces: 1'])}
        ${table(
          [
            ['Description', 'Amount'],
            ['Freight (Courier)', rupees(freight)],
            ['Fuel Surcharge 15%', rupees(surcharge)],
            ['CGST 9%', rupees(tax)],
            ['SGST 9%', rupees(tax)],
            ['<b>Total Invoice Value</b>', `<b>${money(amount, '₹')}</b>`],
          ],
          [1],
        )}`;
      return {
        html,
        paper: A4,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'courier' },
      };
    },
  },
  // ---- telecom
  {
    name: 'telecom-postpaid-a4',
    kind: 'telecom',
    half: 'tuning',
    draw(random, day) {
      const rental = pick(random, [399, 599, 799]);
      const tax = round2(rental * 0.18);
      const amount = round2(rental + tax);
      const invoiceNo = `${pick(random, ['MH', 'KA'])}${digits(random, 10)}`;
      const from = dayBefore(day.date, 30);
      const due = dayBefore(day.date, -15);
      const html = `${head('SKYLINK TELECOM LTD', 'Mobile Postpaid Bill', gstin(random))}
        ${grid([`Bill No: ${invoiceNo}`, `Bill Date: ${date(day, 'dd-MMM-yyyy')}`], [`Bill Period: ${date(from, 'dd-MMM-yyyy')} to ${date(day, 'dd-MMM-yyyy')}`, `Due Date: ${date(due, 'dd-MMM-yyyy')}`], [`Mobile No: 98${digits(random, 8)}`, 'Plan: Postpaid Plus'])}
        ${table(
          [
            ['Particulars', 'Amount (Rs.)'],
            ['Monthly Rental', rupees(rental)],
            ['CGST 9%', rupees(tax / 2)],
            ['SGST 9%', rupees(tax / 2)],
            ['<b>Amount Payable</b>', `<b>${rupees(amount)}</b>`],
          ],
          [1],
        )}`;
      return {
        html,
        paper: A4,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'telecom' },
      };
    },
  },
  {
    name: 'telecom-recharge',
    kind: 'telecom',
    half: 'held-out',
    draw(random, day) {
      const amount = pick(random, [199, 299, 349, 479, 719]);
      const invoiceNo = digits(random, 12);
      const html = `${head('Mobile Recharge Receipt', 'SkyLink Prepaid')}${HR}
        ${row(`Transaction ID: ${invoiceNo}`)}${row(`Date: ${date(day, 'MMM d, yyyy')}`, time(random))}
        ${row(`Mobile No: 97${digits(random, 8)}`)}${row('Plan', `${money(amount, '₹')} - 28 days`)}${HR}
        ${big('Amount Paid', money(amount, '₹ '))}${row('Status: SUCCESS')}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'telecom' },
      };
    },
  },
  // ---- parking
  {
    name: 'parking-mall',
    kind: 'parking',
    half: 'tuning',
    draw(random, day) {
      const hours = int(random, 1, 5);
      const amount = 30 + (hours - 1) * 20;
      const invoiceNo = `P${digits(random, 7)}`;
      const html = `${head('CITY CENTRE MALL PARKING', 'Pay &amp; Park · Four Wheeler')}${HR}
        ${row(`Ticket No: ${invoiceNo}`)}${row(`Entry: ${date(day, 'dd/mm/yyyy')} 10:${pad(int(random, 0, 59))}`)}
        ${row(`Exit: ${date(day, 'dd/mm/yyyy')} ${pad(10 + hours)}:${pad(int(random, 0, 59))}`)}${row('Duration', `${hours} hr`)}${HR}
        ${big('Parking Fee', money(amount, '₹ '))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'parking' },
      };
    },
  },
  {
    name: 'parking-municipal',
    kind: 'parking',
    half: 'held-out',
    draw(random, day) {
      const amount = pick(random, [10, 20, 30, 40]);
      const invoiceNo = digits(random, 5);
      const html = `${head('PUNE MUNICIPAL CORPORATION', 'PAY &amp; PARK - Shivajinagar')}${HR}
        ${row(`Rcpt No. ${invoiceNo}`)}${row(`Dt: ${date(day, 'dd-mm-yy')}`, time(random))}
        ${row('Vehicle No', `MH12 ${pick(random, ['AB', 'DE'])} ${digits(random, 4)}`)}${row('Type', 'Car')}${HR}
        ${big('Parking Charges', money(amount, 'Rs. /-'))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'parking' },
      };
    },
  },
  // ---- toll
  {
    name: 'toll-transaction',
    kind: 'toll',
    half: 'tuning',
    draw(random, day) {
      const amount = pick(random, [125, 185, 270]);
      const invoiceNo = digits(random, 10);
      const html = `${head('MSRDC TOLL PLAZA', 'Mumbai-Pune Expressway', 'Khalapur')}${HR}
        ${row(`Transaction No: ${invoiceNo}`)}${row(`Date: ${date(day, 'dd/mm/yy')}`, `${time(random)}:${pad(int(random, 0, 59))}`)}
        ${row('Vehicle Class', 'CAR')}${row('Journey', 'Return')}${HR}
        ${big('Amount:', money(amount, '₹ '))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'toll' },
      };
    },
  },
  {
    name: 'toll-ticket-slash',
    kind: 'toll',
    half: 'held-out',
    draw(random, day) {
      const amount = pick(random, [45, 65, 90, 140]);
      const invoiceNo = `${digits(random, 4)}/${digits(random, 6)}`;
      const html = `${head('VASHI TOLL PLAZA', 'Sion-Panvel Highway')}${HR}
        ${row(`Ticket No: ${invoiceNo}`)}${row(`Date &amp; Time: ${date(day, 'dd-mm-yyyy')} ${time(random)}`)}
        ${row('Vehicle Type', 'CAR/JEEP')}${row('Lane', String(int(random, 1, 10)))}${HR}
        ${big('Toll Fee', money(amount, 'Rs. /-'))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'toll' },
      };
    },
  },
  // ---- tuning layouts with other numbers printed beside the bill's own (an order's, a kitchen ticket's,
  // a batch's, a nozzle's, a guest card's, a consignment's), as real bills print them
  {
    name: 'restaurant-kot-order',
    kind: 'restaurant',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Veg Biryani', 220],
        ['Paneer Butter Masala', 260],
        ['Butter Naan', 45],
        ['Sweet Lassi', 80],
        ['Mineral Water', 20],
      ]);
      const subTotal = sum(list);
      const tax = round2(subTotal * 0.025);
      const amount = Math.round(subTotal + 2 * tax);
      const roundOff = round2(amount - subTotal - 2 * tax);
      const invoiceNo = `RB/${fy(day).replace('-', '')}/${digits(random, 5)}`;
      const html = `${head('HOTEL SAI SAGAR', 'Family Restaurant &amp; Bar', 'FC Road, Shivajinagar, Pune', gstin(random))}${HR}
        ${row(`Order No: ${int(random, 10, 450)}`, `KOT No: ${int(random, 1, 99)}`)}${row(`Bill No: ${invoiceNo}`)}
        ${row(`Date: ${date(day, 'd-MMM-yy')}`, time(random))}${row(`Table No: ${int(random, 1, 30)}`, `Covers: ${int(random, 1, 6)}`)}${HR}
        ${row('Item', 'Qty  Amt')}${list.map((item) => row(item.name, `${item.qty}  ${rupees(item.total)}`)).join('')}${HR}
        ${row('Sub Total', rupees(subTotal))}${row('CGST 2.5%', rupees(tax))}${row('SGST 2.5%', rupees(tax))}
        ${row('Round Off', roundOff.toFixed(2))}${HR}${big('Net Amount', money(amount, '₹ '))}${HR}
        <p class="c small">Thank you! Visit again</p>`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
      };
    },
  },
  {
    name: 'pharmacy-a4-batch',
    kind: 'pharmacy',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Azithromycin 500 Tab', 119.5],
        ['Pantoprazole 40 Tab', 96],
        ['Montelukast LC Tab', 182.4],
        ['Calcium + D3 Tab', 135],
        ['Digene Gel 200ml', 151],
      ]);
      const total = sum(list);
      const discount = round2(total * 0.05);
      const amount = round2(total - discount);
      const invoiceNo = `PH/${fy(day).replace('-', '')}/${digits(random, 5)}`;
      const html = `${head('SHREE BALAJI MEDICAL &amp; GENERAL STORES', 'Shop 3, Station Road, Satara 415001', `D.L. No: 20-MH-ST-${digits(random, 5)} · ${gstin(random)}`)}
        <h2>TAX INVOICE</h2>
        ${grid([`Invoice No. : ${invoiceNo}`, `Bill Date : ${date(day, 'dd.mm.yyyy')}`], [`Patient : ${pick(random, ['Mr. Vikas Jadhav', 'Mrs. Sunita Pawar'])}`, `Dr. Reg. No : ${digits(random, 5)}`])}
        ${table(
          [
            ['#', 'Product', 'Batch', 'Exp', 'Qty', 'MRP', 'Amount'],
            ...list.map((item, at) => [
              String(at + 1),
              item.name,
              `${pick(random, ['B', 'K', 'T'])}${digits(random, 4)}`,
              `${pad(int(random, 1, 12))}/${int(random, 27, 29)}`,
              String(item.qty),
              rupees(item.price),
              rupees(item.total),
            ]),
          ],
          [4, 5, 6],
        )}
        ${table(
          [
            ['', ''],
            ['Total', rupees(total)],
            ['Less: Discount 5%', rupees(discount)],
            ['<b>Net Payable (Rs.)</b>', `<b>${rupees(amount)}</b>`],
          ],
          [1],
        )}
        <p class="small">Goods once sold will not be taken back.</p>`;
      return { html, paper: A4, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'pharmacy' } };
    },
  },
  {
    name: 'fuel-receipt-nozzle',
    kind: 'fuel',
    half: 'tuning',
    draw(random, day) {
      const amount = pick(random, [300, 500, 1000, 1500, 2000]);
      const rate = round2(int(random, 9400, 10600) / 100);
      const invoiceNo = pad(int(random, 0, 99)) + digits(random, 4);
      const html = `${head('INDIAN OIL', 'COCO Wakad Fuel Station', 'Mumbai-Bangalore Highway, Pune')}${HR}
        ${row(`Receipt No: ${invoiceNo}`)}${row(`Trans ID: ${digits(random, 11)}`)}
        ${row(`Date: ${date(day, 'dd/mm/yy')}`, time(random))}${row(`Nozzle No: ${int(random, 1, 8)}`, `Pump No: ${int(random, 1, 4)}`)}
        ${row(`Vehicle No: MH${pad(int(random, 1, 50))} ${pick(random, ['AB', 'CK', 'EZ'])} ${digits(random, 4)}`)}${HR}
        ${row('Product', 'Diesel')}${row('Rate (Rs/Ltr)', rupees(rate))}${row('Volume (Ltr)', (amount / rate).toFixed(2))}
        ${row('Density', `${int(random, 820, 845)}.${int(random, 0, 9)}`)}${row('Preset', `Rs ${amount}`)}${HR}
        ${big('Amount (Rs):', rupees(amount))}${HR}<p class="c small">Thank you. Drive safe.</p>`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'fuel' },
      };
    },
  },
  {
    name: 'hotel-lodge-grc',
    kind: 'hotel',
    half: 'tuning',
    draw(random, day) {
      const nights = int(random, 1, 3);
      const rent = pick(random, [900, 1200, 1500]);
      const amount = rent * nights;
      const invoiceNo = `L-${digits(random, 4)}`;
      const arrival = dayBefore(day.date, nights);
      const html = `${head('HOTEL SHIVAM LODGING', 'Near S.T. Stand, Kolhapur', 'Ph: 0231-2654789')}${HR}
        ${row(`GRC No: ${digits(random, 4)}`, `Bill No: ${invoiceNo}`)}${row(`Room No: ${int(random, 101, 312)}`, `Date: ${date(day, 'dd/mm/yyyy')}`)}
        ${row(`Arrival: ${date(arrival, 'dd/mm/yyyy')}`)}${row(`Departure: ${date(day, 'dd/mm/yyyy')}`)}${HR}
        ${row(`Room Rent ${nights} x ${rupees(rent)}`, rupees(amount))}${row('Extra Bed', '0.00')}${HR}
        ${big('Total Rs.', `${amount.toLocaleString('en-IN')}/-`)}${HR}<p class="c small">Check-out time 24 hours</p>`;
      return {
        html,
        paper: SLIP_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' },
      };
    },
  },
  {
    name: 'courier-awb-receipt',
    kind: 'courier',
    half: 'tuning',
    draw(random, day) {
      const freight = pick(random, [80, 100, 150, 220]);
      const tax = round2(freight * 0.18);
      const amount = round2(freight + tax);
      const invoiceNo = `CR/${int(random, 100, 999)}/${digits(random, 4)}`;
      const html = `${head('SHREE MARUTI COURIER SERVICE', 'Franchise: Nagpur Central', gstin(random))}${HR}
        ${row(`AWB No: ${digits(random, 10)}`)}${row(`Receipt No: ${invoiceNo}`)}${row(`Booking Date: ${date(day, 'dd-mm-yyyy')}`)}
        ${row('Destination', pick(random, ['PUNE', 'INDORE', 'RAIPUR']))}${row('Weight', `${int(random, 1, 9) * 100} gm`)}${HR}
        ${row('Freight', rupees(freight))}${row('GST 18%', rupees(tax))}${HR}
        ${big('Total Amount', money(amount, 'Rs.'))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'courier' },
      };
    },
  },
  // ---- tuning layouts for the invoice number's series, in three fonts
  {
    name: 'car-rental-a4-series',
    kind: 'taxi',
    half: 'tuning',
    draw(random, day) {
      const km = int(random, 120, 480);
      const rate = pick(random, [11, 12, 14]);
      const fare = km * rate;
      const driver = 300;
      const tax = round2((fare + driver) * 0.05);
      const amount = round2(fare + driver + tax);
      const invoiceNo = seriesNumber(random, day);
      const html = `${head('SAHYADRI TOURS &amp; TRAVELS', 'Car Rental · Outstation · Local', gstin(random))}
        <h2>TAX INVOICE</h2>
        ${grid([`Invoice No: ${invoiceNo}`, `Invoice Date: ${date(day, 'dd-MMM-yyyy')}`], [`Booking Ref: BK${digits(random, 6)}`, `Vehicle: MH12 ${pick(random, ['QW', 'RT'])} ${digits(random, 4)}`])}
        ${table(
          [
            ['Description', 'Qty', 'Rate', 'Amount'],
            ['Outstation km', String(km), rupees(rate), rupees(fare)],
            ['Driver allowance', '1', rupees(driver), rupees(driver)],
          ],
          [1, 2, 3],
        )}
        ${table(
          [
            ['', ''],
            ['IGST @ 5%', rupees(tax)],
            ['<b>Total Amount Payable</b>', `<b>${rupees(amount)}</b>`],
          ],
          [1],
        )}`;
      return {
        html,
        paper: A4_SERIF,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'taxi' },
      };
    },
  },
  {
    name: 'stationery-slip-series',
    kind: 'courier',
    half: 'tuning',
    draw(random, day) {
      const pages = int(random, 20, 200);
      const postage = pick(random, [40, 60, 90]);
      const amount = round2(pages * 2 + postage);
      const invoiceNo = seriesNumber(random, day);
      const html = `${head('NEW INDIA XEROX &amp; COURIER', 'Opp. Court, Sangli')}${HR}
        ${row(`Invoice No: ${invoiceNo}`)}${row(`Date: ${date(day, 'dd/mm/yyyy')}`, time(random))}${HR}
        ${row(`Photocopy ${pages} x 2.00`, rupees(pages * 2))}${row('Courier (Speed Post)', rupees(postage))}${HR}
        ${big('TOTAL', rupees(amount))}`;
      return {
        html,
        paper: SLIP_MONO,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'courier' },
      };
    },
  },
  {
    name: 'pharmacy-slip-series',
    kind: 'pharmacy',
    half: 'tuning',
    draw(random, day) {
      const list = items(random, [
        ['Dolo 650 Tab', 30.9],
        ['Allegra 120 Tab', 213],
        ['Volini Gel 30g', 132],
        ['Electral Sachet', 22],
      ]);
      const amount = sum(list);
      const invoiceNo = seriesNumber(random, day);
      const html = `${head('APOLLO CHEMISTS', 'Main Road, Jalgaon')}${HR}
        ${row(`Bill No: ${invoiceNo}`)}${row(`Bill Date: ${date(day, 'dd-mm-yyyy')}`)}${HR}
        ${list.map((item) => row(`${item.name} x${item.qty}`, rupees(item.total))).join('')}${HR}
        ${big('Net Amount', money(amount, '₹ '))}`;
      return {
        html,
        paper: SLIP_SANS,
        truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'pharmacy' },
      };
    },
  },
];
