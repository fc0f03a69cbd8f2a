// The third set's bills of the road: a bus conductor's handheld ticket, a prepaid taxi voucher, an app cab's
// A4 tax invoice, a highway toll slip, a petrol pump slip and a pay-and-park coupon. Drawn from memory of
// real Indian bills, not from the other sets (which were not read); no Node imports.
import {
  between,
  chance,
  clock,
  type DateFormat,
  digits,
  drawnBill,
  gstin,
  inWords,
  letters,
  oneOf,
  paise,
  phone,
  plain,
  printDay,
  rupees,
  shift,
  type ThirdLayout,
  vehicle,
  zeros,
} from './third-formats';

const PLACES = ['SWARGATE', 'SATARA', 'KOLHAPUR', 'NASHIK CBS', 'AHMEDNAGAR', 'LATUR', 'SANGLI', 'BARAMATI'];
const TRIPS = [
  ['Pune', 'Baner Road 411045', 'Ruby Hall Clinic 411001'],
  ['Bengaluru', 'Koramangala 560034', 'Manipal Hospital 560017'],
  ['Nagpur', 'Dharampeth 440010', 'GMC Hospital 440003'],
  ['Nashik', 'College Road 422005', 'Wockhardt Hospital 422011'],
] as const;
const row = (left: string, right: string, css = '') =>
  `<tr class="${css}"><td>${left}</td><td class="r">${right}</td></tr>`;

