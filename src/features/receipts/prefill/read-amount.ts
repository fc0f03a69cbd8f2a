// The amount due on a bill: the figure its labels name as paid or payable, over subtotals, gross figures
// and taxes, and the last such figure when labels tie.
import { addsUp, figuresAbove, isRateTimesVolume, laterFigures, withSignReadAsDigit } from './bill-sums';
import { FIGURE_ALONE, isBelowItsFigure, isHandedOverBelow } from './label-alone';
import { CURRENCY, moneyIn } from './money';
import { readsZeroAsLookalike, withDigitsRepaired } from './parse-date';
import {
  type Candidate,
  type FoundField,
  MIN_LINE_CONFIDENCE,
  pickBest,
  spanConfidence,
  type TextLine,
} from './text-line';
import { copiedTotal, withoutItsSlash } from './total-copies';
import { hasZeroLikePaisa, withZeroPaise } from './zero-paise';

/**
 * Labels of the amount due, by what they mean, strongest first: what was paid or is to be paid (paid,
 * payable, net, due) over a total of the bill (grand total, invoice value), over a plain 'Total', over
 * any amount or fare. Subtotals, gross figures and taxes are what must not be taken instead.
 */
export const AMOUNT_LABELS: Array<[RegExp, number]> = [
  // 'NET AMT Rs.' also with its AMT misread beyond a letter for a letter ('NETAT Rs.', 'NETAVIT Rs.'),
  // before the sign or the figure ('NETAAT 352-'); 'Amt Payable' with its 'Am' lost at a photo's edge, or
  // glued to a misread word before it, as the second engine reads a line ('AmitPayable'; not 'TaxPayable').
  [
    /\b(?:total\s?)?(?:amount|amt)\s?(?:paid|payable|due)\b|\b(?:net|total)\s?(?:payable|paid|due)\b|\bnet\s?(?:amount|amt|value|bill)\b|\bpaid\s?(?:amount|amt)\b|\bnet\s?a[a-z]{1,3}\s?(?=rs\b|inr\b|₹|\d)|\bm?t\s?payable\b|\b(?!tax|gst)[a-z]{1,4}payable\b/,
    100,
  ],
  [/\bgrand\s?total\b|\b(?:invoice|bill)\s?total\b|\btotal\s?(?:invoice|bill)\s?(?:value|amount|amt)\b/, 95],
  // A rail e-ticket's 'Total Fare (all inclusive)' also by its end, the rest cut at a photo's edge.
  [
    /\b(bill|invoice|total)\s?(amount|amt|value)\b|\btotal\s?(fare|fee|charges)\b|\btotal\s?(rs|inr)\b|inclusive\s?\)/,
    85,
  ],
  [/\btotal\b/, 80],
  // Also glued to its currency, its bracket's start lost ('AmountRs) 3,717.85' for 'Amount(Rs)').
  [/\b(amount|amt)(?:\b|(?=rs\b))(?!\s?(in\s)?words)/, 60],
  [/\b(fare|fee|paid|payable|charges)\b/, 50],
];

/** The score from which a label names the total ('Total', 'Net Amount') rather than any amount. */
const LABEL_OF_A_TOTAL = 80;
/** The score from which a label names the final figure ('Grand Total', 'Net Payable'), not a gross one. */
const LABEL_OF_WHAT_IS_PAID = 95;

/**
 * A line right below a total that changes it: one that starts by taking off or adding ('Less: …',
 * 'Add: CGST'), or a discount with its sum ('Discount 10% 17.97'); not a footer's offer ('Flat 10%
 * discount on your next visit').
 */
const ADJUSTED_BELOW = /^\W*(less|add)\b|\b(discount|disc)\b.*\d\.\d{2}/;
/** How far below a total such a line is looked for: it is printed under the figure it changes. */
const ADJUSTMENT_REACH = 3;

