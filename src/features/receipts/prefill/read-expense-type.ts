// The kind of a bill (fuel, a hotel, a courier...) from the words its recognised lines print.
import type { ReadExpenseType } from './fields';

/**
 * Words that make a bill's kind plain; `strong` alone decides, `weak` only adds to a strong word. Kinds
 * a traveller's claim names (lodging, a courier, a phone bill), as Indian bills print them.
 */
const TYPE_WORDS: Record<ReadExpenseType, { strong: RegExp; weak: RegExp }> = {
  fuel: {
    strong: /\b(petrol|diesel|hsd|ms\s?petrol|fuels?|cng|petroleum|filling\s?station)\b/g,
    weak: /\b(litres?|ltrs?|nozzle|pump|density|preset)\b/g,
  },
  rail: {
    strong: /\b(pnr|irctc|railways?|train)\b/g,
    weak: /\b(coach|berth|quota|sleeper|3a|2a|sl)\b/g,
  },
  bus: {
    strong: /\b(bus|ksrtc|msrtc|apsrtc|tsrtc|gsrtc|upsrtc|rsrtc|redbus|volvo)\b/g,
    weak: /\b(seat|conductor|depot|stand|boarding)\b/g,
  },
  taxi: {
    strong: /\b(taxi|cab|ride|car\s?rental|rickshaw|auto\s?rickshaw|trip\s?id|meter\s?fare)\b/g,
    weak: /\b(driver|waiting|kms?|distance|pick-?up|drop)\b/g,
  },
  hotel: {
    strong:
      /\b(room\s?(no|tariff|rent|charges?|nights?)|check-?\s?in|check-?\s?out|folio|guest\s?name|lodge|lodging|boarding\s?&?\s?lodging|guest\s?house|residency|inn)\b/g,
    weak: /\b(room|hotel|arrival|departure|nights?|stay|guest|tariff)\b/g,
  },
  restaurant: {
    strong:
      /\b(restaurant|dhaba|cafe|café|canteen|bhojanalaya|dine|dining|kot|thali|biryani|dosa|idli|paneer|naan|roti|coffee|tea|chai)\b/g,
    weak: /\b(table|covers?|chaas|lassi|meals?|rice|juice|veg|sandwich|food)\b/g,
  },
  toll: {
    strong: /\b(toll|fastag|nhai)\b/g,
    weak: /\b(plaza|lane|vehicle\s?class|single\s?journey|return\s?journey)\b/g,
  },
  parking: {
    strong: /\b(parking|pay\s?(&|and)\s?park)\b/g,
    weak: /\b(entry|exit|duration|wheeler)\b/g,
  },
  pharmacy: {
    strong:
      /\b(pharmacy|pharma|chemists?|druggists?|medicals|medical\s?(store|stores|hall|and)|medicines?|d\.?\s?l\.?\s?no)\b|\bmedical\s?&/g,
    weak: /\b(tab|tabs|tablets?|syrup|capsules?|batch|mrp|exp|patient|doctor|dr)\b/g,
  },
  courier: {
    strong: /\b(courier|couriers|consignment|awb|docket|speed\s?post|india\s?post|logistics|parcel)\b/g,
    weak: /\b(weight|wt|destination|pieces|article|cargo|freight)\b/g,
  },
  telecom: {
    strong: /\b(telecom|postpaid|prepaid|recharge|broadband|airtel|jio|vodafone|bsnl)\b/g,
    weak: /\b(plan|rental|data|validity|sim|calls?|mobile)\b/g,
  },
};

/**
 * Restaurant words that name the place, or its kitchen's order ticket (KOT), which make a bill a
 * restaurant's even without its taxes.
 */
const EATING_PLACE = /\b(restaurant|dhaba|cafe|café|canteen|bhojanalaya|kot)\b/;

/** The bill's kind from its words, or nothing when no kind is plain (or two are equally so). */
export function readExpenseType(lines: ReadonlyArray<{ text: string }>): ReadExpenseType | undefined {
  const text = lines.map((line) => line.text.toLowerCase()).join('\n');
  const scores = (Object.keys(TYPE_WORDS) as ReadExpenseType[]).map((type) => {
    const { strong, weak } = TYPE_WORDS[type];
    const strongHits = text.match(strong)?.length ?? 0;
    const weakHits = text.match(weak)?.length ?? 0;
    return { type, strongHits, score: strongHits * 3 + weakHits };
  });
  // A restaurant bill names its taxes; food words without CGST and SGST could be a menu or a note.
  const restaurant = scores.find((entry) => entry.type === 'restaurant');
  if (restaurant && !(/\bcgst\b/.test(text) && /\bsgst\b/.test(text)) && !EATING_PLACE.test(text))
    restaurant.score = 0;
  const ranked = scores.filter((entry) => entry.strongHits > 0 && entry.score > 0);
  ranked.sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  if (!first) return undefined;
  // Two kinds equally plain (a hotel folio with its restaurant's dinner) is no answer.
  return second && second.score * 2 > first.score ? undefined : first.type;
}
