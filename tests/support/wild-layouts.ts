// The bills of the second labelled set (wild-receipts.ts), each drawn from a kind of bill a rep brings back.
import type { Day, Random } from './receipt-specs';
import {
  clock,
  day,
  digits,
  inr,
  int,
  lakh,
  paise,
  pick,
  shifted,
  type WildDrawn,
  type WildLayout,
} from './wild-formats';

const NOTO = "'Noto Sans', sans-serif";
const NOTO_SERIF = "'Noto Serif', serif";
const NARROW = "'Liberation Sans Narrow', sans-serif";
const CONDENSED = "'DejaVu Sans', sans-serif; font-stretch: condensed";
const MONO_BOLD = "'Liberation Mono', monospace; font-weight: bold";
const HINDI = "'Noto Sans Devanagari', 'Noto Sans', sans-serif";

/** The bill on its paper: a font, a size, a width; `.l` rows keep a label and its value apart. */
function bill(font: string, size: number, width: number, body: string): string {
  return `<div class="bill" style="font-family: ${font}; font-size: ${size}px; width: ${width}px">
  <style>.bill { line-height: 1.45; padding: 12px 14px; color: #1c1c1c; background: #fdfdf8 }
  .bill .l { display: flex; justify-content: space-between; gap: 10px } .bill .m { text-align: center }
  .bill .b { font-weight: bold } .bill .x { font-size: 1.25em; font-weight: bold }
  .bill .cut { border-top: 2px dotted #555; margin: 10px -14px; padding-top: 8px }
  .bill table { width: 100%; border-collapse: collapse } .bill td { padding: 1px 3px; border-bottom: 1px solid #999 }
  .bill td:last-child { text-align: right } .bill hr { border: 0; border-top: 1px solid #444 }</style>${body}</div>`;
}

const l = (left: string, right = '') => `<div class="l"><span>${left}</span><span>${right}</span></div>`;
const m = (text: string, cls = '') => `<div class="m ${cls}">${text}</div>`;
const rows = (pairs: Array<[string, string]>) =>
  `<table>${pairs.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('')}</table>`;

function drawn(html: string, width: number, truth: WildDrawn['truth']): WildDrawn {
  return { html, paperWidth: width, truth };
}

