// The labelled receipts of the reading bench and tests: Indian bill layouts drawn as HTML, each with the
// fields a reader should find, generated from a seed (so no image is committed). No Node imports: the
// browser tests use these too.
import type { ReadExpenseType, ReceiptFields } from '../../src/features/receipts/prefill/fields';

export type ReceiptLayout = 'fuel' | 'restaurant' | 'hotel' | 'rail' | 'bus' | 'toll';

export const RECEIPT_LAYOUTS: ReceiptLayout[] = ['fuel', 'restaurant', 'hotel', 'rail', 'bus', 'toll'];

export interface Degradation {
  /** Degrees, either way, at most 5. */
  rotate: number;
  /** 0 (fresh print) to 1 (a thermal slip left in a wallet for months). */
  fade: number;
  /** Sensor grain: the strongest a pixel is pushed to black or white, 0 to about 0.35. Dust specks come with it. */
  noise: number;
  /** Out of focus: CSS px of blur, 0 to about 0.7. */
  blur: number;
}

/** The sheet a bill is printed on: a thermal slip by default, or a wider page (an A4 invoice, an e-ticket). */
export interface Paper {
  /** CSS px. */
  width: number;
  /** A CSS font-family. */
  font: string;
  /** CSS px. */
  size: number;
}

export interface ReceiptSpec {
  id: string;
  layout: string;
  paper?: Paper;
  /** What a perfect reader returns; expenseType always plain from the layout. */
  truth: Required<Pick<ReceiptFields, 'amount' | 'invoiceNo'>> & {
    invoiceDate?: string;
    expenseType: ReadExpenseType;
  };
  /** The QR code printed on the bill, if any: its text, as a generator encodes it. */
  qr?: { kind: 'gst' | 'upi'; text: string };
  degradation?: Degradation;
  /** The bill's own HTML, drawn on 'paper' 300-380 CSS px wide. */
  html: string;
}

/** Deterministic: the same seed and day always give the same receipts. */
export function receiptSpecs(
  options: { seed?: number; perLayout?: number; today?: Date } = {},
): ReceiptSpec[] {
  const { seed = 13, perLayout = 8, today = new Date() } = options;
  const random = mulberry32(seed);
  const specs: ReceiptSpec[] = [];
  for (const layout of RECEIPT_LAYOUTS) {
    for (let index = 0; index < perLayout; index++) {
      // Every other receipt is degraded, so each layout has clean and degraded ones.
      const isDegraded = index % 2 === 1;
      specs.push(makeSpec(layout, index, random, today, isDegraded));
    }
  }
  return specs;
}

// ------------------------------------------------------------------------------------------- values

export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const int = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
export const digits = (random: Random, count: number) =>
  Array.from({ length: count }, (_, i) => String(i === 0 ? int(random, 1, 9) : int(random, 0, 9))).join('');
export const pad = (value: number) => String(value).padStart(2, '0');
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Indian grouping: 1,23,456.00. */
export function rupees(value: number): string {
  return value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

export interface Day {
  iso: string;
  date: Date;
}

export function dayBefore(today: Date, days: number): Day {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - days));
  return { iso: date.toISOString().slice(0, 10), date };
}

type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yy' | 'dd.mm.yyyy' | 'd MMM yyyy' | 'd-MMM-yy' | 'dd-MMM-yyyy';

function formatDate({ date }: Day, style: DateStyle): string {
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  switch (style) {
    case 'dd/mm/yyyy':
      return `${pad(d)}/${pad(m + 1)}/${y}`;
    case 'dd-mm-yy':
      return `${pad(d)}-${pad(m + 1)}-${String(y).slice(2)}`;
    case 'dd.mm.yyyy':
      return `${pad(d)}.${pad(m + 1)}.${y}`;
    case 'd MMM yyyy':
      return `${d} ${MONTHS[m]} ${y}`;
    case 'd-MMM-yy':
      return `${d}-${MONTHS[m]}-${String(y).slice(2)}`;
    case 'dd-MMM-yyyy':
      return `${pad(d)}-${MONTHS[m]}-${y}`;
  }
}

