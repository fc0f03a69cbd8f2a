import { describe, expect, it } from 'vitest';
import { linesToReadAgain, parseReceiptText, readReceiptText } from './parse-text';
import { MIN_LINE_CONFIDENCE, type TextLine } from './text-line';

const TODAY = new Date(2026, 10, 23);

/** Lines as the engine gives them, every word sure unless said otherwise. */
const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, confidence: 95 }));
const read = (...texts: string[]) => parseReceiptText(lines(...texts), { today: TODAY });

describe('amount', () => {
  it.each([
    ['TOTAL ₹ 609.00', 609],
    ['Grand Total Rs. 1,297.00', 1297],
    ['Net Amount Rs 3,808.00', 3808],
    ['Amount Payable INR 1,23,456.50', 123456.5],
    ['Total Fare ₹ 1,244.50', 1244.5],
    ['AMOUNT Rs. 1,494.85', 1494.85],
    ['Total: 340', 340],
    ['Bill Amount : 2,03,000.00', 203000],
    ['Total Fee INR 185.00', 185],
    ['(all inclusive) 1,620.75', 1620.75],
    ['l inclusive) 937.00', 937],
    ['TOTAL 12,345.00', 12345],
  ])('reads %j as %d rupees', (text, amount) => {
    expect(read(text).amount).toBe(amount);
  });

  it('prefers the grand total over the subtotal and the tax lines', () => {
    const receipt = read(
      'Veg Thali x2 440.00',
      'Sub Total 580.00',
      'CGST @2.5% 14.50',
      'SGST @2.5% 14.50',
      'Total GST 29.00',
      'Round Off 0.00',
      'Grand Total ₹ 609.00',
      'Cash Tendered 1,000.00',
      'Change 391.00',
    );
    expect(receipt.amount).toBe(609);
  });

  it('leaves the total empty when the bill prints paise everywhere but there (a lost decimal point)', () => {
    expect(
      read('Ticket Fare ₹ 455.00', 'Convenience Fee ₹ 17.70', 'Total Fare ₹ 48450').amount,
    ).toBeUndefined();
    expect(read('Ticket Fare ₹ 455.00', 'Convenience Fee ₹ 17.70', 'Total Fare ₹ 484.50').amount).toBe(484.5);
  });

  it("takes a total in whole rupees ('1,500/-') on a bill that prints paise elsewhere", () => {
    expect(read('Tariff 1,500.00 per night', 'Nights 1', 'Extra Bed 0.00', 'Total Rs. 1,500/-').amount).toBe(
      1500,
    );
  });

  it("reads the slash of '/-' read as a 1 or an l as the slash ('Rs.951-' for 'Rs.95/-')", () => {
    expect(read('Amt Payable: Rs.951-').amount).toBe(95);
    expect(read('Freight 82.00', 'GST 18% 15.00', 'NET AMT 97l-').amount).toBe(97);
    expect(read('Amt Payable: Rs. 951/-').amount).toBe(951);
    // A one-digit figure, a date's dash and a figure that goes on are no '/-'.
    expect(read('Amt Payable: Rs. 51-').amount).toBe(51);
    expect(read('Total 1,251-00').amount).not.toBe(125);
  });

  it("leaves empty a figure opening a bracket of words, one of its words misread ('(5 Nclusive')", () => {
    expect(read('Ticket Fare 768.35', 'Total Fare (5 Nclusive').amount).toBeUndefined();
    expect(read('Total Fare (5 Nclusive').amount).toBeUndefined();
    expect(read('Total Fare (all inclusive) 803.75').amount).toBe(803.75);
  });

  it("leaves empty a figure right after a glyph the engine could not read ('Re _45/' for 'Rs 145/-')", () => {
    expect(read('Amt Payable Re _45/').amount).toBeUndefined();
    expect(read('Amt Payable Rs 45/-').amount).toBe(45);
    expect(read('Ax Payabe Rs Z30H').amount).toBeUndefined();
  });

  it('leaves empty a fee on a bill that names a fare whose figure went unread', () => {
    expect(read('PNR:9787363184', 'he Fee Godl.t esT 3540', 'taFare ainosve 15517').amount).toBeUndefined();
    expect(read('Parking Fee 40', 'Vehicle MH12AB1234').amount).toBe(40);
    // The fare's word a letter short, its figure's point lost: 'Far', 'Fae'.
    expect(
      read('Toer Far 13235', 'ROTC Conienerce fee Ond.f esT 3540', 'Ta Fae H noLsve').amount,
    ).toBeUndefined();
  });

  it('leaves a total with paise empty below a round-off line, since such a bill ends in whole rupees', () => {
    const bill = (total: string) =>
      read('Sub Total 1,235.00', 'CGST @2.5% 30.88', 'SGST @2.5% 30.88', 'Round Off 0.24', total).amount;
    expect(bill('Total INR 1,297.60')).toBeUndefined();
    expect(bill('Total INR 1,297.00')).toBe(1297);
    expect(read('Total INR 1,297.60').amount).toBe(1297.6);
  });

  it('does not take the paise for the amount when the decimal point was read as a space', () => {
    expect(read('Amount Payable 942 82').amount).toBeUndefined();
    expect(read('Amount Payable 1,942 82').amount).toBeUndefined();
    expect(readReceiptText(lines('Amount Payable 942 82')).amount?.value).toBe(942.82);
    expect(read('Amount Payable 942.82').amount).toBe(942.82);
    // Paise of '00' standing apart are no figure, but the point they lost leaves the rupees unsure too.
    expect(read('Amount Rs 89 00').amount).toBeUndefined();
    expect(readReceiptText(lines('Amount Rs 89 00')).amount?.value).toBe(89);
    expect(read('Amount Rs 89 00 /-').amount).toBeUndefined();
    expect(read('Amount Rs 89', 'Time 10 00').amount).toBe(89);
  });

  it.each([
    ['AMT PAYABLE Rs. 3,809.35', 3809.35],
    ['NET AMT RS 1,800.00', 1800],
    ['Total Amount Paid ₹1,365.00', 1365],
    ['Net Payable (Rs.) 2,345.00', 2345],
    ['TOTAL Rs. 1,800/-', 1800],
    ['Parking Charges Rs. 20/-', 20],
    ['Total Invoice Value ₹ 1,192.50', 1192.5],
  ])('reads the label words Indian bills print: %j', (text, amount) => {
    expect(read(text).amount).toBe(amount);
  });

  it("reads a figure joined to 'Rs.' ('Rs.1,186.99'), the abbreviation's dot not its decimal point", () => {
    expect(read('Trip fare 1,121.99', 'Wallet balance 694.00', 'NETAMT Rs.1,186.99').amount).toBe(1186.99);
    // Its s lost.
    expect(read('AZEE500B31308Exp03/27 231.28', 'NETAMT R.522.92').amount).toBe(522.92);
    expect(read('Parking Charges Rs.20/-').amount).toBe(20);
  });

  it("reads a grouping comma the engine read as a dot ('1.132.00'), when paise follow it", () => {
    expect(read('Sub Total 1,078.00', 'Amt Payable 1.132.00', 'Cash Tendered 1,500.00').amount).toBe(1132);
    expect(read('Total 1.23.456.00').amount).toBeUndefined();
    expect(read('Dt: 22.05.2026', 'Total 459.00').amount).toBe(459);
  });

  it("takes no part of a figure whose grouping comma was read as a semicolon ('1;244.50') for a figure", () => {
    expect(read('Ticket Fare 1,189.00', 'Total Fare 1;244.50').amount).toBeUndefined();
    expect(readReceiptText(lines('Total Fare 1;244.50')).amount?.value).toBe(1244.5);
    // The fare's figures above adding up to the guess, to the paisa, vouch for it.
    expect(read('Ticket Fare 1,209.10', 'Convenience Fee 35.40', 'Total Fare 1;244.50').amount).toBe(1244.5);
    expect(read('Time 10:30', 'Total 450.00').amount).toBe(450);
  });

  it("leaves a total empty whose grouping dot and decimal point were both misread ('1.82450'), over a fee", () => {
    const bill = (fare: string, total: string) =>
      read(fare, 'IRCTC Convenience Fee (Incl. of GST) 35.40', total).amount;
    expect(bill('Ticket Fare 1.789 10', 'Total Fare (all inclusive) 1.82450')).toBeUndefined();
    expect(readReceiptText(lines('Total Fare (all inclusive) 1.82450')).amount?.value).toBe(1824.5);
    expect(bill('Ticket Fare 1.789 10', 'Total Fare (all inclusive) 1,824.50')).toBe(1824.5);
    // The figures above adding up to the guess, to the paisa, vouch for it.
    expect(bill('Ticket Fare 1,789.10', 'Total Fare (all inclusive) 1.82450')).toBe(1824.5);
  });

  it('leaves a fee empty that a larger fare above it shows to be a part of the bill, not its total', () => {
    expect(
      read('Ticket Fare 726.60', 'IRCTC Convenience Fee (Incl. of GST) 35.40', 'ToralFare(allindusive)')
        .amount,
    ).toBeUndefined();
    expect(read('Fare 459.00', 'Reservation 0.00', 'Tkt Amt Rs. 459.00').amount).toBe(459);
    expect(read('Parking Charges Rs. 20/-').amount).toBe(20);
  });

  it('knows a subtotal with a speck of dust between its words', () => {
    expect(read('Sub.Total 1,235.00', 'CGST @2.5% 30.88', 'Total INR 1,297.00').amount).toBe(1297);
    expect(read('Total INR 1,297.00', 'Sub.Total 1,235.00').amount).toBe(1297);
  });

  it('takes what was paid over the gross figure, whatever comes first', () => {
    expect(read('Total Amount 179.70', 'Discount 10% 17.97', 'Amount Paid 161.73').amount).toBe(161.73);
    expect(read('Gross Amt 179.70', 'Discount 17.97', 'Net Amt Rs. 161.73').amount).toBe(161.73);
    expect(read('Total (Rs.) 4,100.00', 'Add: CGST 6% 246.00', 'Net Payable (Rs.) 4,592.00').amount).toBe(
      4592,
    );
  });

  it("judges a word scored by its weakest character by its figure's characters, not a 'Rs.' or '/-' beside it", () => {
    const total = (figure: string, characters: number[]): TextLine => ({
      text: `Total ${figure}`,
      confidence: 80,
      words: [
        { text: 'Total', confidence: 99, characters: [99, 99, 99, 99, 99] },
        { text: figure, confidence: Math.min(...characters), characters },
      ],
    });
    const amountOf = (line: TextLine) => parseReceiptText([line], { today: TODAY }).amount;
    expect(amountOf(total('4500/-', [100, 100, 100, 100, 99, 62]))).toBe(4500);
    expect(amountOf(total('Rs.1134.11', [100, 40, 92, 99, 100, 100, 100, 99, 100, 100]))).toBe(1134.11);
    // Nor its separators: where the paise begin is the figure's shape, whatever mark the engine saw there.
    expect(amountOf(total('Rs.1134.11', [100, 98, 92, 99, 100, 100, 100, 39, 100, 100]))).toBe(1134.11);
    expect(amountOf(total('1.132.00', [99, 44, 99, 99, 99, 80, 99, 99]))).toBe(1132);
    // A guessed digit leaves the amount empty.
    expect(amountOf(total('Rs.1134.11', [100, 98, 92, 99, 100, 100, 100, 99, 39, 100]))).toBeUndefined();
    // So does a paisa read as 6 or 8 not 90 sure: a printed 0 with a speck in its hole reads so.
    expect(amountOf(total('178.60', [100, 100, 100, 95, 72, 81]))).toBeUndefined();
    expect(amountOf(total('80.06', [100, 99, 99, 95, 77]))).toBeUndefined();
    expect(amountOf(total('178.60', [100, 100, 100, 95, 98, 81]))).toBe(178.6);
    expect(amountOf(total('178.10', [100, 100, 100, 95, 72, 81]))).toBe(178.1);
    // On a slip whose 0s the engine misread elsewhere ('2626' for 2026), paise put back to 0 are no doubt.
    const slip = (date: string) =>
      parseReceiptText([{ text: date, confidence: 52 }, total('30.60', [100, 91, 99, 98, 59])], {
        today: TODAY,
      }).amount;
    expect(slip('Date 05-07-2626')).toBe(30);
    expect(slip('Date 05-07-2026')).toBeUndefined();
  });

  it("reads a label's look-alike letters ('ToralFare', 'NET AVT', 'NETAMI', 'Anount') as the label", () => {
    expect(
      read('Ticket Fare 271.10', 'IRCTC Convenience Fee 35.40', 'ToralFare(allindusive) 306.50').amount,
    ).toBe(306.5);
    expect(read('Tnip fare 1,069.11', 'NET AVT Rs.1134.11').amount).toBe(1134.11);
    expect(read('Freight 90.00', 'Docket charges 7.00', 'NETAMI 97/-').amount).toBe(97);
    expect(read('Anount Rs 80.00').amount).toBe(80);
    const fare = ['Ticket Fare 623.60', 'IRCTC Convenience Fee 35.40'];
    expect(read(...fare, 'Tetal Fare(allindusive) 659.00').amount).toBe(659);
    expect(read(...fare, 'TutalFare 659.00').amount).toBe(659);
    expect(read('CGST@6% 528.00', 'Grand Tota! 9,856.00', 'Less:Advance 1,000.00').amount).toBe(9856);
    expect(read('Sub Totai 1,078.00', 'GST 54.00').amount).toBeUndefined();
    // A word that only looks like one stays a word: a dish is not a total.
    expect(read('Torai Sabzi 120.00', 'Total 450.00').amount).toBe(450);
    expect(read('Torai Sabzi 120.00').amount).toBeUndefined();
  });

  describe("the bill's own sums", () => {
    /** The bill's lines, all sure but the last: its total, as unsure as a worn slip's often is. */
    const withUnsureTotal = (...texts: string[]) => {
      const billLines = lines(...texts);
      const total = billLines.at(-1);
      if (total) total.confidence = 54;
      return parseReceiptText(billLines, { today: TODAY });
    };

    it('takes an unsure total when the figures above it add up to it', () => {
      const items = ['Bill #: 9496', 'Paneer Tikka 3 720', 'Tandoori Roti 1 15', 'Dal Makhani 1 180'];
      expect(withUnsureTotal(...items, 'Lassi 1 60', 'Total Rs. 975/-').amount).toBe(975);
      expect(withUnsureTotal(...items, 'Lassi 1 50', 'Total Rs. 975/-').amount).toBeUndefined();
    });

    it("puts back a total's lost decimal point where the figures above it add up to it so", () => {
      const cab = (tolls: string) =>
        read('Trip fare 1.347.10', `Tolls & Parking ${tolls}`, 'Wallet balance 776.00', 'NET AMT Rs141210')
          .amount;
      expect(cab('65.00')).toBe(1412.1);
      expect(cab('60.00')).toBeUndefined();
    });

    it('adds the taxes to the subtotal and takes the discount and a negative round-off away', () => {
      expect(withUnsureTotal('Gross Amt 105.00', 'Discount 10% 10.50', 'Net Payable 94.50').amount).toBe(
        94.5,
      );
      expect(
        withUnsureTotal(
          'Sub Total 425.00',
          'CGST @2.5% 10.63',
          'SGST @2.5% 10.63',
          'Round Off -0.26',
          'Grand Total INR 446.00',
        ).amount,
      ).toBe(446);
      expect(
        withUnsureTotal('Sub Total 425.00', 'CGST @2.5% 10.63', 'Grand Total INR 446.00').amount,
      ).toBeUndefined();
    });

    it("takes no figure but a total's: a bill's items add up to its subtotal too", () => {
      expect(
        withUnsureTotal('Veg Thali 1 220.00', 'Paneer Tikka 1 260.00', 'Amount 480.00').amount,
      ).toBeUndefined();
      expect(withUnsureTotal('Veg Thali 1 220.00', 'Paneer Tikka 1 260.00', 'Total 480.00').amount).toBe(480);
    });

    it('counts neither the cash handed over nor a rate among the parts', () => {
      expect(withUnsureTotal('Rate 104.25', 'Cash Tendered 500.00', 'Total 604.25').amount).toBeUndefined();
    });
  });

  it("leaves empty a figure only a weak label names when a larger one follows: the total's label went unread", () => {
    const hotel = (last: string) =>
      read('S.No Description Qty Rate Amount', '1 Room Charges (Deluxe) 2 3900.00', last).amount;
    expect(hotel('oo 8,736.00')).toBeUndefined();
    expect(hotel('This is a computer generated invoice')).toBe(3900);
    // A helpline or a PIN code in the footer is not money: only a figure with paise or a currency sign is.
    expect(read('Parking Charges Rs. 20/-', 'Helpline 1800 209 4455, Pune 411001').amount).toBe(20);
    expect(read('Parking Charges Rs. 20/-', 'Cash Received Rs. 50.00').amount).toBe(20);
  });

  it("leaves empty a plain 'Total' with a discount or taxes below it: what was paid went unread", () => {
    const pharmacy = (...below: string[]) =>
      read('Azithromycin 500 Tab 3 119.50 358.50', 'Total 1,138.50', ...below).amount;
    expect(pharmacy('Less: Discount 5% 56.93', 'Net Paya8le 1.0g1.57')).toBeUndefined();
    expect(pharmacy('Less Omens gg')).toBeUndefined();
    // What was paid, its label glued and its decimal point lost, checked by the bill's own sum.
    expect(pharmacy('Less: Discount 5% 56.93', 'INetPayable®Rs) 108157')).toBe(1081.57);
    expect(read('Total (Rs.) 4,100.00', 'Add: CGST 6% 246.00', 'Net Paya8le 4.5g2').amount).toBeUndefined();
    expect(pharmacy('Goods once sold will not be taken back')).toBe(1138.5);
    expect(pharmacy('Flat 10% discount on your next visit')).toBe(1138.5);
    expect(pharmacy('Thank you', 'Visit again', 'Get well soon', 'Less: Discount 5% 56.93')).toBe(1138.5);
    // A total that names what is paid stands, whatever is printed below it.
    expect(read('Grand Total 1,138.50', 'Discount availed: 56.93').amount).toBe(1138.5);
  });

  it('takes the last of two totals alike, not the larger', () => {
    expect(read('Total 179.70', 'Less Discount 17.97', 'Total 161.73').amount).toBe(161.73);
  });

  it("does not take a folio's payments or balance for the amount", () => {
    expect(read('Total Payments 6,720.00', 'Balance Due 0.00').amount).toBeUndefined();
  });

  it('takes the figure on the next line when the label stands alone', () => {
    expect(read('Sub Total 580.00', 'NET AMOUNT', '₹ 609.00').amount).toBe(609);
    // Not a figure among words: its own figure went unread.
    expect(read('Advance recd 500/-', 'Total Rs', 'Check out time 24 hrs').amount).toBeUndefined();
  });

  it('takes a figure alone on the line before a lone total label, as an engine orders lines by their tops', () => {
    const fare = ['Ticket Fare 1,818.35', 'IRCTC Convenience Fee (incl. of GST) 35.40'];
    expect(read(...fare, '1,853.75', 'Total Fare (all inclusive)').amount).toBe(1853.75);
    expect(read(...fare, 'Total Fare (all inclusive)', '1,853.75').amount).toBe(1853.75);
    // Not a line that holds more than the figure, nor for a weak label.
    expect(read('Item 2 1,853.75', 'Total Fare (all inclusive)').amount).toBeUndefined();
    expect(read('Ticket Fare 1,818.35', '40.00', 'Fare').amount).toBe(1818.35);
  });

  it("does not take the first item under an 'Amount' column's heading for the total", () => {
    expect(
      read('Item Qty Amount', 'Veg Thali x1 220.00', 'Paneer Butter Masala x1 260.00').amount,
    ).toBeUndefined();
    expect(read('Tes fly soon © Amount', 'Veg Thali x1 220.00').amount).toBeUndefined();
  });

  it('does not take a rate, a volume, a percentage or a distance for the amount', () => {
    expect(read('Rate/Ltr ₹ 104.25/L', 'Volume 13.91 L').amount).toBeUndefined();
    expect(read('GST 18%', 'Distance 9.6 km').amount).toBeUndefined();
  });

  it('reads the rupee sign as the engine misreads it, since the label decides', () => {
    expect(read('Total ¥ 340.00').amount).toBe(340);
    expect(read('TOTAL X 609.00').amount).toBe(609);
  });

  it('leaves the amount empty when its own words are unsure, even on a sure line', () => {
    const receipt = parseReceiptText(
      [
        {
          text: 'Total Fee Rs. 1320.00',
          confidence: 80,
          words: [
            { text: 'Total', confidence: 96 },
            { text: 'Fee', confidence: 95 },
            { text: 'Rs.', confidence: 90 },
            { text: '1320.00', confidence: MIN_LINE_CONFIDENCE - 13 },
          ],
        },
      ],
      { today: TODAY },
    );
    expect(receipt.amount).toBeUndefined();
  });

  it('keeps a sure amount when only the rupee sign beside it was unsure', () => {
    const receipt = parseReceiptText(
      [
        {
          text: 'Total ¥ 340.00',
          confidence: 59,
          words: [
            { text: 'Total', confidence: 93 },
            { text: '¥', confidence: 12 },
            { text: '340.00', confidence: 91 },
          ],
        },
      ],
      { today: TODAY },
    );
    expect(receipt.amount).toBe(340);
  });

  it('leaves the amount empty when the total line is unsure, rather than falling back on a subtotal', () => {
    const receipt = parseReceiptText(
      [
        { text: 'Sub Total 580.00', confidence: 94 },
        { text: 'Grand Total ₹ 6O9.0O', confidence: 41 },
      ],
      { today: TODAY },
    );
    expect(receipt.amount).toBeUndefined();
  });
});

