import { describe, expect, it, vi } from 'vitest';
import { errorText, messageOf } from './api-error';
import HINDI from './api-error-texts.hi';
import { chooseLanguage } from './language';

describe("the shared error handler's texts (spec section 8)", () => {
  it.each([
    [500, "Server Couldn't respond at this moment, please try again.."],
    [503, "Server Couldn't respond at this moment, please try again.."],
    [408, 'network: taking too long to fetch data'],
    [400, 'something went wrong, this maybe network issue'],
    [403, 'something went wrong, this maybe network issue'],
    [undefined, 'something went wrong, this maybe network issue'],
  ])('status %s gives %j', (status, text) => {
    expect(errorText(status)).toBe(text);
  });

  it("finds the server's reason in a string or a message field, and nothing elsewhere", () => {
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ message: 'field' })).toBe('field');
    expect(messageOf({ error: 'other' })).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
    expect(messageOf('')).toBeUndefined();
  });

  it('speaks the language the app speaks (issue 39)', async () => {
    // The choice marks the page's language: a page of the fewest parts stands in for the browser's.
    vi.stubGlobal('document', { documentElement: {} });
    await chooseLanguage('hi', { remember: false });
    try {
      expect(errorText(500)).toBe(HINDI.serverError);
      expect(errorText(408)).toBe(HINDI.timeout);
    } finally {
      await chooseLanguage('en', { remember: false });
      vi.unstubAllGlobals();
    }
  });
});
