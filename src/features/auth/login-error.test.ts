import { describe, expect, it } from 'vitest';
import { OTHER_ERROR_TEXT, SERVER_ERROR_TEXT, TIMEOUT_TEXT } from '../../lib/api-error';
import { loginFailureText, trimQuotes } from './login-error';

describe('the login error message', () => {
  it("trims the quotes of the server's quoted string", () => {
    expect(trimQuotes('"Too many failed login attempts."')).toBe('Too many failed login attempts.');
  });

  it('leaves a message without quotes as it is', () => {
    expect(trimQuotes('Already unquoted')).toBe('Already unquoted');
    expect(trimQuotes('"')).toBe('"');
  });

  it("shows the server's message, whatever the status", () => {
    expect(loginFailureText(429, '"Slow down"')).toBe('Slow down');
    expect(loginFailureText(400, '"userName: is required"')).toBe('userName: is required');
  });

  it("falls back to the shared handler's texts when the server gave no reason", () => {
    expect(loginFailureText(503, undefined)).toBe(SERVER_ERROR_TEXT);
    expect(loginFailureText(408, '')).toBe(TIMEOUT_TEXT);
    expect(loginFailureText(undefined, undefined)).toBe(OTHER_ERROR_TEXT);
  });
});
