// The pseudo-language (en-XA): every English text in accents and ⟦brackets⟧, arguments kept, so a
// screen shown in it betrays any text that never went through a catalogue. Loaded only when chosen.
import { mapLiterals } from './messages';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšŧüṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'];
const ACCENTED = new Map([...PLAIN].map((char, index) => [char, ACCENTS[index] as string]));

export function pseudoText(english: string): string {
  return `${PSEUDO_OPEN}${mapLiterals(english, (literal) => [...literal].map((char) => ACCENTED.get(char) ?? char).join(''))}${PSEUDO_CLOSE}`;
}

export function pseudoCatalogue(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudoText(message)]));
}