describe('date', () => {
  it.each([
    ['Date: 14/11/2026', '2026-11-14'],
    ['Date: 14-11-26 18:18', '2026-11-14'],
    ['Dt. 09.08.2026', '2026-08-09'],
    ['Bill Date: 9 Aug 2026', '2026-08-09'],
    ['Invoice Date : 5-Mar-26', '2026-03-05'],
    ['Date of Journey: 17-Jul-2026', '2026-07-17'],
    ['Date: 1st September, 2026', '2026-09-01'],
    ['Date: 2026-06-19', '2026-06-19'],
    ['Date: 14 /11/2026', '2026-11-14'],
  ])('reads %j as %s', (text, iso) => {
    expect(read(text).invoiceDate).toBe(iso);
  });

  it.each([
    ['Nov 7, 2026', '2026-11-07'],
    ['Journey Date: Mar 22, 2026', '2026-03-22'],
    ['Invoice Date: September 30, 2026 15:11', '2026-09-30'],
    ['Dt: 7-Nov-26 10:22', '2026-11-07'],
    ['DT: 07/11/26 14:22', '2026-11-07'],
  ])('reads the month first when its name comes first, and short years: %j', (text, iso) => {
    expect(read(text).invoiceDate).toBe(iso);
  });

  it("reads a date glued to its label as the second engine reads a line ('Dt21/06/26'), labelled", () => {
    expect(read('Slip No 4471', 'In 09:00 26/06/26', 'Bill No.8827 Dt21/06/26').invoiceDate).toBe(
      '2026-06-21',
    );
    expect(read('Bill No.1233 Dt.16/03/26').invoiceDate).toBe('2026-03-16');
  });

  it("prefers the bill's own date over a due date or a bill period", () => {
    expect(read('Due Date: 10-Nov-2026', 'Dated 05-Nov-2026').invoiceDate).toBe('2026-11-05');
    expect(read('Bill Period: 08-Oct-2026 to 07-Nov-2026', 'Date 07-Nov-2026').invoiceDate).toBe(
      '2026-11-07',
    );
  });

  it('reads the day first, as Indian bills print it', () => {
    expect(read('Date: 03/04/2026').invoiceDate).toBe('2026-04-03');
  });

  it('rejects impossible days and months', () => {
    expect(read('Date: 31/04/2026').invoiceDate).toBeUndefined();
    expect(read('Date: 29/02/2026').invoiceDate).toBeUndefined();
    expect(read('Date: 12/13/2026').invoiceDate).toBeUndefined();
    expect(read('Date: 29/02/2024').invoiceDate).toBe('2024-02-29');
  });

  it('rejects dates in the future (beyond a day) and from long ago', () => {
    expect(read('Date: 25/12/2026').invoiceDate).toBeUndefined();
    expect(read('Date: 24/11/2026').invoiceDate).toBe('2026-11-24');
    expect(read('Date: 14/11/2019').invoiceDate).toBeUndefined();
  });

  it('prefers the bill date over check-in and booking dates', () => {
    expect(read('Check-in 8 Aug 2026', 'Check-out 9 Aug 2026', 'Bill Date: 9 Aug 2026').invoiceDate).toBe(
      '2026-08-09',
    );
    expect(read('Booking Date: 09-Jul-2026', 'Date of Journey: 17-Jul-2026').invoiceDate).toBe('2026-07-17');
  });

  it("leaves empty a journey's date before its booking's: its year or its day misread", () => {
    const booked = 'Transaction ID:100002730132427 Booked:31-Jan-26';
    expect(read(booked, 'Date of Joumeyc 11-Mar-25 Cass CC').invoiceDate).toBeUndefined();
    expect(read(booked, 'Date of Journey: 11-Mar-26 Class CC').invoiceDate).toBe('2026-03-11');
    expect(read(booked, 'Date of Journey: 31-Jan-26 Class CC').invoiceDate).toBe('2026-01-31');
  });

  it("takes no other date for sure where the bill's own date or its journey's went unread", () => {
    // A label misread beyond what is known ('Bo0ked' for 'Booked') no longer says the other date is
    // another event's.
    const ticket = ['Transaction ID:106002653758490 Bo0ked:24-Feb-26', 'ate of Joumey.OAor-26 Cass:CC'];
    expect(read(...ticket).invoiceDate).toBeUndefined();
    expect(readReceiptText(lines(...ticket), { today: TODAY }).invoiceDate?.value).toBe('2026-02-24');
    expect(read('Bocked:24-Feb-26', 'Date of Joumey: 01-Apr-26').invoiceDate).toBe('2026-04-01');
    // 'Bookey' and 'Bocked' are 'Booked'; 'Date journey' lost its 'of'.
    const bookey = ['Transaction ID 10000351 296574. Bookey 28 Aug 26', 'Date journey, 0<-0ct 26 Class ¢¢'];
    expect(readReceiptText(lines(...bookey), { today: TODAY }).invoiceDate?.confidence).toBe(0);
    expect(read('Bookey 28 Aug 26', 'Date ofJourney:02-0ct-26 Class:CC').invoiceDate).toBe('2026-10-02');
    expect(read('Transaction 1O:1000096 Bouked:20Hun-26', 'Date of 1oumey.22-y4.26 CassCC').invoiceDate).toBe(
      undefined,
    );
    for (const booked of ['Booxed', 'Boo«ed', '8ooked', 'Bouked'])
      expect(read(`${booked} 02-May-26`, 'Jate of journey: 16-May-26').invoiceDate).toBe('2026-05-16');
    expect(read('Booked 23-May-26', 'ate off journey 29.Jun-26 Class: CC').invoiceDate).toBe('2026-06-29');
    // 'Bookeg' and 'Booket' are 'Booked'; 'ate cf' and 'Datedf' are 'Date of'; 'jouey' is 'journey'.
    expect(read('Bookeg 27 Mar 26', 'Class CC', 'Total 659.00').invoiceDate).toBeUndefined();
    expect(read('Booket 19Aug-26', 'CaassCC', 'Total 659.00').invoiceDate).toBeUndefined();
    expect(read('Booked 27 Mar 26', 'ate cf journey 19. Apr. 26 Class CC').invoiceDate).toBe('2026-04-19');
    expect(read('Booked 04 Aug 26', 'Datedf jouey 13-Sep-26 CassCC').invoiceDate).toBe('2026-09-13');
    // The label over its column, the date on the line below; or no such label at all: as before.
    expect(read('Date of Journey From To', '01-Apr-26 PUNE CSMT').invoiceDate).toBe('2026-04-01');
    expect(read('Slip 4471 24-Feb-26 10:12').invoiceDate).toBe('2026-02-24');
  });

  it("never takes a check-in, due or expiry date for the bill's, however the engine spells 'in'", () => {
    expect(read('Check 1n 12 Aug 2026').invoiceDate).toBeUndefined();
    expect(read('Check-in 12 Aug 2026', 'Arrival 12 Aug 2026').invoiceDate).toBeUndefined();
    // 'Arrival' as the engine misreads it: 'Armival', 'Arival', 'Arval'.
    expect(read('Armival:22.05.2026 Room:335').invoiceDate).toBeUndefined();
    expect(read('Arval:25.09.2026 oom295').invoiceDate).toBeUndefined();
    expect(read('Inv No:HS/26-1953 Date:23.052026', 'Arival:22.05.2026').invoiceDate).toBe('2026-05-23');
    expect(read('Exp 08/2026 Batch B12', 'Due Date 20/11/2026').invoiceDate).toBeUndefined();
    expect(read('Check In 12 Aug 2026 Check Out 13 Aug 2026').invoiceDate).toBe('2026-08-13');
    expect(read('Bill Date 12/11/2026 Due Date 20/11/2026').invoiceDate).toBe('2026-11-12');
  });

  describe("a word scored by its least sure character (the second engine's)", () => {
    const word = (text: string, characters: number[]) => ({
      text,
      confidence: Math.min(...characters),
      characters,
    });
    const dateOf = (...words: ReturnType<typeof word>[]) =>
      parseReceiptText([{ text: words.map((each) => each.text).join(' '), confidence: 60, words }], {
        today: TODAY,
      }).invoiceDate;

    it("is sure of a date whose only unsure characters are a glued label's or a separator", () => {
      const glued = word('Dt.12/03/26', [100, 99, 52, 100, 100, 99, 100, 100, 98, 100, 100]);
      expect(dateOf(word('Bill', [100, 100, 100, 99]), glued)).toBe('2026-03-12');
      expect(
        dateOf(word('Date', [99, 99, 99, 99]), word('09-Apr-26', [98, 98, 54, 96, 93, 92, 54, 99, 99])),
      ).toBe('2026-04-09');
    });

    it("lets a month's letters that cannot make another month go unsure, but not its figures", () => {
      const april = word('29-Apr-26', [99, 97, 85, 96, 69, 92, 61, 99, 98]);
      expect(dateOf(word('Date', [99, 99, 99, 99]), april)).toBe('2026-04-29');
      const weakDay = word('29-Apr-26', [99, 55, 85, 96, 99, 92, 99, 99, 98]);
      expect(dateOf(word('Date', [99, 99, 99, 99]), weakDay)).toBeUndefined();
    });

    it('lets a digit go unsure that no other digit could make another date with', () => {
      // The '6' read back as the month's 0 ('65' is May): no other digit there makes a month.
      expect(dateOf(word('Dt:14.65.26', [99, 99, 99, 100, 100, 98, 46, 99, 99, 100, 100]))).toBe(
        '2026-05-14',
      );
      const date = (characters: number[]) =>
        dateOf(word('Date', [99, 99, 99, 99]), word('21.03.2026', characters));
      // The 0 of 2026: 2126 is no plausible year.
      expect(date([100, 100, 99, 100, 100, 99, 100, 50, 100, 100])).toBe('2026-03-21');
      // The year's last digit (2025, 2024) or a day's could make another date: unsure still.
      expect(date([100, 100, 99, 100, 100, 99, 100, 100, 100, 52])).toBeUndefined();
      expect(date([100, 52, 99, 100, 100, 99, 100, 100, 100, 100])).toBeUndefined();
    });

    it('still counts the letter that tells June from January or July', () => {
      expect(
        dateOf(word('Date', [99, 99, 99, 99]), word('12-Jun-26', [99, 99, 99, 99, 58, 99, 99, 99, 99])),
      ).toBeUndefined();
      expect(
        dateOf(word('Date', [99, 99, 99, 99]), word('12-Jul-26', [99, 99, 99, 99, 99, 58, 99, 99, 99])),
      ).toBeUndefined();
      expect(
        dateOf(word('Date', [99, 99, 99, 99]), word('12-Jul-26', [99, 99, 99, 90, 58, 99, 99, 99, 99])),
      ).toBe('2026-07-12');
    });

    it("keeps the word's own confidence when the engine does not score a word by its weakest character", () => {
      const line: TextLine = {
        text: 'Date 09-Apr-26',
        confidence: 60,
        words: [
          { text: 'Date', confidence: 95, characters: [99, 99, 99, 99] },
          { text: '09-Apr-26', confidence: 55, characters: [99, 99, 99, 99, 99, 99, 99, 99, 99] },
        ],
      };
      expect(parseReceiptText([line], { today: TODAY }).invoiceDate).toBeUndefined();
    });
  });

  it('does not take a time or a phone number for a date', () => {
    expect(read('Time 13:42', 'Ph 020-25531190').invoiceDate).toBeUndefined();
  });
});

