// Draws the demo company's bill photos (server/seed/bills/*.jpg) and their thumbnails with the system Chromium.
// Run after changing a bill of DEMO_BILLS or its drawing here: npx tsx scripts/render-seed-bills.ts
// The drawings carry no date: the seed dates its bills relative to today, a picture cannot follow.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { DEMO_BILLS, type DemoBill } from '../server/seed/demo-bills';

const OUT_DIR = 'server/seed/bills';
const WIDTH = 300;
const THUMBNAIL_WIDTH = 120;

const rupees = (value: number) => value.toLocaleString('en-IN', { minimumFractionDigits: 2 });

const line = (left: string, right = '') => `<div class="row"><span>${left}</span><span>${right}</span></div>`;

const DRAWINGS: Record<string, (bill: DemoBill) => string> = {
  'asha-restaurant': (bill) => `
    <h1>HOTEL SHREYAS</h1>
    <p class="c">Pure Veg Restaurant<br>1242 Apte Road, Deccan Gymkhana<br>Pune 411004 · Ph 020-25531190</p>
    <p class="c small">GSTIN 27AAFFH4521K1Z3</p><hr>
    ${line(`Bill No: ${bill.invoiceNumber}`, 'Table 7')}${line('Time 13:42', 'Covers 2')}<hr>
    ${line('Item', 'Amount')}<hr>
    ${line('Veg Thali x 2', '440.00')}${line('Masala Chaas x 2', '80.00')}${line('Gulab Jamun x 1', '60.00')}<hr>
    ${line('Sub Total', '580.00')}${line('CGST 2.5%', '14.50')}${line('SGST 2.5%', '14.50')}<hr>
    <div class="row big"><span>TOTAL</span><span>₹ ${rupees(bill.rupees)}</span></div><hr>
    <p class="c">Paid by UPI · Thank you, visit again!</p>`,
  'asha-auto-rickshaw': (bill) => `
    <h1>AUTO RICKSHAW</h1>
    <p class="c">Pune RTO approved meter tariff<br>Vehicle ${bill.invoiceNumber.replace('-', ' AB ')}</p><hr>
    ${line('Receipt No', bill.invoiceNumber)}${line('From', 'Swargate')}${line('To', 'Kothrud Depot')}
    ${line('Distance', '9.6 km')}${line('Waiting', '4 min')}${line('Start time', '10:05')}<hr>
    ${line('Meter fare', '176.00')}${line('Waiting charge', '10.00')}<hr>
    <div class="row big"><span>FARE</span><span>₹ ${rupees(bill.rupees)}</span></div><hr>
    <p class="c">Driver: S. Jadhav · Badge 21874</p>`,
  'rahul-fuel': (bill) => `
    <h1>HP PETROL</h1>
    <p class="c">Shree Sai Auto Fuels<br>Dwarka Circle, Mumbai-Agra Road<br>Nashik 422011</p>
    <p class="c small">Dealer code 13204910</p><hr>
    ${line('Receipt No', bill.invoiceNumber)}${line('Time', '08:17')}${line('Nozzle', '3')}
    ${line('Product', 'Petrol')}${line('Rate', '₹ 104.25/L')}${line('Volume', '13.91 L')}${line('Vehicle', 'MH15 FK 2207')}<hr>
    <div class="row big"><span>AMOUNT</span><span>₹ ${rupees(bill.rupees)}</span></div><hr>
    <p class="c">Paid by card · Thank you, drive safe</p>`,
  'rahul-courier': (bill) => `
    <h1>DTDC EXPRESS</h1>
    <p class="c">College Road Branch, Nashik 422005<br>Ph 0253-2579011</p><hr>
    ${line('Consignment', bill.invoiceNumber)}${line('Service', 'Express Parcel')}
    ${line('To', 'Sunrise Pharma, Mumbai')}${line('Pincode', '400020')}${line('Weight', '0.5 kg')}<hr>
    ${line('Freight', '76.27')}${line('GST 18%', '13.73')}<hr>
    <div class="row big"><span>TOTAL</span><span>₹ ${rupees(bill.rupees)}</span></div><hr>
    <p class="c">Track at dtdc.in · Keep this receipt</p>`,
};

const STYLE = `
  body { margin: 0; background: #fff; }
  .paper { width: ${WIDTH - 32}px; padding: 16px; font: 13px/1.45 'DejaVu Sans Mono', monospace; color: #1d1d1d;
           background: linear-gradient(#fbfaf6, #f1efe8); }
  h1 { font-size: 19px; text-align: center; margin: 4px 0; letter-spacing: 1px; }
  .c { text-align: center; margin: 4px 0; } .small { font-size: 11px; }
  .row { display: flex; justify-content: space-between; } .big { font-size: 16px; font-weight: bold; }
  hr { border: 0; border-top: 1px dashed #555; margin: 6px 0; }`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 200 }, deviceScaleFactor: 1.5 });
  for (const bill of DEMO_BILLS) {
    const draw = DRAWINGS[bill.image];
    if (!draw) throw new Error(`No drawing for ${bill.image}`);
    await page.setContent(`<style>${STYLE}</style><div class="paper">${draw(bill)}</div>`);
    const photo = await page.locator('.paper').screenshot({ type: 'jpeg', quality: 62 });
    const thumbnail = await page.evaluate(
      async ({ base64, width }) => {
        const image = new Image();
        image.src = `data:image/jpeg;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.height * width) / image.width);
        canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/jpeg', 0.7).split(',')[1] as string;
      },
      { base64: photo.toString('base64'), width: THUMBNAIL_WIDTH },
    );
    const thumbnailBytes = Buffer.from(thumbnail, 'base64');
    await writeFile(`${OUT_DIR}/${bill.image}.jpg`, photo);
    await writeFile(`${OUT_DIR}/${bill.image}.thumb.jpg`, thumbnailBytes);
    console.log(`${bill.image}: ${photo.length} bytes, thumbnail ${thumbnailBytes.length} bytes`);
  }
} finally {
  await browser.close();
}