type MoneyStyle = '₹' | 'Rs.' | 'Rs' | 'INR' | '';

const money = (value: number, style: MoneyStyle) => (style ? `${style} ${rupees(value)}` : rupees(value));

// ---------------------------------------------------------------------------------------------- html

export const row = (left: string, right = '') =>
  `<div class="row"><span>${left}</span><span>${right}</span></div>`;
export const centre = (text: string, className = '') => `<p class="c ${className}">${text}</p>`;
export const HR = '<hr>';

interface Drawn {
  html: string;
  truth: ReceiptSpec['truth'];
  qr?: ReceiptSpec['qr'];
}

function makeSpec(
  layout: ReceiptLayout,
  index: number,
  random: Random,
  today: Date,
  isDegraded: boolean,
): ReceiptSpec {
  const day = dayBefore(today, int(random, 1, 300));
  const drawn = DRAW[layout](random, day, index);
  const spec: ReceiptSpec = {
    id: `${layout}-${pad(index + 1)}${isDegraded ? '-degraded' : ''}`,
    layout,
    truth: drawn.truth,
    html: drawn.html,
  };
  if (drawn.qr) spec.qr = drawn.qr;
  if (isDegraded)
    spec.degradation = {
      rotate: round2((random() * 2 - 1) * 5),
      fade: round2(0.3 + random() * 0.5),
      noise: round2(0.15 + random() * 0.2),
      blur: round2(random() * 0.7),
    };
  return spec;
}

