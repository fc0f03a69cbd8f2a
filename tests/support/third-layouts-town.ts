// The third set's bills from the town: a chemist's dot-matrix cash memo on pre-printed stationery, a courier
// franchise's booking receipt, and a small eatery's bill labelled in Marathi or Hindi. Drawn from memory of
// real Indian bills, not from the other sets (which were not read); no Node imports.
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
  rupees,
  type ThirdLayout,
  zeros,
} from './third-formats';
import { items } from './third-layouts-stay';

const row = (left: string, right: string, css = '') =>
  `<tr class="${css}"><td>${left}</td><td class="r">${right}</td></tr>`;

const SHELF: Array<[string, number]> = [
  ['PARACETAMOL 650MG TAB', 3.05],
  ['AZITHROMYCIN 500 TAB', 23.8],
  ['PANTOPRAZOLE 40MG TAB', 14.25],
  ['CETIRIZINE 10MG TAB', 1.9],
  ['ORS POWDER 21GM', 22],
  ['COUGH SYRUP 100ML', 118],
  ['VITAMIN D3 60K CAP', 31.5],
  ['BANDAGE 10CM', 45],
];

/** A chemist's cash memo: batch, expiry (future dates, as printed), MRP, a discount and a round-off. */
const chemistMemo: ThirdLayout = {
  name: 'chemist-memo',
  draw(rng, day) {
    const lines = items(rng, SHELF, between(rng, 2, 5)).map((line) => {
      const strip = line.rate > 10 ? 1 : 10;
      const quantity = line.quantity * strip;
      return { ...line, quantity, amount: paise(line.rate * quantity) };
    });
    const gross = paise(lines.reduce((sum, line) => sum + line.amount, 0));
    const discount = paise(gross * oneOf(rng, [0, 0.05, 0.1, 0.15]));
    const amount = Math.round(gross - discount);
    const roundOff = paise(amount - (gross - discount));
    const invoiceNo = oneOf(rng, [
      `CB-${digits(rng, 5)}`,
      digits(rng, 4),
      `${letters(rng, 1)}/${digits(rng, 4)}`,
    ]);
    const date = printDay(day, oneOf(rng, ['dd-mm-yy', 'dd/mm/yyyy'] as const));
    const printedAmount = oneOf(rng, [`${amount}.00`, `Rs.${amount}.00`]);
    const shop = oneOf(rng, ['SHREE SAI', 'NEW LIFE', 'OM SHANTI', 'JANATA']);
    const body = `<div class="pre"><div class="name">${shop} MEDICAL &amp; GENERAL STORES</div>
<div>${oneOf(rng, ['Opp. Civil Hospital', 'Near ST Stand', 'Main Road'])}, ${oneOf(rng, ['Satara 415001', 'Beed 431122', 'Jalna 431203'])} · Ph. ${phone(rng)}</div>
<div>D.L. No. 20B-MH-${letters(rng, 2)}${between(rng, 1, 9)}-${digits(rng, 6)} · 21B-MH-${letters(rng, 2)}${between(rng, 1, 9)}-${digits(rng, 6)} · GSTIN ${gstin(rng, '27')}</div>
<div class="memo">CASH MEMO</div></div>
<table class="meta">${row(`${oneOf(rng, ['Inv. No.', 'Bill No', 'Cash Memo No'])}: ${invoiceNo}`, `Date: ${date}`)}
${row(`Patient: ${oneOf(rng, ['SELF', 'MR. PATIL', 'MRS. JADHAV'])}`, `Dr: ${oneOf(rng, ['DR. DESHMUKH', 'DR. KULKARNI', 'DR. SHAH'])}`)}</table>
<table class="lines"><tr><th>Sr</th><th>Product</th><th>HSN</th><th>Batch</th><th>Exp</th><th class="r">Qty</th><th class="r">MRP</th><th class="r">Amount</th></tr>
${lines.map((line, index) => `<tr><td>${index + 1}</td><td>${line.name}</td><td>3004</td><td>${letters(rng, 1)}${digits(rng, 4)}</td><td>${zeros(between(rng, 1, 12))}/${zeros((day.year % 100) + between(rng, 1, 3))}</td><td class="r">${line.quantity}</td><td class="r">${plain(line.rate)}</td><td class="r">${plain(line.amount)}</td></tr>`).join('')}</table>
<table class="sum">${row('Gross Amt', plain(gross))}${row('Less Discount', plain(discount))}${row('Round Off', plain(roundOff))}
<tr class="tot"><td>${oneOf(rng, ['Net Amt', 'Total Amt', 'NET PAYABLE'])}</td><td class="r">${printedAmount}</td></tr></table>
<div class="small">GST included in MRP (CGST 6% + SGST 6%). Goods once sold will not be taken back. Medicines
without a prescription are not sold. E.&amp;O.E.</div><div class="r">For ${shop} MEDICAL</div>`;
    const css = `#bill{font:12px/1.45 'Liberation Mono',monospace;color:#333;letter-spacing:1.2px;padding:18px 20px;
background:#f7fbf4}.pre{font-family:'Noto Serif',serif;color:#165a3a;letter-spacing:0;text-align:center;
border-bottom:2px solid #165a3a;padding-bottom:6px;margin-bottom:6px}.name{font-size:20px;font-weight:bold}
.memo{font-weight:bold;margin-top:4px}.lines th{border-bottom:1px dashed #333;text-align:left;font-weight:normal}
.lines td{padding:1px 2px}.sum{width:55%!important;margin-left:45%;border-top:1px dashed #333}
.tot td{font-weight:bold;font-size:14px}.small{font-size:10px;margin-top:8px}`;
    return drawnBill(
      600,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'pharmacy' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

/** A courier franchise's booking receipt: its own number beside the AWB, a declared value, freight, GST. */
const courierReceipt: ThirdLayout = {
  name: 'courier-booking',
  draw(rng, day) {
    const weight = oneOf(rng, [0.25, 0.5, 1, 1.5, 2.5]);
    const freight = 10 * between(rng, 4, 30) + Math.round(weight * 40);
    const surcharge = paise(freight * 0.15);
    const docket = oneOf(rng, [0, 10, 20]);
    const taxable = paise(freight + surcharge + docket);
    const tax = paise(taxable * 0.18);
    const amount = paise(taxable + tax);
    const invoiceNo = `${oneOf(rng, ['PNQ', 'NGP', 'KOP'])}/${letters(rng, 2)}/${zeros(between(rng, 1, 99999), 5)}`;
    const date = printDay(day, oneOf(rng, ['dd.mm.yyyy', 'dd MON yyyy', 'yyyy-mm-dd'] as const));
    const printedAmount = oneOf(rng, [`Rs. ${plain(amount)}`, `INR ${rupees(amount)}`, `₹ ${plain(amount)}`]);
    const body = `<div class="c name">SWIFTLINE COURIERS</div><div class="c">Franchise: ${oneOf(rng, ['Deccan Gymkhana', 'Dhantoli', 'Rajarampuri'])} · ${phone(rng)}</div>
<div class="c">GSTIN ${gstin(rng, '27')}</div><div class="c b ttl">BOOKING RECEIPT</div>
<table>${row(`${oneOf(rng, ['Receipt No', 'Doc No', 'Ref No'])}:`, `<b>${invoiceNo}</b>`)}${row('Date:', `${date} ${clock(rng, '12')}`)}
${row('AWB No:', `${letters(rng, 1)}${digits(rng, 8)}`)}${row('Mode:', oneOf(rng, ['AIR / DOX', 'SURFACE / NDX', 'EXPRESS / DOX']))}
${row('To:', oneOf(rng, ['Bengaluru - 560038', 'Hyderabad - 500081', 'Indore - 452010', 'Chennai - 600034']))}
${row('Pcs / Wt:', `1 / ${weight.toFixed(3)} kg`)}${row('Declared Value:', `Rs. ${rupees(100 * between(rng, 5, 250), { paise: false })}`)}</table><hr>
<table>${row('Freight', plain(freight))}${row('Fuel Surcharge 15%', plain(surcharge))}${docket ? row('Docket Charges', plain(docket)) : ''}
${row('IGST 18%', plain(tax))}<tr class="tot"><td>${oneOf(rng, ['Total Amount', 'Amount Paid', 'Total (INR)'])}</td><td class="r">${printedAmount}</td></tr></table><hr>
<div class="small">Track at swiftline.example/track with the AWB No. Liability limited to Rs. 100 unless insured.
Delivery ${between(rng, 2, 5)} working days, not guaranteed.</div>`;
    const css = `#bill{font:13px/1.45 'DejaVu Sans',sans-serif;padding:16px 16px;background:#fff;color:#1d1d1d;
border:1px solid #ddd}.name{font:bold italic 20px 'DejaVu Serif',serif;color:#b0281f}.ttl{margin:6px 0;
background:#222;color:#fff;padding:2px}hr{border:0;border-top:1px solid #999}.tot td{font-weight:bold;font-size:15px}
.small{font-size:10.5px;color:#444}`;
    return drawnBill(
      330,
      css,
      body,
      { amount, invoiceNo, day, expenseType: 'courier' },
      {
        amount: printedAmount,
        invoiceDate: date,
      },
    );
  },
};

const MARATHI: Array<[string, number]> = [
  ['मिसळ पाव', 70],
  ['वडा पाव', 20],
  ['पोहे', 30],
  ['साबुदाणा खिचडी', 50],
  ['शाकाहारी थाळी', 150],
  ['चहा', 12],
  ['कॉफी', 20],
];
const HINDI: Array<[string, number]> = [
  ['दाल तड़का', 110],
  ['तवा रोटी', 12],
  ['जीरा चावल', 90],
  ['वेज थाली', 140],
  ['लस्सी', 40],
  ['चाय', 15],
  ['समोसा', 18],
];

/** A small eatery's bill labelled in Marathi or Hindi, its figures in Latin digits as tills print them. */
const devanagariBill: ThirdLayout = {
  name: 'devanagari-bill',
  draw(rng, day) {
    const marathi = chance(rng, 0.5);
    const lines = items(rng, marathi ? MARATHI : HINDI, between(rng, 2, 5));
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const tendered = Math.ceil((amount + 1) / 50) * 50 + oneOf(rng, [0, 50, 300]);
    const invoiceNo = String(between(rng, 101, 29999));
    const date = printDay(day, oneOf(rng, ['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy'] as const));
    const printedAmount = oneOf(rng, [`₹ ${plain(amount)}`, `${amount}.00`, `रु. ${amount}/-`]);
    const words = marathi
      ? {
          no: oneOf(rng, ['बिल क्र.', 'पावती क्र.']),
          date: 'दिनांक',
          qty: 'नग',
          rate: 'दर',
          amt: 'रक्कम',
          total: 'एकूण',
          cash: 'रोख दिले',
          back: 'परत',
          bye: 'धन्यवाद! पुन्हा भेट द्या.',
        }
      : {
          no: oneOf(rng, ['बिल सं.', 'बिल नं.']),
          date: 'दिनांक',
          qty: 'मात्रा',
          rate: 'दर',
          amt: 'राशि',
          total: 'कुल योग',
          cash: 'नकद प्राप्त',
          back: 'वापसी',
          bye: 'धन्यवाद! फिर पधारें।',
        };
    const name = marathi
      ? oneOf(rng, ['श्री समर्थ उपहारगृह', 'हॉटेल कृष्णाई', 'श्री गणेश अमृततुल्य'])
      : oneOf(rng, ['श्री राम भोजनालय', 'अन्नपूर्णा भोजनालय', 'शिव ढाबा']);
    const body = `<div class="c name">${name}</div>
<div class="c">${marathi ? 'एस.टी. स्टँड समोर, सातारा' : 'बस स्टैंड के सामने, जबलपुर'} · मो. ${phone(rng)}</div><hr>
<table>${row(`${words.no} ${invoiceNo}`, `${words.date}: ${date}`)}${row('', clock(rng, '12'))}</table><hr>
<table><tr class="b"><td>पदार्थ</td><td class="r">${words.qty}</td><td class="r">${words.rate}</td><td class="r">${words.amt}</td></tr>
${lines.map((line) => `<tr><td>${line.name}</td><td class="r">${line.quantity}</td><td class="r">${line.rate}</td><td class="r">${plain(line.amount)}</td></tr>`).join('')}</table><hr>
<table><tr class="tot"><td>${words.total}</td><td class="r">${printedAmount}</td></tr>
${row(words.cash, plain(tendered))}${row(words.back, plain(tendered - amount))}</table><hr><div class="c">${words.bye}</div>`;
    const css = `#bill{font:14px/1.5 'Noto Sans Devanagari','Noto Sans',sans-serif;padding:14px 16px;background:#fffef9;
color:#222}.name{font:bold 20px 'Noto Serif Devanagari',serif}hr{border:0;border-top:1px dashed #666}
.tot td{font-weight:bold;font-size:17px}`;
    return drawnBill(
      310,
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

export const TOWN_LAYOUTS = [chemistMemo, courierReceipt, devanagariBill];