describe('invoice number', () => {
  it.each([
    ['Invoice No: HTL/59738', 'HTL/59738'],
    ['Bill No: SHR/2231 Table 7', 'SHR/2231'],
    ['Inv # 0045-A', '0045-A'],
    ['Receipt No 947232', '947232'],
    ['Ticket No: TK5257518', 'TK5257518'],
    ['PNR: 5854634680 Train No: 14651', '5854634680'],
    ['PNR No. 2458546346', '2458546346'],
    ['INVOICE NUMBER : GST/24-25/1187', 'GST/24-25/1187'],
    ['Receipt Nog: 947232', '947232'],
    ['Ticket Mo: TK5257518', 'TK5257518'],
    ['Ticket Ho NT2286338', 'NT2286338'],
    ['B1ll # 8931 Table: 12', '8931'],
    ['Bi1l No: 4471', '4471'],
  ])('reads %j as %s', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it.each([
    ['Inv. No: IO/26/12345', 'IO/26/12345'],
    ['Rcpt. No. 0741', '0741'],
    ['Cash Memo No. 3345', '3345'],
    ['Transaction ID: 123456789012', '123456789012'],
    ['TXN NO: 483920', '483920'],
    ['Invoice No. : MCL/2610/88213 Invoice Date : 16/09/2026', 'MCL/2610/88213'],
    ['Ticket No: 0123/456789', '0123/456789'],
    ['PNR’ 5854634680 Train No 14651', '5854634680'],
    ['Bill No* 1/6706', '1/6706'],
    ["Invoice No' RDX12345678", 'RDX12345678'],
  ])('reads other labels Indian bills print: %j', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it.each([
    ['BillNo:4321 Cate:29/07/26', '4321'],
    ['InvoiceNo:CRN8980852041', 'CRN8980852041'],
    ['Receipt No545930 29-Aug-26', '545930'],
    ['ceiptNo545930 29-Aug-26', '545930'],
    ['InvNc:T63617 Tbl12', 'T63617'],
    ['Inw No:T80423 TH8', 'T80423'],
    ['lnvoice No:CRN6127311753', 'CRN6127311753'],
    ['Receips No230587 05-Jun-26', '230587'],
    ['Inv Noc R82878 Tol17', 'R82878'],
  ])('reads a label glued to its word or its number, or misread, as the second engine reads a line: %j', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it('cuts no number short where OCR spaced out a separator', () => {
    expect(read('Invoice No.: MCL/2 610/88213').invoiceNo).toBe('MCL/2610/88213');
    expect(read('Bill No : 26-27 /0458').invoiceNo).toBe('26-27/0458');
    expect(read('Bill No: 1182 Table 5').invoiceNo).toBe('1182');
    expect(read('Receipt No: 45123 14:22').invoiceNo).toBe('45123');
  });

  it("prefers the invoice's own number over an order's or a trip's", () => {
    expect(read('Order No: 591', 'Inv No: BB/2026/40456').invoiceNo).toBe('BB/2026/40456');
    expect(read('Trip ID: CRN4417729301', 'Invoice No: RDX12345678').invoiceNo).toBe('RDX12345678');
  });

  it('needs a digit: a label followed by a word is not a number', () => {
    expect(read('Bill No: Table').invoiceNo).toBeUndefined();
  });

  it('takes a PNR only as its ten digits', () => {
    expect(read('PNR: 58546').invoiceNo).toBeUndefined();
  });

  it('leaves the number empty when one of its characters was a guess, however sure the word was', () => {
    const sure = [99, 99, 99, 99, 99, 99];
    const numberLine = (characters: number[]): TextLine => ({
      text: 'TXN NO: 718869',
      confidence: 90,
      words: [
        { text: 'TXN', confidence: 92, characters: [98, 98, 99] },
        { text: 'NO:', confidence: 96, characters: [99, 99, 99] },
        { text: '718869', confidence: 90, characters },
      ],
    });
    const weakSix = [99, 97, 99, 99, 95, 99];
    expect(parseReceiptText([numberLine(sure)], { today: TODAY }).invoiceNo).toBe('718869');
    expect(parseReceiptText([numberLine(weakSix)], { today: TODAY }).invoiceNo).toBeUndefined();
    expect(readReceiptText([numberLine(weakSix)], { today: TODAY }).invoiceNo?.value).toBe('718869');
  });

  it("judges a number by its own characters, not its label's nor a spaced-out separator's neighbours", () => {
    const line: TextLine = {
      text: 'Invoice No.: MCL/2 610/88213 Table 5',
      confidence: 88,
      words: [
        { text: 'Invoice', confidence: 90, characters: [99, 99, 99, 99, 99, 99, 99] },
        { text: 'No.:', confidence: 60, characters: [99, 99, 80, 90] },
        { text: 'MCL/2', confidence: 90, characters: [98, 98, 99, 98, 98] },
        { text: '610/88213', confidence: 90, characters: [99, 99, 99, 98, 99, 99, 99, 99, 99] },
        { text: 'Table', confidence: 90, characters: [99, 60, 99, 99, 99] },
        { text: '5', confidence: 90, characters: [70] },
      ],
    };
    expect(parseReceiptText([line], { today: TODAY }).invoiceNo).toBe('MCL/2610/88213');
    const guessed = {
      ...line,
      words: line.words?.map((word, at) =>
        at === 3 ? { ...word, characters: [99, 99, 99, 98, 99, 99, 99, 94, 99] } : word,
      ),
    };
    expect(parseReceiptText([guessed], { today: TODAY }).invoiceNo).toBeUndefined();
  });

  it("is as sure of a number glued to its label as of the number's own characters ('No:K7163735')", () => {
    const glued = (characters: number[]): TextLine => ({
      text: 'Tkt No:K7163735',
      confidence: 72,
      words: [
        { text: 'Tkt', confidence: 92, characters: [98, 92, 99] },
        { text: 'No:K7163735', confidence: Math.min(...characters), characters },
      ],
    });
    const found = (line: TextLine) => readReceiptText([line], { today: TODAY, engine: 'second' }).invoiceNo;
    expect(found(glued([99, 63, 91, 93, 99, 100, 100, 100, 100, 100, 98]))?.confidence).toBe(93);
    expect(found(glued([99, 99, 91, 93, 99, 100, 63, 100, 100, 100, 98]))?.confidence).toBe(0);
  });

  it("leaves a number empty that a misread character cut short ('T3:888', 'T3{888' for 'T31888')", () => {
    expect(read('Inv No:T3:888 T7').invoiceNo).toBeUndefined();
    expect(read('Inv No: T3{888 TOI7').invoiceNo).toBeUndefined();
    expect(read('Inv No: T31888 Tbl 7').invoiceNo).toBe('T31888');
    expect(read('Invoice No: RDX12345678 |').invoiceNo).toBe('RDX12345678');
  });

  it.each([
    ['Bill No: 12O45', '12O45'],
    ['Receipt No: O0451', 'O0451'],
    ['Invoice No. : MCL/Z610/88213', 'MCL/Z610/88213'],
    ['Receipt No: 4I719', '4I719'],
  ])('leaves %j empty: a letter stands where a digit should be', (text, number) => {
    expect(read(text).invoiceNo).toBeUndefined();
    expect(readReceiptText(lines(text), { today: TODAY }).invoiceNo?.value).toBe(number);
  });

  it.each([
    ['Invoice No: ZS0/956/4403', 'ZS0/956/4403'],
    ['Invoice No: BLR/0UT/42167', 'BLR/0UT/42167'],
    ['Invoice No: B0I33599435', 'B0I33599435'],
    ['Bill No: I0/26/3297', 'I0/26/3297'],
    ['Invoice No: 0L339982', '0L339982'],
  ])('leaves %j empty: a digit stands where a letter should be', (text, number) => {
    expect(read(text).invoiceNo).toBeUndefined();
    expect(readReceiptText(lines(text), { today: TODAY }).invoiceNo?.value).toBe(number);
  });

  it("leaves a number empty when one of its 0s or 1s is inked as wide as it is tall: the letter O's shape", () => {
    // 'Inv. No: 10/26/71436' as the engine placed each character of the number, 26 pixels tall: a
    // digit 0 is an upright oval (18 wide), an O round (24 wide); two glyphs' ink run together is wider.
    const numberLine = (firstZeroWidth: number, secondCharacter = '0'): TextLine => {
      const number = `1${secondCharacter}/26/71436`;
      const inks = [...number].map((character, at) => {
        const width = at === 1 ? firstZeroWidth : character === '1' ? 7 : character === '/' ? 9 : 17;
        return { x0: 100 + at * 20, y0: 10, x1: 100 + at * 20 + width, y1: 36 };
      });
      return {
        text: `Inv. No: ${number}`,
        confidence: 95,
        words: [
          { text: 'Inv.', confidence: 96, characters: [99, 99, 99, 99] },
          { text: 'No:', confidence: 96, characters: [99, 99, 99] },
          { text: number, confidence: 96, characters: [...number].map(() => 99), inks },
        ],
      };
    };
    const numberOf = (line: TextLine) => parseReceiptText([line], { today: TODAY }).invoiceNo;
    expect(numberOf(numberLine(18))).toBe('10/26/71436');
    expect(numberOf(numberLine(24))).toBeUndefined();
    expect(readReceiptText([numberLine(24)], { today: TODAY }).invoiceNo?.value).toBe('10/26/71436');
    expect(numberOf(numberLine(24, '1'))).toBeUndefined();
    expect(numberOf(numberLine(36))).toBe('10/26/71436');
  });

  it("keeps a round 0 as wide as the line's own 0 in a date's year, to a pixel: that print's 0", () => {
    // 'Invoice No: JP/26-27/01299 Date: 28-06-2026', 20 pixels tall: the number's 0 17 wide (0.85).
    const numberLine = (yearZeroWidth: number): TextLine => {
      const word = (text: string, left: number, widthOf: (character: string, at: number) => number) => ({
        text,
        confidence: 96,
        characters: [...text].map(() => 99),
        inks: [...text].map((character, at) => {
          const x0 = left + at * 20;
          return { x0, y0: 10, x1: x0 + widthOf(character, at), y1: 30 };
        }),
      });
      const number = 'JP/26-27/01299';
      return {
        text: `Invoice No: ${number} Date: 28-06-2026`,
        confidence: 95,
        words: [
          { text: 'Invoice', confidence: 96, characters: [99, 99, 99, 99, 99, 99, 99] },
          { text: 'No:', confidence: 96, characters: [99, 99, 99] },
          word(number, 200, (character) => (character === '0' ? 17 : character === '1' ? 7 : 13)),
          { text: 'Date:', confidence: 96, characters: [99, 99, 99, 99, 99] },
          word('28-06-2026', 600, (_, at) => (at === 7 ? yearZeroWidth : 13)),
        ],
      };
    };
    const numberOf = (line: TextLine) => parseReceiptText([line], { today: TODAY }).invoiceNo;
    expect(numberOf(numberLine(16))).toBe('JP/26-27/01299');
    expect(numberOf(numberLine(13))).toBeUndefined();
  });

  it.each([
    ['Invoice No: INV0001234', 'INV0001234'],
    ['Bill No: KA01AB1234', 'KA01AB1234'],
    ['Invoice No: CBI98679857', 'CBI98679857'],
    ['Bill No: GF67773', 'GF67773'],
    ['Inv. No: IO/26/12345', 'IO/26/12345'],
    ['Bill No: DQ/7383', 'DQ/7383'],
    ['Inv # 0045-A', '0045-A'],
    ['Bill No : 2026-27/0458', '2026-27/0458'],
    ['Bill No: B12345', 'B12345'],
    ['Cash Memo No: S0012', 'S0012'],
  ])('keeps %j: letters before or after the digits are what bills print', (text, number) => {
    expect(read(text).invoiceNo).toBe(number);
  });

  it('leaves the number empty when the engine was unsure of it', () => {
    const receipt = parseReceiptText([{ text: 'Bill No: DQ/7E3', confidence: 17 }], { today: TODAY });
    expect(receipt.invoiceNo).toBeUndefined();
  });
});

describe('expense type', () => {
  it.each([
    [['INDIAN OIL', 'Product PETROL', 'Volume(L) 13.91', 'Nozzle No 3'], 'fuel'],
    [['BHARAT PETROLEUM', 'Product HSD DIESEL'], 'fuel'],
    [['Electronic Reservation Slip (ERS)', 'IRCTC - Indian Railways', 'PNR: 5854634680'], 'rail'],
    [['MSRTC', 'Bus Ticket', 'Seat No 13'], 'bus'],
    [['HOTEL GREEN PARK', 'Room No: 110 Nights: 1', 'Check-in 8 Aug 2026', 'Check-out 9 Aug 2026'], 'hotel'],
    [['HOTEL SHREYAS', 'Veg Thali x2 440.00', 'CGST 2.5% 14.50', 'SGST 2.5% 14.50'], 'restaurant'],
    [['KHED SHIVAPUR TOLL PLAZA', 'NHAI - NH 48', 'Payment FASTag'], 'toll'],
  ])('reads %j as %s', (texts, type) => {
    expect(read(...texts).expenseType).toBe(type);
  });

  it.each([
    [['SHIVAM LODGE', 'Rcpt. No. 0741', 'Rent 1,800'], 'hotel'],
    [['DTDC EXPRESS', 'Consignment Z51873', 'Weight 0.5 kg'], 'courier'],
    [['WELLNESS PHARMACY', 'Paracetamol 650 Tab x2', 'Net Payable 61.00'], 'pharmacy'],
    [['CITYCAB MOBILITY', 'Ride Fare ₹245.00', 'Distance 12.4 km'], 'taxi'],
    [['SKYLINK TELECOM', 'Mobile Postpaid Bill', 'Monthly Rental 599.00'], 'telecom'],
    [['CITY CENTRE MALL PARKING', 'Entry 10:12', 'Exit 13:40'], 'parking'],
    [['SHER-E-PUNJAB DHABA', 'Dal Makhani 1 180', 'Total Rs. 480/-'], 'restaurant'],
    [['SHREE BALAJI MEDICAL & GENERAL STORES', 'Pantoprazole 40 Tab 192.00'], 'pharmacy'],
    [['JOSHI MEDICALS', 'Batch K9303 Exp 01/27'], 'pharmacy'],
    [['HOTEL SAI SAGAR', 'Order No 40 KOT No 85', 'Table No 6 Covers 2', 'Veg Biryani 440.00'], 'restaurant'],
  ])('reads the kinds of bill a traveller also claims: %j as %s', (texts, type) => {
    expect(read(...texts).expenseType).toBe(type);
  });

  it('says nothing when the text does not make the kind plain', () => {
    expect(read('SHREE ENTERPRISES', 'Item 1 x 250.00', 'Weight 0.5 kg').expenseType).toBeUndefined();
    expect(read('Filter Coffee 35.00').expenseType).toBeUndefined();
  });

  it('says nothing when two kinds are equally plain', () => {
    expect(read('Toll receipt', 'Petrol').expenseType).toBeUndefined();
  });
});

it('reads nothing from nothing', () => {
  expect(parseReceiptText([], { today: TODAY })).toEqual({});
  expect(read('', '   ', '----')).toEqual({});
});

it('says which line each value was read from, so that the reader can read it again to check it', () => {
  const reading = readReceiptText(
    lines('HOTEL SHREYAS', 'Bill No: 4471', 'Date: 21/08/2026', 'Sub Total 580.00', 'NET AMOUNT', '₹ 609.00'),
    { today: TODAY },
  );
  expect([reading.invoiceNo?.line, reading.invoiceDate?.line, reading.amount?.line]).toEqual([1, 2, 5]);
});

describe('lines worth a closer look', () => {
  const line = (text: string, confidence: number): TextLine => ({ text, confidence });
  const slip = [
    line('HP FUELS', 92),
    line('Date: 21/08/2026 Time: 10:55', 64),
    line('Booking Date: 02/08/2026', 60),
    line('Sub Total 1,470.00', 66),
    line('AMOUNT Rs 1,494.85', 55),
  ];

  it("are the unsure amount's and date's own lines, least sure first, never a subtotal or another event's date", () => {
    expect(linesToReadAgain(slip, readReceiptText(slip, { today: TODAY }))).toEqual([4, 1]);
  });

  it("take an unsure invoice number's line too, after the amount's and the date's", () => {
    const withNumber = [line('Inv. No: IO/26/4471', 52), ...slip];
    expect(linesToReadAgain(withNumber, readReceiptText(withNumber, { today: TODAY }))).toEqual([5, 2, 0]);
    const sureFigures = [
      line('Inv. No: IO/26/4471', 52),
      ...slip.map((each) => ({ ...each, confidence: 85 })),
    ];
    expect(linesToReadAgain(sureFigures, readReceiptText(sureFigures, { today: TODAY }))).toEqual([0]);
  });

  it("take an unsure date's line whose label the engine lost, but not another event's date", () => {
    const unlabelled = [
      line('HINDUSTAN PETROLEUM', 90),
      line('Booking 14.08.2026', 60),
      line('ATE: 15.08.2026 TIME: 21:44', 55),
      line('SALE AMT RS: 811.28', 90),
    ];
    expect(linesToReadAgain(unlabelled, readReceiptText(unlabelled, { today: TODAY }))).toEqual([2]);
  });

  it('are none when the amount, the date and the number were read surely', () => {
    const sure = [line('Bill No: 4471', 85), ...slip.map((each) => ({ ...each, confidence: 85 }))];
    expect(linesToReadAgain(sure, readReceiptText(sure, { today: TODAY }))).toEqual([]);
  });
});