const DRAW: Record<ReceiptLayout, (random: Random, day: Day, index: number) => Drawn> = {
  fuel(random, day, index) {
    const [brand, product] = pick(random, [
      ['INDIAN OIL', 'PETROL'],
      ['HP PETROL PUMP', 'MS PETROL'],
      ['BHARAT PETROLEUM', 'HSD DIESEL'],
      ['NAYARA ENERGY', 'DIESEL'],
    ] as const);
    const rate = round2(int(random, 8900, 10800) / 100);
    const litres = round2(int(random, 500, 4500) / 100);
    const amount = round2(rate * litres);
    const invoiceNo = `${int(random, 1, 9)}${digits(random, 5)}`;
    const currency = pick(random, ['Rs.', '₹', 'Rs'] as const);
    const upi = index % 4 === 2;
    const html = `
      <h1>${brand}</h1>
      ${centre(`${pick(random, ['Shree Sai', 'Om Sai', 'Ganesh', 'Jai Bhavani'])} Auto Fuels<br>${pick(random, ['Mumbai-Agra Road, Nashik', 'Satara Road, Pune', 'NH 48, Lonavala'])}`)}
      ${centre(`GSTIN 27AA${digits(random, 4)}K1Z${int(random, 1, 9)}`, 'small')}${HR}
      ${row(`Receipt No: ${invoiceNo}`)}
      ${row(`Date: ${formatDate(day, 'dd/mm/yyyy')}`, `Time: ${pad(int(random, 6, 21))}:${pad(int(random, 0, 59))}`)}
      ${row('Nozzle No', String(int(random, 1, 8)))}${row('Product', product)}
      ${row('Rate/Ltr', `${rupees(rate)}`)}${row('Volume(L)', litres.toFixed(2))}
      ${row('Vehicle No', `MH${int(random, 10, 50)} ${pick(random, ['AB', 'FK', 'CZ'])} ${digits(random, 4)}`)}${HR}
      <div class="row big"><span>AMOUNT</span><span>${money(amount, currency)}</span></div>${HR}
      ${upi ? '<div class="qr"></div>' : ''}
      ${centre('Thank you, visit again')}`;
    const drawn: Drawn = { html, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'fuel' } };
    if (upi) drawn.qr = { kind: 'upi', text: upiText(random, amount) };
    return drawn;
  },

  restaurant(random, day, index) {
    const menu = [
      ['Veg Thali', 220],
      ['Paneer Butter Masala', 260],
      ['Butter Naan', 45],
      ['Masala Dosa', 110],
      ['Idli Sambar', 70],
      ['Veg Biryani', 240],
      ['Masala Chaas', 40],
      ['Filter Coffee', 35],
      ['Jeera Rice', 150],
      ['Gulab Jamun', 60],
    ] as const;
    const chosen = [...menu].sort(() => random() - 0.5).slice(0, int(random, 2, 5));
    const items = chosen.map(([name, price]) => ({ name, qty: int(random, 1, 3), price }));
    const subTotal = items.reduce((sum, item) => sum + item.qty * item.price, 0);
    const tax = round2(subTotal * 0.025);
    const amount = Math.round(subTotal + 2 * tax);
    const roundOff = round2(amount - (subTotal + 2 * tax));
    const invoiceNo = `${pick(random, ['SHR', 'VSH', 'DQ', 'KMT'])}/${digits(random, 4)}`;
    const label = pick(random, ['Grand Total', 'Net Amount', 'Total', 'Amount Payable']);
    const dateStyle = pick(random, ['dd-mm-yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const currency = pick(random, ['₹', 'Rs.', 'INR'] as const);
    const upi = index % 4 === 0;
    const html = `
      <h1>${pick(random, ['HOTEL SHREYAS', 'VAISHALI RESTAURANT', 'HOTEL KAMAT', 'DARSHINI FAMILY RESTAURANT'])}</h1>
      ${centre(`${pick(random, ['Apte Road, Deccan', 'FC Road, Shivajinagar', 'College Road, Nashik'])}<br>Ph 020-${digits(random, 8)}`)}
      ${centre(`GSTIN 27AAF${digits(random, 4)}K1Z3`, 'small')}${HR}
      ${row(`Bill No: ${invoiceNo}`, `Table ${int(random, 1, 20)}`)}
      ${row(`Date: ${formatDate(day, dateStyle)}`, `${pad(int(random, 11, 23))}:${pad(int(random, 0, 59))}`)}${HR}
      ${row('Item Qty', 'Amount')}${HR}
      ${items.map((item) => row(`${item.name} x${item.qty}`, rupees(item.qty * item.price))).join('')}${HR}
      ${row('Sub Total', rupees(subTotal))}${row('CGST @2.5%', rupees(tax))}${row('SGST @2.5%', rupees(tax))}
      ${roundOff ? row('Round Off', roundOff.toFixed(2)) : ''}${HR}
      <div class="row big"><span>${label}</span><span>${money(amount, currency)}</span></div>${HR}
      ${upi ? '<div class="qr"></div>' : ''}
      ${centre('Thank you, visit again!')}`;
    const drawn: Drawn = {
      html,
      truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'restaurant' },
    };
    if (upi) drawn.qr = { kind: 'upi', text: upiText(random, amount) };
    return drawn;
  },

  hotel(random, day, index) {
    const nights = int(random, 1, 3);
    const tariff = pick(random, [1800, 2200, 2500, 2999, 3400]);
    const roomTotal = tariff * nights;
    const tax = round2(roomTotal * 0.06);
    const amount = round2(roomTotal + 2 * tax);
    const invoiceNo = `HTL/${digits(random, 5)}`;
    const arrival = dayBefore(day.date, nights);
    const gst = index % 4 === 1;
    const html = `
      <h1>${pick(random, ['HOTEL SAHYADRI INN', 'THE RESIDENCY', 'HOTEL GREEN PARK'])}</h1>
      ${centre(`${pick(random, ['Station Road, Satara', 'MG Road, Kolhapur', 'Camp, Pune'])}<br>GSTIN 27AAC${digits(random, 4)}H1Z${int(random, 1, 9)}`, 'small')}${HR}
      ${centre('TAX INVOICE', 'bold')}
      ${row(`Invoice No: ${invoiceNo}`)}${row(`Bill Date: ${formatDate(day, 'd MMM yyyy')}`)}
      ${row(`Guest Name: ${pick(random, ['Asha Kulkarni', 'Rahul Deshmukh'])}`)}
      ${row(`Room No: ${int(random, 101, 412)}`, `Nights: ${nights}`)}
      ${row('Check-in', formatDate(arrival, 'd MMM yyyy'))}${row('Check-out', formatDate(day, 'd MMM yyyy'))}${HR}
      ${row(`Room Tariff ${nights} x ${rupees(tariff)}`, rupees(roomTotal))}
      ${row('CGST 6%', rupees(tax))}${row('SGST 6%', rupees(tax))}${HR}
      <div class="row big"><span>Net Amount</span><span>${money(amount, pick(random, ['₹', 'Rs.'] as const))}</span></div>${HR}
      ${gst ? '<div class="qr"></div>' : ''}
      ${centre('Thank you for staying with us')}`;
    const drawn: Drawn = { html, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'hotel' } };
    if (gst) drawn.qr = { kind: 'gst', text: gstText(random, invoiceNo, day, amount, '996311') };
    return drawn;
  },

  rail(random, day) {
    const pnr = digits(random, 10);
    const [from, to] = pick(random, [
      ['PUNE JN (PUNE)', 'MUMBAI CST (CSMT)'],
      ['NASIK ROAD (NK)', 'DADAR (DR)'],
      ['SATARA (STR)', 'PUNE JN (PUNE)'],
    ] as const);
    const fare = pick(random, [185, 230, 455, 790, 1215]);
    const amount = round2(fare + 17.7 + 11.8);
    const booked = dayBefore(day.date, int(random, 2, 20));
    const html = `
      <div class="eticket">
      <h2>Electronic Reservation Slip (ERS)</h2>
      ${centre('IRCTC · Indian Railways', 'small')}${HR}
      ${row(`PNR: ${pnr}`, `Train No: ${int(random, 11001, 22999)}`)}
      ${row('Class: SECOND SITTING (2S)', 'Quota: GENERAL')}
      ${row(`From: ${from}`)}${row(`To: ${to}`)}
      ${row(`Date of Journey: ${formatDate(day, 'dd-MMM-yyyy')}`)}
      ${row(`Booking Date: ${formatDate(booked, 'dd-MMM-yyyy')}`)}${HR}
      ${row('Passenger: ASHA KULKARNI', `Coach D${int(random, 1, 9)} Seat ${int(random, 1, 90)}`)}${HR}
      ${row('Ticket Fare', `₹ ${rupees(fare)}`)}${row('IRCTC Convenience Fee', '₹ 17.70')}
      ${row('Travel Insurance', '₹ 0.45')}${row('Agent Service Charge', '₹ 11.35')}${HR}
      <div class="row big"><span>Total Fare</span><span>₹ ${rupees(amount)}</span></div>
      </div>`;
    return { html, truth: { amount, invoiceNo: pnr, invoiceDate: day.iso, expenseType: 'rail' } };
  },

  bus(random, day) {
    const corp = pick(random, ['MSRTC', 'KSRTC', 'APSRTC']);
    const invoiceNo = `${pick(random, ['TK', 'ST', 'BT'])}${digits(random, 7)}`;
    const amount = pick(random, [95, 140, 215, 340, 515]);
    const html = `
      <h1>${corp}</h1>
      ${centre(`${corp === 'MSRTC' ? 'Maharashtra' : corp === 'KSRTC' ? 'Karnataka' : 'Andhra Pradesh'} State Road Transport<br>Bus Ticket`)}${HR}
      ${row(`Ticket No: ${invoiceNo}`)}
      ${row(`Date: ${formatDate(day, 'dd-mm-yy')}`, `${pad(int(random, 5, 22))}:${pad(int(random, 0, 59))}`)}
      ${row('Bus No', `MH${int(random, 10, 40)} BL ${digits(random, 4)}`)}
      ${row('From', pick(random, ['Swargate', 'Shivajinagar', 'Nashik CBS']))}${row('To', pick(random, ['Satara', 'Lonavala', 'Igatpuri']))}
      ${row('Seat No', String(int(random, 1, 44)))}${row('Adult x 1', '')}${HR}
      <div class="row big"><span>Total</span><span>${money(amount, pick(random, ['Rs.', '₹'] as const))}</span></div>${HR}
      ${centre('Happy journey')}`;
    return { html, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'bus' } };
  },

  toll(random, day) {
    const invoiceNo = `${digits(random, 8)}`;
    const amount = pick(random, [65, 110, 185, 240, 320]);
    const html = `
      <h1>${pick(random, ['KHED SHIVAPUR TOLL PLAZA', 'ANEWADI TOLL PLAZA', 'TALEGAON TOLL PLAZA'])}</h1>
      ${centre(`NHAI · NH 48<br>${pick(random, ['Pune-Satara', 'Satara-Kolhapur', 'Mumbai-Pune'])} Section`)}${HR}
      ${row(`Receipt No: ${invoiceNo}`)}
      ${row(`Date: ${formatDate(day, 'dd/mm/yyyy')}`, `${pad(int(random, 0, 23))}:${pad(int(random, 0, 59))}:${pad(int(random, 0, 59))}`)}
      ${row('Lane No', String(int(random, 1, 12)))}${row('Vehicle Class', 'Car/Jeep/Van')}
      ${row('Vehicle No', `MH${int(random, 10, 50)} ${pick(random, ['AB', 'FK', 'CZ'])} ${digits(random, 4)}`)}
      ${row('Journey', 'Single')}${row('Payment', pick(random, ['FASTag', 'Cash']))}${HR}
      <div class="row big"><span>Total Fee</span><span>${money(amount, pick(random, ['Rs.', '₹', 'INR'] as const))}</span></div>${HR}
      ${centre('Wish you a happy journey')}`;
    return { html, truth: { amount, invoiceNo, invoiceDate: day.iso, expenseType: 'toll' } };
  },
};

