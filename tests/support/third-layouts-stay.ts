// The third set's bills of a stay and of the town: a rail e-ticket, a lodge's GST invoice, a dhaba's bill,
// a chemist's dot-matrix cash memo, a courier's booking receipt and a bill labelled in Marathi or Hindi.
// Drawn from memory of real Indian bills, not from the other sets (which were not read); no Node imports.
import {
  between,
  chance,
  clock,
  digits,
  drawnBill,
  gstin,
  letters,
  oneOf,
  paise,
  phone,
  plain,
  printDay,
  type Rng,
  rupees,
  shift,
  type ThirdLayout,
  zeros,
} from './third-formats';

const row = (left: string, right: string, css = '') =>
  `<tr class="${css}"><td>${left}</td><td class="r">${right}</td></tr>`;
/** A few lines of a menu or a shelf: name, quantity, rate and their amount. */
export function items(rng: Rng, menu: Array<[string, number]>, count: number) {
  const pool = [...menu];
  for (let index = pool.length - 1; index > 0; index--) {
    const other = between(rng, 0, index);
    [pool[index], pool[other]] = [pool[other] as [string, number], pool[index] as [string, number]];
  }
  return pool.slice(0, count).map(([name, rate]) => {
    const quantity = between(rng, 1, 3);
    return { name, rate, quantity, amount: rate * quantity };
  });
}