/** Lines with a figure by a total-like word that is not the amount due; a subtotal also as 'Yub Totai'. */
export const NOT_THE_AMOUNT =
  /\b([a-z5]?ub[\s.,-]{0,2}total|gross|total\s?(tax|gst|qty|quantity|items?|discount|savings?|payments?)|advance|previous|cgst|sgst|igst|utgst|gst\s?\d|tax(able)?|discount|round(ed)?\s?off|rate|price\/|per\s?(l|litre|km|night)|volume|qty|tendered|change|cash\s?received|in\s?words|km|kms)\b|alance/;

/**
 * Label words as a small print's look-alike strokes (r/t, i/l/1, m/n/v/u) get them misread, put right
 * letter for letter, so that places in the line still point at the same characters: 'ToralFare',
 * 'Totai', 'Tota!', 'Tetal' and 'TutalFare' for 'Total', 'NET AVT', 'NETAMI' and 'Tkt Aut' for 'Amt', 'Anount' for 'Amount'.
 * Not where another word is spelt so: 'Torai' (a vegetable on a menu) stays as it is.
 */
const LABEL_LOOKALIKES: Array<[RegExp, string]> = [
  [
    /\b(?:to(?:ta[1i|!]|ra[1l|!])|t[eu]ta[l1i|!])(?=$|[^a-z]|fare|fee|amount|amt|bill|value|rs\b|inr\b)/g,
    'total',
  ],
  [/(?<=\bnet\s?)a(?:m[1il|]|[nvu]t)\b/g, 'amt'],
  [/\ba(?:m[1l|]|[nvu]t)\b/g, 'amt'],
  [/\banount\b/g, 'amount'],
];

/**
 * The slash of 'Rs. 95/-' read as a 1, an l or a bar ('Rs.951-', 'U5l-'): a figure of two digits or more
 * ending so, right before a dash that ends it, names whole rupees. On the wild set's diagnosis draws every
 * such '1-' was a slash (2 of 2), and none of 40 printed '/-' lost its slash.
 */
const SLASH_READ_AS_ONE = /(?<=\d\d)[1il|](?=-(?![\w/]))/g;

/**
 * A line's text as amount labels and figures are matched: lower case, its figures' and labels' look-alikes
 * read, one character for one.
 */
export function amountLabelText(text: string): string {
  return LABEL_LOOKALIKES.reduce(
    (repaired, [pattern, word]) => repaired.replace(pattern, word),
    withDigitsRepaired(text).toLowerCase().replace(SLASH_READ_AS_ONE, '/'),
  );
}

const FEE = /\bfees?\b/;
/**
 * A fare, also glued to the words around it as the second engine reads a line ('taFare'), or a letter
 * short as a word of its own ('Toer Far 13235', 'Ta Fae'); not 'welfare'.
 */
const FARE = /(?<!wel)fare|\bfa[re]\b/;

/**
 * Whether a bill prints paise ('580.00'): then it prints them on its total too, and a total without them
 * is a decimal point the engine lost ('484.50' read as '48450'), not a round figure.
 */
function printsPaise(lines: readonly TextLine[]): boolean {
  return lines.some((line) => /\d\.\d{2}(?!\s?[\d.:/-])/.test(line.text));
}

const ROUND_OFF = /\bround(ed)?\s?-?\s?off\b/;

/**
 * The amount due. `isZeroMisread`: whether the engine read this bill's 0s as their look-alikes
 * (`readsZeroAsLookalike`), given by a caller that has already asked.
 */
