import { describe, expect, it } from 'vitest';
import { ApiError, OTHER_ERROR_TEXT, SERVER_ERROR_TEXT, TIMEOUT_TEXT } from '../../lib/api-error';
import { loginErrorText, trimQuotes } from './login-error';

describe('the login error message', () => {
  it("trims the quotes of the server's quoted string", () => {
    expect(trimQuotes('"Too many failed login attempts."')).toBe('Too many failed login attempts.');
  });

  it('leaves a message without quotes as it is', () => {
    expect(trimQuotes('Already unquoted')).toBe('Already unquoted');
    expect(trimQuotes('"')).toBe('"');
  });

  it("shows the server's message, from a string body or a message field", () => {
    expect(loginErrorText(new ApiError(429, '"Slow down"', 'x'))).toBe('Slow down');
    expect(loginErrorText(new ApiError(400, { message: '"userName: is required"' }, 'x'))).toBe(
      'userName: is required',
    );
  });

  it("falls back to the shared handler's texts when the server gave no reason", () => {
    expect(loginErrorText(new ApiError(503, null, 'x'))).toBe(SERVER_ERROR_TEXT);
    expect(loginErrorText(new ApiError(408, '', 'x'))).toBe(TIMEOUT_TEXT);
    expect(loginErrorText(new ApiError(undefined, undefined, 'x'))).toBe(OTHER_ERROR_TEXT);
    expect(loginErrorText(new Error('boom'))).toBe(OTHER_ERROR_TEXT);
  });
});