/** An e-ticket's reservation slip: the PNR, a transaction id, the booking day long before the journey. */
const railTicket: ThirdLayout = {
  name: 'rail-ers',
  draw(rng, day) {
    const fare = 5 * between(rng, 30, 400);
    const fee = oneOf(rng, [11.8, 17.7, 23.6]);
    const insurance = chance(rng, 0.5) ? 0.45 : 0;
    const amount = paise(fare + fee + insurance);
    const invoiceNo = `${between(rng, 1, 8)}${digits(rng, 9)}`;
    const date = printDay(day, oneOf(rng, ['dd-Mon-yyyy', 'dd/mm/yyyy'] as const));
    const booked = printDay(shift(day, -between(rng, 1, 60)), 'dd-Mon-yyyy');
    const printedAmount = `₹ ${rupees(amount)}`;
    const [from, to] = oneOf(rng, [
      ['PUNE JN (PUNE)', 'C SHIVAJI MAH T (CSMT)'],
      ['NAGPUR (NGP)', 'AMRAVATI (AMI)'],
      ['SOLAPUR (SUR)', 'KALABURAGI (KLBG)'],
    ]);
    const train = oneOf(rng, [
      '12128/INTERCITY EXP',
      '11030/KOYNA EXPRESS',
      '12140/SEVAGRAM EXP',
      '22226/VANDE BHARAT',
    ]);
    const cell = (label: string, value: string) => `<td><small>${label}</small><br><b>${value}</b></td>`;
    const body = `<div class="t">Electronic Reservation Slip (ERS) <span>Normal User</span></div>
<table class="grid"><tr>${cell('Booked From', from)}${cell('Boarding At', from)}${cell('To', to)}</tr>
<tr>${cell('Start Date*', date)}${cell('Departure*', `${clock(rng)} ${date}`)}${cell('Arrival*', clock(rng))}</tr>
<tr>${cell(oneOf(rng, ['PNR', 'PNR No.']), invoiceNo)}${cell('Train No./Name', train)}${cell('Class', 'CHAIR CAR (CC)')}</tr>
<tr>${cell('Quota', 'GENERAL (GN)')}${cell('Distance', `${between(rng, 90, 600)} KM`)}${cell('Booking Date', `${booked} ${clock(rng, '24s')} HRS`)}</tr></table>
<p>Passenger: 1. ${oneOf(rng, ['RAHUL PATIL', 'SNEHA JOSHI', 'K VENKATESH'])}, ${between(rng, 24, 55)}, ${oneOf(rng, ['M', 'F'])} — CNF/C${between(rng, 1, 9)}/${between(rng, 1, 78)}</p>
<p>Transaction ID: ${digits(rng, 15)}</p>
<table class="pay">${row('Ticket Fare', `₹ ${plain(fare)}`)}${row('Convenience Fee (Incl. of GST)', `₹ ${plain(fee)}`)}
${row('Travel Insurance Premium (Incl. of GST)', `₹ ${plain(insurance)}`)}
<tr class="tot"><td>${oneOf(rng, ['Total Fare (all inclusive)', 'Total Amount'])}</td><td class="r">${printedAmount}</td></tr></table>
<p class="foot">* The departure and arrival times are as on the day of journey. Customer care 14646. Carry an original
photo ID. Chart prepared 4 hrs before departure. GSTIN of supplier ${gstin(rng, '07')}.</p>`;
    const css = `#bill{font:13px/1.4 'Liberation Sans',sans-serif;color:#111;padding:26px 28px;background:#fff}
.t{font-size:19px;font-weight:bold;border-bottom:2px solid #333;margin-bottom:10px}.t span{font-size:12px;font-weight:normal}
.grid td{border:1px solid #aaa;padding:4px 6px;width:33%;vertical-align:top}.grid small{color:#555}
.pay{width:70%!important;margin-top:8px}.tot td{font-weight:bold;border-top:1px solid #333}.foot{font-size:10.5px;color:#444}`;
    return drawnBill(
      660,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'rail' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A lodge's GST invoice on check-out: nights from check-in, CGST and SGST, an advance and a balance. */
const lodgeInvoice: ThirdLayout = {
  name: 'lodge-gst',
  draw(rng, day) {
    const nights = between(rng, 1, 4);
    const tariff = 50 * between(rng, 18, 90);
    const rate = tariff > 7500 ? 0.09 : oneOf(rng, [0.06, 0.025]);
    const taxable = tariff * nights;
    const tax = paise(taxable * rate);
    const amount = paise(taxable + 2 * tax);
    const advance = chance(rng, 0.5) ? 500 * between(rng, 1, Math.floor(amount / 500)) : 0;
    const books = day.month >= 4 ? day.year : day.year - 1;
    const invoiceNo = `${letters(rng, 2)}/${zeros(books % 100)}-${zeros((books + 1) % 100)}/${zeros(between(rng, 1, 4999), 5)}`;
    const format = oneOf(rng, ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd-Mon-yyyy'] as const);
    const date = printDay(day, format);
    const printedAmount = `${oneOf(rng, ['₹', 'Rs.', 'INR'])} ${rupees(amount)}`;
    const stayRows = Array.from(
      { length: nights },
      (_, night) =>
        `<tr><td>${printDay(shift(day, night - nights), format)}</td><td>Room Tariff</td><td>996311</td><td class="r">${rupees(tariff)}</td></tr>`,
    ).join('');
    const [street, town, pin] = oneOf(rng, [
      ['Station Road', 'Solapur', 413001],
      ['Camp', 'Amravati', 444602],
      ['Ring Road', 'Akola', 444001],
    ] as const);
    const pct = `${(rate * 100).toFixed(rate === 0.025 ? 1 : 0)}%`;
    const body = `<div class="c name">HOTEL ${oneOf(rng, ['SAHYADRI RESIDENCY', 'SHREYAS LODGING', 'PANCHAVATI INN', 'KRISHNA PALACE'])}</div>
<div class="c">Lodging &amp; Boarding · ${street}, ${town} ${pin}</div>
<div class="c">Ph. ${phone(rng)} · GSTIN ${gstin(rng, '27')}</div><div class="c t">TAX INVOICE</div>
<table class="meta">${row(`${oneOf(rng, ['Invoice No', 'Bill No.', 'Inv. No.'])}: <b>${invoiceNo}</b>`, `Invoice Date: <b>${date}</b>`)}
${row(`GRC No: ${digits(rng, 4)}`, `Room No: ${between(rng, 101, 409)} (${oneOf(rng, ['Deluxe AC', 'Non AC', 'Executive'])})`)}
${row(`Arrival: ${printDay(shift(day, -nights), format)} ${clock(rng)}`, `Departure: ${date} ${zeros(between(rng, 7, 11))}:${zeros(between(rng, 0, 59))}`)}
${row(`Guest: ${oneOf(rng, ['Mr. Nilesh Pawar', 'Mr. A. Shaikh', 'Ms. Rupali Kale'])}`, `Company: ${oneOf(rng, ['Medisun Pharma Ltd', 'Arogya Lifesciences'])}`)}</table>
<table class="lines"><tr><th>Date</th><th>Particulars</th><th>SAC</th><th class="amt">Amount</th></tr>${stayRows}</table>
<table class="sum">${row('Taxable Value', rupees(taxable))}${row(`CGST @ ${pct}`, rupees(tax))}${row(`SGST @ ${pct}`, rupees(tax))}
<tr class="tot"><td>${oneOf(rng, ['Grand Total', 'Net Payable', 'Bill Amount'])}</td><td class="r">${printedAmount}</td></tr>
${row('Advance Received', rupees(advance))}${row('Balance', rupees(paise(amount - advance)))}</table>
<p>Check-out time 12 noon. Subject to ${town} jurisdiction.</p>
<div class="r sign">For the Hotel<br><br>Authorised Signatory</div>`;
    const css = `#bill{font:14px/1.45 'DejaVu Serif',serif;color:#1c1c1c;padding:28px 30px;background:#fffdf8}
.name{font-size:22px;font-weight:bold;letter-spacing:1px}.t{margin:10px 0;font-weight:bold;text-decoration:underline}
.meta td{padding:2px 0}.lines{margin-top:10px}.lines th,.lines td{border:1px solid #777;padding:3px 6px;text-align:left}.lines .r,.lines .amt{text-align:right}
.sum{width:60%!important;margin-left:40%;margin-top:8px}.tot td{font-weight:bold;font-size:16px;border-top:1px solid #333}
.sign{margin-top:8px}`;
    return drawnBill(
      620,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'hotel' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

const DHABA_MENU: Array<[string, number]> = [
  ['Paneer Butter Masala', 240],
  ['Dal Tadka', 160],
  ['Tandoori Roti', 20],
  ['Butter Naan', 45],
  ['Jeera Rice', 140],
  ['Veg Kolhapuri', 210],
  ['Masala Papad', 40],
  ['Sweet Lassi', 60],
  ['Mineral Water', 20],
  ['Chicken Handi', 320],
];

/** A highway dhaba's thermal bill: items, subtotal, GST, a round-off, the cash tendered and the change. */
const dhabaBill: ThirdLayout = {
  name: 'dhaba-bill',
  draw(rng, day) {
    const lines = items(rng, DHABA_MENU, between(rng, 2, 6));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const tax = paise(subtotal * 0.025);
    const amount = Math.round(subtotal + 2 * tax);
    const roundOff = paise(amount - subtotal - 2 * tax);
    const tendered = Math.ceil((amount + 1) / 100) * 100 + oneOf(rng, [0, 0, 100, 400]);
    const invoiceNo = chance(rng, 0.5) ? String(between(rng, 100, 9999)) : `B-${digits(rng, 5)}`;
    const date = printDay(day, oneOf(rng, ['dd/mm/yy', 'dd-mm-yyyy', 'dd.mm.yyyy'] as const));
    const printedAmount = oneOf(rng, [`Rs. ${plain(amount)}`, `${amount}.00`, `₹${amount}/-`]);
    const body = `<div class="c name">${oneOf(rng, ['HOTEL HIGHWAY KING', 'SAI DARBAR DHABA', 'PUNJABI ZAIKA', 'HOTEL RAJ PALACE'])}</div>
<div class="c">Pure Veg &amp; Non-Veg Family Restaurant</div><div class="c">NH-${oneOf(rng, ['48', '65', '361'])}, Near Toll Naka, PIN ${between(rng, 410001, 445999)}</div>
<div class="c">Mob: ${phone(rng)}</div><div class="c">GSTIN: ${gstin(rng, '27')}</div><hr>
<table>${row(`${oneOf(rng, ['Bill No', 'Bill #', 'Inv. No.'])}: ${invoiceNo}`, `Table: ${between(rng, 1, 24)}`)}
${row(`Date: ${date}`, clock(rng, '12'))}${row(`Steward: ${oneOf(rng, ['Ramesh', 'Sunil', 'Babu'])}`, `KOT: ${between(rng, 10, 99)}`)}</table><hr>
<table><tr class="b"><td>Item</td><td class="r">Qty</td><td class="r">Rate</td><td class="r">Amt</td></tr>
${lines.map((line) => `<tr><td>${line.name}</td><td class="r">${line.quantity}</td><td class="r">${line.rate}</td><td class="r">${plain(line.amount)}</td></tr>`).join('')}</table><hr>
<table>${row('Sub Total', plain(subtotal))}${row('CGST @2.5%', plain(tax))}${row('SGST @2.5%', plain(tax))}
${row('Round Off', `${roundOff < 0 ? '-' : '+'}${plain(Math.abs(roundOff))}`)}
<tr class="tot"><td>${oneOf(rng, ['Net Payable', 'TOTAL Rs', 'Bill Amount', 'Grand Total'])}</td><td class="r">${printedAmount}</td></tr>
${row('Cash Tendered', plain(tendered))}${row('Change', plain(tendered - amount))}</table><hr>
<div class="c">Thank You !! Visit Again</div>`;
    const css = `#bill{font:13px/1.4 'DejaVu Sans Condensed','DejaVu Sans',sans-serif;padding:14px 14px;background:#fdfdfb;
color:#2a2a2a}.name{font-size:18px;font-weight:bold}hr{border:0;border-top:1px dashed #555}
.tot td{font-weight:bold;font-size:16px;padding:3px 0}`;
    return drawnBill(
      300,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'restaurant' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

export const STAY_LAYOUTS = [railTicket, lodgeInvoice, dhabaBill];