/** A state transport ticket from the conductor's handheld machine: narrow, dot-spaced capitals. */
const busTicket: ThirdLayout = {
  name: 'st-bus-etim',
  draw(rng, day) {
    const full = 5 * between(rng, 6, 90);
    const adults = between(rng, 1, 3);
    const halves = chance(rng, 0.35) ? 1 : 0;
    const half = Math.ceil(full / 10) * 5;
    const cess = adults + halves;
    const amount = full * adults + half * halves + cess;
    const invoiceNo = chance(rng, 0.5) ? digits(rng, 6) : `${letters(rng, 1)}${digits(rng, 7)}`;
    const date = printDay(day, oneOf(rng, ['dd/mm/yy', 'dd-mm-yyyy'] as const));
    const printedAmount = plain(amount);
    const [from, to] = [oneOf(rng, PLACES.slice(0, 4)), oneOf(rng, PLACES.slice(4))];
    const body = `<div class="c b">${oneOf(rng, ['M.S.R.T.C.', 'K.S.R.T.C.', 'G.S.R.T.C.'])}</div>
<div class="c">DEPOT: ${from}-${between(rng, 1, 4)}</div><div class="c">${oneOf(rng, ['ORDINARY', 'SEMI LUXURY', 'SHIVSHAHI'])}</div>
<table>${row(`${oneOf(rng, ['TKT NO', 'Tic.No', 'S.No.'])}:`, invoiceNo)}
${row('BUS:', vehicle(rng))}${row('WAYBILL:', digits(rng, 7))}
${row(`DT:${date}`, `TM:${clock(rng)}`)}
${row('FROM:', from)}${row('TO:', to)}${row('KM:', String(between(rng, 20, 380)))}
${row(`FULL ${adults} X`, plain(full))}${halves ? row('HALF 1 X', plain(half)) : ''}
${row('ASAN/CESS:', plain(cess))}${row('RES.CHG:', '0.00')}
<tr class="b big"><td>${oneOf(rng, ['TOTAL Rs', 'TOTAL', 'NET AMT Rs'])}:</td><td class="r">${printedAmount}</td></tr>
${row('CONDR:', digits(rng, 5))}${row('ETIM:', `${letters(rng, 2)}${digits(rng, 5)}`)}</table>
<div class="c">HAPPY JOURNEY</div><div class="c">HELPLINE 1800${digits(rng, 7)}</div>`;
    const css = `#bill{font:13px/1.35 'Liberation Mono',monospace;letter-spacing:1.4px;padding:14px 12px;
background:#f6f3ea;color:#2b2b2b;text-transform:uppercase}.big td{font-size:15px;padding:3px 0}`;
    return drawnBill(
      240,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'bus' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A prepaid taxi booth's voucher at a station: blue carbon ink, a red serial, the fare in words. */
const prepaidTaxi: ThirdLayout = {
  name: 'prepaid-taxi',
  draw(rng, day) {
    const fare = 10 * between(rng, 12, 95);
    const service = oneOf(rng, [5, 10, 20]);
    const amount = fare + service;
    const invoiceNo = zeros(between(rng, 1, 99999), 6);
    const date = printDay(day, oneOf(rng, ['dd.mm.yyyy', 'dd/mm/yyyy'] as const));
    const printedAmount = `Rs. ${amount}/-`;
    const station = oneOf(rng, ['Pune Railway Station', 'Nagpur Jn.', 'Aurangabad Airport', 'Mumbai CSMT']);
    const body = `<div class="c head">PREPAID TAXI BOOTH</div><div class="c">Managed by Traffic Police, ${station}</div>
<div class="serial">${oneOf(rng, ['Voucher No', 'Sl. No.', 'Receipt #'])} <b>${invoiceNo}</b></div>
<table>${row(`Date: ${date}`, `Time: ${clock(rng, '12')}`)}
${row('Taxi No.', vehicle(rng))}${row('Destination', oneOf(rng, ['Hinjewadi Ph-2', 'Kothrud Depot', 'Civil Lines', 'MIDC Area']))}
${row('Approx. Km', String(between(rng, 4, 40)))}${row('Fare', `Rs. ${fare}/-`)}${row('Booth charge', `Rs. ${service}/-`)}
<tr class="tot"><td>${oneOf(rng, ['Total', 'Amount Paid', 'Total Fare'])}</td><td class="r">${printedAmount}</td></tr></table>
<div>(Rupees ${inWords(amount)} Only)</div>
<div class="small">Luggage Rs 10 per piece extra. Pay the driver nothing more. Complaints: 100 / ${phone(rng)}</div>
<div class="c small">PASSENGER COPY</div>`;
    const css = `#bill{font:14px/1.5 'DejaVu Serif Condensed','DejaVu Serif',serif;color:#23357a;padding:16px 18px;
background:#eef0f6}.head{font-size:18px;font-weight:bold;letter-spacing:2px}.serial{margin:8px 0;color:#b3262a;
font-size:15px}.serial b{font-size:20px;font-family:'Liberation Mono',monospace}.tot td{border-top:1px dashed #23357a;
font-weight:bold;font-size:16px}.small{font-size:11px;margin-top:6px}`;
    return drawnBill(
      340,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'taxi' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** An app cab's emailed tax invoice: invoice number beside the trip id, a tax breakup, a toll passed on. */
const appCab: ThirdLayout = {
  name: 'app-cab-invoice',
  draw(rng, day) {
    const [city, pickup, drop] = oneOf(rng, TRIPS);
    const km = between(rng, 30, 320) / 10;
    const kind = oneOf(rng, ['Auto', 'Mini', 'Sedan'] as const);
    const ride = paise(30 + km * { Auto: 14, Mini: 19, Sedan: 24 }[kind] + between(rng, 0, 4000) / 100);
    const booking = oneOf(rng, [0, 15, 25, 30]);
    const discount = chance(rng, 0.3) ? between(rng, 20, 75) : 0;
    const taxable = paise(ride + booking - discount);
    const tax = paise(taxable * 0.025);
    const toll = chance(rng, 0.4) ? oneOf(rng, [40, 65, 95, 130]) : 0;
    const amount = paise(taxable + 2 * tax + toll);
    const invoiceNo = `${oneOf(rng, ['MH', 'KA', 'TS'])}${zeros(between(rng, 23, 26))}${digits(rng, 2)}-${digits(rng, 7)}`;
    const format = oneOf(rng, ['Mon dd, yyyy', 'dd MON yyyy'] as const satisfies DateFormat[]);
    const date = printDay(day, format);
    const printedAmount = `₹${rupees(amount, { western: true })}`;
    const label = oneOf(rng, ['Invoice Number', 'Invoice No.', 'Doc No']);
    const line = (name: string, value: string) => `<tr><td>${name}</td><td class="r">${value}</td></tr>`;
    const body = `<div class="top"><div class="brand">Sawaari<span>rides</span></div><div class="r">
<div class="t">Tax Invoice</div><div>${label}: <b>${invoiceNo}</b></div><div>Trip ID: CRN${digits(rng, 10)}</div>
<div>Invoice Date: ${date}</div></div></div>
<p>Billed to: ${oneOf(rng, ['Amit Kulkarni', 'S. Raghavan', 'Priya Deshpande'])}<br>Pickup ${clock(rng, '12')}:
${pickup}, ${city}<br>Drop: ${drop}, ${city}<br>${km.toFixed(1)} km · ${Math.round(km * 2.6 + between(rng, 4, 15))} min · ${kind}</p>
<table class="lines"><tr><th>Description</th><th class="r">SAC 996412</th></tr>
${line('Ride fare', plain(ride))}${booking ? line('Booking fee', plain(booking)) : ''}
${discount ? line('Promotion', `-${plain(discount)}`) : ''}${line('Taxable value', plain(taxable))}
${line('CGST 2.5%', plain(tax))}${line('SGST 2.5%', plain(tax))}${toll ? line('Toll (pass-through, no GST)', plain(toll)) : ''}
<tr class="tot"><td>${oneOf(rng, ['Total (INR)', 'Total Amount', 'Amount Paid'])}</td><td class="r">${printedAmount}</td></tr></table>
<p class="foot">Paid by ${oneOf(rng, ['UPI', 'Cash', 'Wallet'])}. Supplier: Sawaari Mobility Pvt Ltd, GSTIN ${gstin(rng, '27')}.
Customer care 080-${digits(rng, 8)}. This is a computer generated invoice and needs no signature.</p>`;
    const css = `#bill{font:14px/1.5 'Noto Sans',sans-serif;color:#222;padding:34px 38px;background:#fff}
.top{display:flex;justify-content:space-between;border-bottom:3px solid #0a7d5a;padding-bottom:12px}
.brand{font:bold 30px 'Noto Sans';color:#0a7d5a}.brand span{font-weight:normal;color:#555;font-size:18px}
.t{font-size:20px;font-weight:bold}.lines th{text-align:left;border-bottom:1px solid #999;color:#666;font-weight:normal}
.lines td{padding:3px 0}.tot td{border-top:2px solid #222;font-weight:bold;font-size:17px;padding-top:6px}
.foot{font-size:11px;color:#666;margin-top:22px}`;
    return drawnBill(
      640,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'taxi' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A highway toll plaza's slip: the fee without paise, a timestamp, a return journey's valid-till. */
const tollSlip: ThirdLayout = {
  name: 'toll-plaza',
  draw(rng, day) {
    const single = 5 * between(rng, 8, 60);
    const isReturn = chance(rng, 0.4);
    const amount = isReturn ? Math.round((single * 1.5) / 5) * 5 : single;
    const invoiceNo = `${zeros(between(rng, 1, 12))}${digits(rng, 2)}${zeros(day.month)}${digits(rng, 6)}`;
    const date = printDay(day, oneOf(rng, ['yyyy-mm-dd', 'dd/mm/yyyy'] as const));
    const printedAmount = chance(rng, 0.5) ? `Rs. ${amount}` : `₹ ${amount}.00`;
    const plaza = oneOf(rng, ['KHED SHIVAPUR', 'TALEGAON', 'ANEWADI', 'KINI', 'NAVALE']);
    const body = `<div class="c">NATIONAL HIGHWAY FEE PLAZA</div><div class="c b">${plaza} TOLL PLAZA</div>
<div class="c">NH-${oneOf(rng, ['48', '52', '160', '753'])} KM ${between(rng, 10, 400)}.${digits(rng, 3)}</div><hr>
<table>${row(`${oneOf(rng, ['Receipt No', 'Ticket No', 'Txn ID'])}:`, invoiceNo)}
${row('Date:', `${date} ${clock(rng, '24s')}`)}${row('Lane / Booth:', `L${zeros(between(rng, 1, 12))}`)}
${row('Collector ID:', digits(rng, 4))}${row('Vehicle No:', vehicle(rng))}${row('Class:', 'CAR/JEEP/VAN')}
${row('Journey:', isReturn ? 'RETURN' : 'SINGLE')}${isReturn ? row('Valid till:', `${printDay(shift(day, 1), 'dd/mm/yyyy')} 23:59`) : ''}
<tr class="fee"><td>${oneOf(rng, ['Fee', 'Amount', 'Toll Fee'])}:</td><td class="r">${printedAmount}</td></tr>
${row('Overload fee:', '0')}</table><hr>
<div class="c">Payment: ${oneOf(rng, ['CASH', 'CASH (FASTag fail)'])}</div><div class="c">Helpline 1033 · Wish you a safe journey</div>`;
    const css = `#bill{font:13px/1.45 'DejaVu Sans Mono',monospace;padding:14px 14px;background:#fbfbf8;color:#333}
hr{border:0;border-top:1px dashed #777}.fee td{font-weight:bold;font-size:16px}`;
    return drawnBill(
      290,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'toll' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A petrol pump's slip from the dispenser's printer: rate, volume and amount, a preset, a local id. */
const fuelSlip: ThirdLayout = {
  name: 'petrol-pump',
  draw(rng, day) {
    const product = oneOf(rng, ['PETROL', 'DIESEL', 'XTRA PREMIUM']);
    const rate = paise((product === 'DIESEL' ? between(rng, 8900, 9450) : between(rng, 10200, 11200)) / 100);
    const preset = chance(rng, 0.6);
    const amount = preset
      ? oneOf(rng, [300, 500, 1000, 1500, 2000, 2500])
      : paise((rate * between(rng, 300, 3200)) / 100);
    const volume = (amount / rate).toFixed(2);
    const invoiceNo = String(between(rng, 120, 99999));
    const date = printDay(day, oneOf(rng, ['dd/mm/yyyy', 'dd-mm-yy', 'dd.mm.yyyy'] as const));
    const printedAmount = plain(amount);
    const row = (label: string, value: string) => `<div>${label.padEnd(11, ' ')}: ${value}</div>`;
    const body = `<div class="c">WELCOME</div><div class="c b">${oneOf(rng, ['SHRI GANESH', 'OM SAI', 'JAY BHAVANI', 'NEW HIGHWAY'])} SERVICE STN</div>
<div class="c">${oneOf(rng, ['SATARA ROAD', 'NAGAR ROAD', 'MIDC CHOWK'])}, PIN ${between(rng, 411001, 416999)}</div>
<div class="c">TEL: 0${between(rng, 20, 240)}-${digits(rng, 7)}</div><br>
<div class="slip">${row(oneOf(rng, ['RECEIPT NO', 'BILL NO', 'TXN NO', 'INVOICE NO']), invoiceNo)}
${row('LOCAL ID', digits(rng, 6))}${row('FIP NO', zeros(between(rng, 1, 8)))}${row('NOZZLE NO', String(between(rng, 1, 4)))}
${row('PRODUCT', product)}${row('RATE(Rs/L)', plain(rate))}${row('VOLUME(L)', volume)}
<b>${row(oneOf(rng, ['AMOUNT(Rs)', 'AMOUNT', 'SALE AMT']), printedAmount)}</b>${row('PRESET', preset ? `AMOUNT ${amount}` : 'FILL')}
${row('VEH NO', vehicle(rng))}${row('MOB NO', phone(rng))}${row('DATE', date)}${row('TIME', clock(rng, '24s'))}</div><br>
<div class="c">THANK YOU ! VISIT AGAIN</div><div class="c">SAVE FUEL YAANI SAVE MONEY</div>`;
    const css = `#bill{font:12.5px/1.4 'Liberation Mono',monospace;padding:12px 14px;background:#fcfcf7;color:#3a3a3a;
letter-spacing:0.6px}.slip div{white-space:pre}`;
    return drawnBill(
      260,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'fuel' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A municipal pay-and-park coupon: in and out times, an hourly rate, the charge with '/-'. */
const parkingCoupon: ThirdLayout = {
  name: 'pay-and-park',
  draw(rng, day) {
    const wheels = oneOf(rng, ['2W', '4W']);
    const hourly = wheels === '2W' ? 10 : oneOf(rng, [15, 20, 30]);
    const hours = between(rng, 1, 6);
    const amount = hourly * hours;
    const invoiceNo = zeros(between(rng, 1, 999999), 6);
    const date = printDay(day, oneOf(rng, ['dd-Mon-yyyy', 'dd/mm/yy'] as const));
    const printedAmount = oneOf(rng, [`Rs ${amount}/-`, `₹${amount}`, `${amount}.00`]);
    const inHour = between(rng, 8, 16);
    const body = `<div class="c b">${oneOf(rng, ['PUNE', 'NAGPUR', 'NASHIK', 'THANE'])} MUNICIPAL CORPORATION</div>
<div class="c">PAY &amp; PARK - ${oneOf(rng, ['SHIVAJINAGAR', 'SITABULDI', 'CBS', 'STATION ROAD'])}</div>
<div class="c small">Contractor: M/s ${oneOf(rng, ['Sai', 'Samarth', 'Kaveri'])} Enterprises, Mob ${phone(rng)}</div>
<table>${row(`${oneOf(rng, ['Coupon No', 'Ticket #', 'Sr. No.'])}:`, invoiceNo)}${row('Vehicle:', `${wheels} ${vehicle(rng)}`)}
${row('Date:', date)}${row('In:', `${zeros(inHour)}:${zeros(between(rng, 0, 59))}`)}${row('Out:', `${zeros(inHour + hours)}:${zeros(between(rng, 0, 59))}`)}
${row('Rate:', `Rs ${hourly}/hr`)}${row('Hours:', String(hours))}
<tr class="b big"><td>${oneOf(rng, ['Charges', 'Amount Paid', 'Total Amt'])}:</td><td class="r">${printedAmount}</td></tr></table>
<div class="small">Vehicle parked at owner's risk. Not responsible for loss or damage. Keep coupon till exit.</div>`;
    const css = `#bill{font:14px/1.4 'Liberation Sans Narrow','Liberation Sans',sans-serif;padding:12px 14px;
background:#fff6d8;color:#222;border-top:6px solid #d9a400}.small{font-size:11px}.big td{font-size:17px}`;
    return drawnBill(
      230,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'parking' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

export const ROAD_LAYOUTS = [busTicket, prepaidTaxi, appCab, tollSlip, fuelSlip, parkingCoupon];