function upiText(random: Random, amount: number): string {
  const payee = pick(random, ['shreesaifuels@okaxis', 'hotelshreyas@ybl', 'vaishali.rest@icici']);
  return `upi://pay?pa=${payee}&pn=Merchant&mc=5812&tr=${digits(random, 12)}&am=${amount.toFixed(2)}&cu=INR`;
}

/** A GST e-invoice QR as the portal signs it: a JWT whose payload's `data` is the summary as JSON text. */
function gstText(random: Random, docNo: string, day: Day, amount: number, hsn: string): string {
  const [y, m, d] = day.iso.split('-');
  const data = {
    SellerGstin: `27AAC${digits(random, 4)}H1Z5`,
    BuyerGstin: `27AAB${digits(random, 4)}P1Z2`,
    DocNo: docNo,
    DocTyp: 'INV',
    DocDt: `${d}/${m}/${y}`,
    TotInvVal: amount,
    ItemCnt: 1,
    MainHsnCode: hsn,
    Irn: Array.from({ length: 64 }, () => '0123456789abcdef'[int(random, 0, 15)]).join(''),
    IrnDt: `${day.iso} 10:${pad(int(random, 0, 59))}:00`,
  };
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  const signature = Array.from(
    { length: 43 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[int(random, 0, 35)],
  ).join('');
  return `${part({ alg: 'RS256', kid: '1', typ: 'JWT' })}.${part({ data: JSON.stringify(data), iss: 'NIC' })}.${signature}`;
}

/** The paper, the print and the degradation, as one page's HTML; `qrDataUrl` fills the bill's QR box. */
export function receiptPage(
  spec: Pick<ReceiptSpec, 'html' | 'degradation' | 'paper'>,
  qrDataUrl?: string,
): string {
  const paperWidth = spec.paper?.width ?? 330;
  const paperFont = spec.paper?.font ?? "'DejaVu Sans Mono', monospace";
  const paperSize = spec.paper?.size ?? 13;
  const fade = spec.degradation?.fade ?? 0;
  const rotate = spec.degradation?.rotate ?? 0;
  // Thermal print fades to grey-brown and the paper yellows; a photo of it is lit unevenly.
  const ink = `rgb(${Math.round(25 + fade * 110)}, ${Math.round(25 + fade * 100)}, ${Math.round(25 + fade * 85)})`;
  const paper = fade
    ? `linear-gradient(${int(mulberry32(Math.round(rotate * 100)), 0, 359)}deg, #f4eedb, #e3dcc4)`
    : '#fff';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: ${spec.degradation ? '#8a8578' : '#fff'}; }
    .stage { display: inline-block; padding: ${spec.degradation ? 28 : 0}px; }
    .paper { width: ${paperWidth}px; padding: 14px 16px; font: ${paperSize}px/1.5 ${paperFont}; color: ${ink};
             background: ${paper}; transform: rotate(${rotate}deg); filter: blur(${spec.degradation?.blur ?? 0}px); }
    h1 { font-size: 18px; text-align: center; margin: 4px 0; letter-spacing: 1px; }
    h2 { font-size: 15px; text-align: center; margin: 4px 0; }
    .eticket { font-family: 'Liberation Sans', sans-serif; }
    .c { text-align: center; margin: 4px 0; } .small { font-size: 11px; } .bold { font-weight: bold; }
    .row { display: flex; justify-content: space-between; gap: 8px; } .big { font-size: 16px; font-weight: bold; }
    table { width: 100%; border-collapse: collapse; } td, th { border: 1px solid currentColor; padding: 2px 4px; text-align: left; }
    td.n, th.n { text-align: right; } .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 16px; }
    hr { border: 0; border-top: 1px dashed currentColor; margin: 6px 0; }
    .qr { width: 180px; height: 180px; margin: 8px auto; image-rendering: pixelated; background: ${qrDataUrl ? `url("${qrDataUrl}")` : 'none'} center / contain no-repeat; }
    #noise { position: absolute; inset: 0; pointer-events: none; }
  </style></head><body><div class="stage"><div class="paper">${spec.html}</div></div>
  <canvas id="noise"></canvas>${
    spec.degradation
      ? noiseScript({ noise: spec.degradation.noise, seed: Math.round(fade * 1e4 + rotate * 100) })
      : ''
  }</body></html>`;
}

/**
 * Grain on every device pixel and a few dark dust specks, from a seeded LCG so the same spec gives the
 * same picture: an inline script, so that it runs wherever the page is shown.
 */
function noiseScript({ noise, seed }: { noise: number; seed: number }): string {
  return `<script>(() => {
    const canvas = document.getElementById('noise');
    const scale = window.devicePixelRatio || 1;
    const width = 600, height = 1400;
    canvas.width = width * scale; canvas.height = height * scale;
    canvas.style.width = width + 'px'; canvas.style.height = height + 'px';
    const context = canvas.getContext('2d');
    let state = ${seed >>> 0};
    const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
    const grain = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < grain.data.length; i += 4) {
      const value = next() < 0.5 ? 0 : 255;
      grain.data[i] = value; grain.data[i + 1] = value; grain.data[i + 2] = value;
      grain.data[i + 3] = next() * ${noise} * 255;
    }
    context.putImageData(grain, 0, 0);
    context.fillStyle = 'rgba(40, 35, 30, 0.6)';
    for (let i = 0, count = Math.round(width * height * ${noise} * 0.004); i < count; i++)
      context.fillRect(next() * canvas.width, next() * canvas.height, scale * (1 + next()), scale * (1 + next()));
  })();</script>`;
}