export const WILD_LAYOUTS: WildLayout[] = [
  {
    name: 'bus-ticket',
    draw(random: Random, at: Day) {
      const fare = paise(random, 45, 640, true);
      const invoiceNo = `${pick(random, ['K', 'M', 'G'])}${digits(random, 7)}`;
      const html = bill(
        MONO_BOLD,
        12,
        300,
        `${m('GSRTC', 'x')}${m('AHMEDABAD - VADODARA  EXP')}
        ${l(`Tkt No: ${invoiceNo}`)}${l(`Dt: ${day(at, 'dd.mm.yy')}`, clock(random))}
        ${l('Adult x 1', 'Child x 0')}${l('Fare', `${fare}.00`)}${l('Reservation', '0.00')}
        ${l('Tkt Amt Rs.', `${fare}.00`)}${m('Wayfarer ETM  Cond. 40211')}`,
      );
      return drawn(html, 300, { amount: fare, invoiceNo, invoiceDate: at.iso, expenseType: 'bus' });
    },
  },
  {
    name: 'toll-slip',
    draw(random, at) {
      const fee = pick(random, [65, 95, 110, 145, 230, 315]);
      const invoiceNo = digits(random, 9);
      const html = bill(
        NARROW,
        14,
        280,
        `${m('NHAI - KHED SHIVAPUR FEE PLAZA', 'b')}
        ${l('Slip No :', invoiceNo)}${l('Date :', `${day(at, 'dd/mm/yy')} ${clock(random)}`)}
        ${l('Vehicle :', `MH14${pick(random, ['AB', 'CZ', 'EF'])}${digits(random, 4)}`)}${l('Class :', 'Car/Jeep/Van')}
        ${l('Journey :', 'Single')}${l('Amt Payable :', inr(fee, 'Rs./-'))}${m('Have a safe journey')}`,
      );
      return drawn(html, 280, { amount: fee, invoiceNo, invoiceDate: at.iso, expenseType: 'toll' });
    },
  },
  {
    name: 'courier-docket',
    draw(random, at) {
      const charge = paise(random, 60, 400, true);
      const gst = Math.round(charge * 0.18);
      const invoiceNo = `${digits(random, 9)}`;
      const html = bill(
        CONDENSED,
        12,
        330,
        `${m('SHREE MARUTI COURIER SERVICE', 'b')}${m('Baner Road, Pune')}
        ${l('Docket No.', invoiceNo)}${l('Booking Dt.', day(at, 'dd-mm-yyyy'))}
        ${l('Dest.', pick(random, ['NAGPUR', 'INDORE', 'SURAT']))}${l('Wt. (gm)', String(int(random, 100, 900)))}
        ${l('Freight', lakh(charge))}${l('GST 18%', lakh(gst))}<hr>
        ${l('NET AMT', inr(charge + gst, '/-'))}${l('Cash Tendered', lakh(Math.ceil((charge + gst) / 100) * 100))}`,
      );
      return drawn(html, 330, {
        amount: charge + gst,
        invoiceNo,
        invoiceDate: at.iso,
        expenseType: 'courier',
      });
    },
  },
  {
    name: 'hotel-gst-a4',
    draw(random, at) {
      const nights = int(random, 1, 4);
      const tariff = pick(random, [2200, 2850, 3400, 4100]);
      const room = nights * tariff;
      const tax = Math.round(room * 0.06 * 100) / 100;
      const total = room + tax * 2;
      const advance = pick(random, [1000, 2000]);
      const invoiceNo = `HS/${at.date.getUTCFullYear() % 100}-${digits(random, 4)}`;
      const html = bill(
        NOTO_SERIF,
        12,
        540,
        `${m('HOTEL SAHYADRI RESIDENCY', 'x')}
        ${m('GSTIN 27AAKFH4411M1Z3 · Station Road, Kolhapur')}${m('TAX INVOICE', 'b')}
        ${l(`Inv No: ${invoiceNo}`, `Date: ${day(at, 'dd.mm.yyyy')}`)}
        ${l(`Arrival: ${day(shifted(at, -nights), 'dd.mm.yyyy')}`, `Room: ${int(random, 101, 412)}`)}
        ${rows([
          [`Room Tariff ${nights} x ${lakh(tariff)}`, lakh(room)],
          ['CGST @ 6%', lakh(tax)],
          ['SGST @ 6%', lakh(tax)],
          ['Grand Total', lakh(total)],
          ['Less: Advance', lakh(advance)],
          ['Balance Paid at Check-out', lakh(total - advance)],
        ])}<p>Amount in words: Rupees as above only</p>`,
      );
      return drawn(html, 540, { amount: total, invoiceNo, invoiceDate: at.iso, expenseType: 'hotel' });
    },
  },
  {
    name: 'chemist',
    draw(random, at) {
      const lines = Array.from({ length: int(random, 2, 4) }, () => ({
        name: pick(random, ['PAN 40 TAB', 'DOLO 650', 'AZEE 500', 'ORS SACHET', 'BETADINE 10ML']),
        batch: `B${digits(random, 5)}`,
        expiry: day(shifted(at, int(random, 200, 700)), 'dd/mm/yy').slice(3),
        amount: paise(random, 20, 240),
      }));
      const total = Math.round(lines.reduce((all, each) => all + each.amount, 0) * 100) / 100;
      const invoiceNo = String(int(random, 1200, 98000));
      const html = bill(
        NOTO,
        11,
        340,
        `${m('SAI MEDICAL & GENERAL STORES', 'b')}${m('D.L. No. MH-PZ4-118822')}
        ${l(`Bill No: ${invoiceNo}`, `Date: ${day(at, 'dd/mm/yy')}`)}
        ${lines.map((each) => l(`${each.name} ${each.batch} Exp ${each.expiry}`, lakh(each.amount))).join('')}<hr>
        ${l('NET AMT', inr(total, 'Rs.'))}${m('Get well soon')}`,
      );
      return drawn(html, 340, { amount: total, invoiceNo, invoiceDate: at.iso, expenseType: 'pharmacy' });
    },
  },
  {
    name: 'prepaid-taxi',
    draw(random, at) {
      const fare = pick(random, [350, 420, 560, 780, 940]);
      const invoiceNo = digits(random, 6);
      const when = day(at, 'dd-MMM-yy');
      const part = (copy: string) => `${m(`PREPAID TAXI - ${copy}`, 'b')}${m('Pune Railway Station Booth')}
        ${l(`Receipt No ${invoiceNo}`, when)}${l('To: Hinjewadi Ph 2', 'Taxi MH12 QW 4471')}${l('Fare Rs.', `${fare}/-`)}`;
      const html = bill(
        NARROW,
        14,
        300,
        `${part('PASSENGER COPY')}<div class="cut">${part('COUNTERFOIL')}</div>`,
      );
      return drawn(html, 300, { amount: fare, invoiceNo, invoiceDate: at.iso, expenseType: 'taxi' });
    },
  },
  {
    name: 'rail-eticket',
    draw(random, at) {
      const fare = paise(random, 300, 2400, true) + pick(random, [0.75, 0.5, 0]);
      const invoiceNo = digits(random, 10);
      const html = bill(
        NOTO,
        11,
        520,
        `${m('Electronic Reservation Slip (ERS)', 'b')}
        ${l(`PNR: ${invoiceNo}`, `Train: ${digits(random, 5)} / DECCAN QUEEN`)}
        ${l(`Transaction ID: 10000${digits(random, 10)}`, `Booked: ${day(shifted(at, -int(random, 3, 40)), 'dd-MMM-yy')}`)}
        ${l(`Date of Journey: ${day(at, 'dd-MMM-yy')}`, 'Class: CC')}
        ${rows([
          ['Ticket Fare', lakh(fare - 35.4)],
          ['IRCTC Convenience Fee (Incl. of GST)', '35.40'],
          ['Total Fare (all inclusive)', `₹ ${lakh(fare)}`],
        ])}`,
      );
      return drawn(html, 520, { amount: fare, invoiceNo, invoiceDate: at.iso, expenseType: 'rail' });
    },
  },
  {
    name: 'fuel-hindi',
    draw(random, at) {
      const rate = int(random, 9450, 10690) / 100;
      const litres = int(random, 500, 3800) / 100;
      const amount = Math.round(rate * litres * 100) / 100;
      const invoiceNo = `${int(random, 1, 9)}${digits(random, 5)}`;
      const html = bill(
        HINDI,
        13,
        300,
        `${m('भारत पेट्रोलियम', 'x')}${m('BHARAT PETROLEUM · SHIVAM FUELS')}
        ${l(`Receipt No: ${invoiceNo}`)}${l(`Date: ${day(at, 'dd.mm.yy')}`, clock(random))}
        ${l('Nozzle', String(int(random, 1, 8)))}${l('Rate/Ltr', rate.toFixed(2))}${l('Volume', litres.toFixed(2))}
        ${l('Amount(Rs)', lakh(amount))}${m('धन्यवाद')}`,
      );
      return drawn(html, 300, { amount, invoiceNo, invoiceDate: at.iso, expenseType: 'fuel' });
    },
  },
  {
    name: 'lodge-written',
    draw(random, at) {
      const rent = pick(random, [600, 800, 950, 1200, 1500]);
      const nights = int(random, 1, 3);
      const invoiceNo = String(int(random, 100, 9999));
      const written = "'Noto Serif', serif; font-style: italic";
      const html = bill(
        written,
        15,
        320,
        `${m('SHRI GANESH LODGING', 'x')}${m('Near S.T. Stand, Satara')}
        ${l(`Bill No. ${invoiceNo}`, `Dt. ${day(at, 'dd/mm/yy')}`)}${l(`Room Rent ${nights} x ${rent}`, `${rent * nights}/-`)}
        ${l('Advance recd.', '500/-')}${l('Total Rs.', `${rent * nights}/-`)}${m('Check out time 24 hrs')}`,
      );
      return drawn(html, 320, {
        amount: rent * nights,
        invoiceNo,
        invoiceDate: at.iso,
        expenseType: 'hotel',
      });
    },
  },
  {
    name: 'restaurant-inv',
    draw(random, at) {
      const items = Array.from({ length: int(random, 2, 5) }, () => paise(random, 90, 420, true));
      const food = items.reduce((all, each) => all + each, 0);
      const tax = Math.round(food * 0.025 * 100) / 100;
      const net = Math.round(food + 2 * tax);
      const invoiceNo = `${pick(random, ['R', 'T'])}${digits(random, 5)}`;
      const html = bill(
        NOTO,
        12,
        320,
        `${m('UDUPI KRISHNA BHAVAN', 'x')}${m('Pure Veg · FC Road')}
        ${l(`Inv No: ${invoiceNo}`, `Tbl ${int(random, 1, 18)}`)}${l(`${day(at, 'dd MMM yyyy')}`, clock(random))}
        ${items.map((price, index) => l(`Item ${index + 1}`, `${price}.00`)).join('')}<hr>
        ${l('Sub Total', lakh(food))}${l('CGST 2.5%', lakh(tax))}${l('SGST 2.5%', lakh(tax))}
        ${l('Round Off', lakh(net - food - 2 * tax))}${l('Amt Payable', inr(net, '₹'))}
        ${l('Cash Tendered', lakh(Math.ceil(net / 500) * 500))}${l('Balance', lakh(Math.ceil(net / 500) * 500 - net))}`,
      );
      return drawn(html, 320, { amount: net, invoiceNo, invoiceDate: at.iso, expenseType: 'restaurant' });
    },
  },
  {
    name: 'parking',
    draw(random, at) {
      const fee = pick(random, [20, 30, 40, 60, 80]);
      const invoiceNo = `P${digits(random, 6)}`;
      const html = bill(
        MONO_BOLD,
        13,
        260,
        `${m('PMC PAY & PARK', 'b')}${m('Deccan Gymkhana')}
        ${l('Slip No', invoiceNo)}${l('Date', day(at, 'dd-mm-yyyy'))}${l('In', clock(random))}
        ${l('Vehicle', '4W')}${l('Amount', inr(fee, 'Rs'))}`,
      );
      return drawn(html, 260, { amount: fee, invoiceNo, invoiceDate: at.iso, expenseType: 'parking' });
    },
  },
  {
    name: 'cab-invoice',
    draw(random, at) {
      const fare = paise(random, 140, 1350);
      const toll = pick(random, [0, 65, 110]);
      const total = Math.round((fare + toll) * 100) / 100;
      const invoiceNo = `CRN${digits(random, 10)}`;
      const html = bill(
        NARROW,
        13,
        360,
        `${m('Meru Cabs · Trip Invoice', 'x')}
        ${l(`Invoice No: ${invoiceNo}`)}${l(`Invoice Date: ${day(at, 'dd-MMM-yy')}`)}
        ${l('Trip fare', lakh(fare))}${l('Tolls & Parking', lakh(toll))}${l('Wallet balance', lakh(int(random, 0, 900)))}<hr>
        ${l('NET AMT', inr(total, 'Rs.'))}`,
      );
      return drawn(html, 360, { amount: total, invoiceNo, invoiceDate: at.iso, expenseType: 'taxi' });
    },
  },
];