export function findAmount(
  lines: TextLine[],
  isZeroMisread = readsZeroAsLookalike(lines),
): FoundField<number> | undefined {
  // A bill that rounds off ends in whole rupees: a total below its round-off line with paise other
  // than .00 is a misread digit ('1,297.00' read as '1,297.60').
  const roundOffLine = lines.findIndex((line) => ROUND_OFF.test(line.text.toLowerCase()));
  const candidates: Array<Candidate<number>> = [];
  lines.forEach((line, order) => {
    const lower = amountLabelText(line.text);
    const label = AMOUNT_LABELS.find(([pattern]) => pattern.test(lower));
    const hasCurrency = CURRENCY.test(lower);
    if (!label && !hasCurrency) return;
    if (NOT_THE_AMOUNT.test(lower)) return;
    let found = moneyIn(lower, label ? lower.search(label[0]) : 0, true).at(-1);
    let sourceAt = order;
    // A total's label alone on its line ('TOTAL' above its figure): the figure is alone on the next line
    // (not 'Check out time 24 hrs' below a 'Total Rs' whose figure went unread). Not a weaker label's:
    // 'Amount' or 'Fare' alone heads a column, and the next line is the first item. Or alone on the line
    // before: an engine that orders lines by their tops puts a right-hand figure set a little higher
    // before its label ('1,853.75' above 'Total Fare (all inclusive)').
    const isTotalLabel = (label?.[1] ?? 0) >= LABEL_OF_A_TOTAL;
    const sides = isBelowItsFigure(lines, order) ? [order - 1, order + 1] : [order + 1, order - 1];
    for (const at of sides) {
      const side = lines[at];
      if (found || !isTotalLabel || !side || !FIGURE_ALONE.test(side.text) || isHandedOverBelow(lines, at))
        continue;
      found = moneyIn(amountLabelText(side.text), 0, true).at(-1);
      sourceAt = at;
    }
    const source = lines[sourceAt] ?? line;
    if (!found) return;
    // Two digits standing apart after a figure ('942 82') are its paise with the decimal point read as
    // a space, not the amount: the figure is kept whole, as unsure, so that the field stays empty unless
    // a closer reading finds the point. Paise of '00' are no figure of their own ('89 00'), but they
    // still say the point was lost.
    const figures = source === line ? lower : amountLabelText(source.text);
    const rupeesBefore = /(\d[\d,]*) $/.exec(figures.slice(0, found.start))?.[1];
    const isPaiseApart = rupeesBefore !== undefined && /^\d{2}$/.test(figures.slice(found.start, found.end));
    if (isPaiseApart)
      found = {
        ...found,
        value: Number(`${rupeesBefore.replaceAll(',', '')}.${figures.slice(found.start, found.end)}`),
      };
    // On a bill whose 0s the engine reads as 6s and 8s, its paise of 6, 8 and 9 are 0s too; their doubt is
    // then no doubt of the figure's ('Anount Rs 30.60', its 6 at 59, on a slip dated '05-07-2626').
    const withPaiseRead = isZeroMisread ? withZeroPaise(found.value) : found.value;
    const point = figures.lastIndexOf('.', found.end - 1);
    const sureTo = withPaiseRead !== found.value && point >= found.start ? point : found.end;
    found = { ...found, value: withPaiseRead };
    const isNoughtPaiseApart = /^ 00(?![\d.,])/.test(figures.slice(found.end));
    // 'Rs. 1,800/-' says whole rupees: no decimal point was there to lose.
    const isWholeRupees = /^\s?\/-/.test(figures.slice(found.end));
    // Such a total still outranks the fare above it, so it is kept, as unsure: the field stays empty.
    const isRoundedOff = roundOffLine >= 0 && order > roundOffLine;
    // A figure right after a glyph the engine could not read ('Re _45/' for 'Rs 145/-') lost a digit to it;
    // so did one right after a letter a digit is misread as, but for the s of 'Rs' ('Ro.B56.32' for 856.32,
    // 'Rs Z30H' for 230/-).
    const isAfterAnUnreadGlyph = /[_§]$|(?<!r)[bsgz]$/.test(figures.slice(0, found.start));
    // A lone digit after a figure, a sign at most between, is a piece of its paise ('Rs 63 +8').
    const isPieceOfAFigure =
      /\d \W?$/.test(figures.slice(0, found.start)) && /^\d$/.test(figures.slice(found.start, found.end));
    // A figure opening a bracket of words is one of its words misread ('Total Fare (5 Nclusive').
    const isInBracketedWords =
      /\($/.test(figures.slice(0, found.start)) && /^\s?\p{L}/u.test(figures.slice(found.end));
    const isDoubtful =
      found.isGuess ||
      isInBracketedWords ||
      isAfterAnUnreadGlyph ||
      isPieceOfAFigure ||
      isPaiseApart ||
      isNoughtPaiseApart ||
      (!isZeroMisread && hasZeroLikePaisa(source, figures, found.start, found.end)) ||
      (isRoundedOff && !Number.isInteger(found.value)) ||
      (printsPaise(lines) && !/\.\d{2}$/.test(source.text.slice(found.start, found.end)) && !isWholeRupees);
    // A currency sign without a label ('₹ 104.25/L') is weak evidence: it may be a rate or a price.
    const score = (label?.[1] ?? 20) + (hasCurrency ? 5 : 0);
    // Only the figure's digits count: a grouping comma read as a dot, or an unsure decimal point before
    // paise, leaves the value as read ('1.132.00' at 44 for its first dot).
    const confidence = isDoubtful
      ? 0
      : spanConfidence(source, found.start, sureTo, (at) => /\d/.test(figures[at] ?? ''));
    candidates.push({
      value: found.value,
      score,
      confidence,
      order,
      line: sourceAt,
    });
  });
  // Equal labels: the last on the bill, as a bill ends with what is to be paid (a folio's 'Total
  // Charges' above its 'Total Payments' are the same figure; a 'Total' over taxes comes before the total).
  const best = pickBest(candidates, (a, b) => b.score - a.score || b.order - a.order);
  return best && weighedAgainstTheBill(lines, best, candidates);
}

/**
 * The best candidate's confidence, weighed against the rest of the bill: its own sums can vouch for an
 * unsure total; a larger sum below a weak label's figure, or a discount right below a plain 'Total',
 * says the figure is not what was paid.
 */
function weighedAgainstTheBill(
  lines: TextLine[],
  best: Candidate<number>,
  candidates: ReadonlyArray<Candidate<number>>,
): Candidate<number> {
  // A bill's last sum of money is what it asks for: a figure followed by a larger one is an item or a
  // subtotal whose total's label went unread ('Room Charges' over its unlabelled grand total).
  // Not its own copy below or above with its '/-' read as one more digit (a counterfoil's 'are Rs 5604' for
  // 560/-, a passenger copy's 'Fare Rs 3501' over the counterfoil's 'Fare Rs 350'). Larger by a rupee at
  // least: one larger by its paise alone is the same sum, its paise misread ('Fare 431.00' over 'Tkt Amt
  // Rs. 431.60'; 'Fare 499.09' over 'Tkt Amt Rs. 499.00').
  const isLarger = (value: number) => value >= best.value + 1 && withoutItsSlash(value) !== best.value;
  const later = laterFigures(lines, best.line).filter((value) => withoutItsSlash(value) !== best.value);
  const isFollowedByMore = later.some(isLarger);
  // An unsure total that the figures above it add up to, to the paisa, is read right: two readings of
  // different print agree. Only a total's own label, and the bill's last sum: the items of a bill add
  // up to its subtotal too. So is one whose decimal point was lost ('Rs141210' under a fare of 1,347.10
  // and tolls of 65.00): the sum says where the point was.
  const isUnsureTotal = best.confidence < MIN_LINE_CONFIDENCE && best.score >= LABEL_OF_A_TOTAL;
  const addsUpTo = (value: number, leastParts = 1, isPointLost = false) =>
    !later.some((each) => each > value) && addsUp(lines, best.line, value, leastParts, isPointLost);
  // A total in whole rupees on a bill that prints paise needs two parts: a lone part read alike may have
  // lost its decimal point too ('Trip fare 127524' over 'NET AMT Rs.127524' for 1,275.24).
  const hasPaise = printsPaise(lines);
  const leastParts = hasPaise && Number.isInteger(best.value) ? 2 : 1;
  if (isUnsureTotal && addsUpTo(best.value, leastParts)) return { ...best, confidence: MIN_LINE_CONFIDENCE };
  // So is a fuel slip's unsure amount that its rate times its volume comes to ('Amount(Rs) 1,747.85', its
  // paisa 8 unsure, under 'Rate/Ltr 104.85' and 'Volume 16.67').
  if (best.confidence < MIN_LINE_CONFIDENCE && isRateTimesVolume(lines, best.value))
    return { ...best, confidence: MIN_LINE_CONFIDENCE };
  // Or one whose parts lost theirs as well, on a bill that prints paise elsewhere ('Trip fare 103622' and
  // 'Tolls 110.00' over 'NET AMT Rs.114622'; 'Trip fare 127524' and 'Tolls 0.00' over 'NET AMT Rs.127524').
  const withPoint = best.value / 100;
  const isPointLost =
    Number.isInteger(best.value) &&
    best.value >= 100 &&
    (addsUpTo(withPoint) || (hasPaise && addsUpTo(withPoint, 1, true)));
  if (isUnsureTotal && isPointLost) return { ...best, value: withPoint, confidence: MIN_LINE_CONFIDENCE };
  // So is one whose '/-' was read as one more digit, a 4 (its slash and dash) or a 1 ('NETAMT 4554' for
  // 455/- under 386.00 and 69.00), where two parts or more add up to it without that digit.
  const withoutSlash = withoutItsSlash(best.value);
  if (isUnsureTotal && withoutSlash !== undefined && addsUpTo(withoutSlash, 2))
    return { ...best, value: withoutSlash, confidence: MIN_LINE_CONFIDENCE };
  // So is one whose decimal point was read as a digit ('Rs.361174' under parts that come to 361.74).
  const withPointRead = withPointReadAsDigit(best.value);
  if (isUnsureTotal && hasPaise && withPointRead !== undefined && addsUpTo(withPointRead, 2))
    return { ...best, value: withPointRead, confidence: MIN_LINE_CONFIDENCE };
  // Or one whose copy elsewhere on the bill reads it without that digit; or one, however sure, that the
  // bill's sums or its rate times its hours come to without its first digit, its '₹' read as one ('Total
  // Amt: 390' for ₹90 under 'Rate: Rs 15/hr' and 'Hours: 6').
  const repaired = copiedTotal(lines, best, candidates) ?? withSignReadAsDigit(lines, best);
  if (repaired) return repaired;
  // A figure only a weak label names ('Amount' over a column, 'Charges') is a line of the bill, when a
  // larger sum follows it, or when a larger one precedes it among the bill's amounts: a fee added to a
  // fare whose total went unread ('Ticket Fare 726.60', 'Convenience Fee 35.40'). So is a fee on a bill
  // that names a fare, its figures unread ('he Fee Godl.t esT 3540' above 'taFare ainosve 15517'). A larger
  // sum printed as money above it counts, its label unread: a balance under its grand total, both labels
  // misread ('Beance Paid at Check-out 7.184.00' under 'Graod Tocal 9184.00').
  const isBelowALargerFigure =
    candidates.some((other) => other.order < best.order && isLarger(other.value)) ||
    figuresAbove(lines, best.line).some(isLarger);
  const isFeeBesideAFare =
    FEE.test(amountLabelText(lines[best.line]?.text ?? '')) &&
    lines.some((line, at) => at !== best.line && FARE.test(line.text.toLowerCase()));
  if (best.score < LABEL_OF_A_TOTAL && (isFollowedByMore || isBelowALargerFigure || isFeeBesideAFare))
    return { ...best, confidence: 0 };
  // A plain 'Total' with a discount taken off, or taxes added, below it is the gross figure: what was
  // paid is on a line below that went unread.
  if (
    best.score < LABEL_OF_WHAT_IS_PAID &&
    lines
      .slice(best.line + 1, best.line + 1 + ADJUSTMENT_REACH)
      .some((line) => ADJUSTED_BELOW.test(line.text.toLowerCase()))
  )
    return { ...best, confidence: 0 };
  return best;
}

/** A figure without paise as it reads with its third digit from the end taken for a decimal point. */
function withPointReadAsDigit(value: number): number | undefined {
  const digits = String(value);
  if (!Number.isInteger(value) || digits.length < 5) return undefined;
  return Number(`${digits.slice(0, -3)}.${digits.slice(-2)}`);
}
