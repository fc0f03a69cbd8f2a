import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageParams, mapLiterals, messageArguments, parseMessage } from './messages';
import { pseudoText } from './pseudo-texts';

const WAITING = '{count, plural, one {# receipt} other {# receipts}} waiting to upload';

describe('an ICU message', () => {
  it('fills in its arguments', () => {
    expect(
      formatMessage('No approved fare chart entry for {from} to {to}', { from: 'Pune', to: 'Satara' }, 'en'),
    ).toBe('No approved fare chart entry for Pune to Satara');
  });

  it("chooses English plurals by English rules: 1 is 'one', 0 is 'other'", () => {
    expect(formatMessage(WAITING, { count: 1 }, 'en')).toBe('1 receipt waiting to upload');
    expect(formatMessage(WAITING, { count: 0 }, 'en')).toBe('0 receipts waiting to upload');
    expect(formatMessage(WAITING, { count: 123456 }, 'en')).toBe('1,23,456 receipts waiting to upload');
  });

  it("chooses Hindi plurals by Hindi rules (0 and 1 are 'one') and Marathi by Marathi's (0 is 'other')", () => {
    const hindi = '{count, plural, one {# रसीद} other {# रसीदें}}';
    expect(formatMessage(hindi, { count: 0 }, 'hi')).toBe('0 रसीद');
    expect(formatMessage(hindi, { count: 2 }, 'hi')).toBe('2 रसीदें');
    const marathi = '{count, plural, one {# पावती} other {# पावत्या}}';
    expect(formatMessage(marathi, { count: 0 }, 'mr')).toBe('0 पावत्या');
    expect(formatMessage(marathi, { count: 1 }, 'mr')).toBe('1 पावती');
  });

  it('prefers an exact =N case, and selects by value', () => {
    const message = '{count, plural, =0 {No other device was signed in.} other {Signed out on #.}}';
    expect(formatMessage(message, { count: 0 }, 'en')).toBe('No other device was signed in.');
    expect(formatMessage('{kind, select, E {an expense} other {a sundry}}', { kind: 'E' }, 'en')).toBe(
      'an expense',
    );
  });

  it("reads apostrophes as ICU does: ''{'' quotes a brace, a lone one stays", () => {
    expect(formatMessage("Server Couldn't respond", {}, 'en')).toBe("Server Couldn't respond");
    expect(formatMessage("'{'literal'}' and ''{x}''", { x: 'X' }, 'en')).toBe("{literal} and 'X'");
  });

  it('refuses a message that breaks the syntax, so a broken catalogue fails its test', () => {
    expect(() => parseMessage('{count, plural, one {# bill}}')).toThrow(/other/);
    expect(() => parseMessage('{unclosed')).toThrow(/Unclosed/);
    expect(() => parseMessage('a } b')).toThrow(/Unmatched/);
  });

  it('names its arguments and their kinds', () => {
    expect([...messageArguments(WAITING)]).toEqual([['count', 'plural']]);
  });

  it('keeps arguments and cases when its literals change (the pseudo-language)', () => {
    expect(mapLiterals(WAITING, (text) => text.toUpperCase())).toBe(
      '{count, plural, one {# RECEIPT} other {# RECEIPTS}} WAITING TO UPLOAD',
    );
    expect(formatMessage(pseudoText(WAITING), { count: 2 }, 'en-XA')).toBe('⟦2 ŕéçéîþŧš ŵàîŧîñĝ ŧö üþĺöàđ⟧');
  });

  it('types its values from its text: a missing or misspelt one does not compile', () => {
    const params: MessageParams<typeof WAITING> = { count: 2 };
    // @ts-expect-error a count is a number
    const wrong: MessageParams<typeof WAITING> = { count: 'two' };
    // @ts-expect-error 'from' and 'to' are both needed
    const missing: MessageParams<'From {from} to {to}'> = { from: 'Pune' };
    expect([params, wrong, missing]).toHaveLength(3);
  });
});
