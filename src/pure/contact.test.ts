import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_DOMAINS,
  isEmailAt,
  isMobileNumber,
  normaliseEmailDomain,
  normalisePhone,
} from './contact';

describe('contact rules', () => {
  it('stores a mobile number written with +91, 91 or 0, spaces, dashes or brackets as its ten digits', () => {
    for (const written of [
      '+91 98901 45678',
      '+919890145678',
      '+91-98901-45678',
      '91 98901 45678',
      '098901 45678',
      '(98901) 45678',
      ' 9890145678 ',
    ]) {
      expect(normalisePhone(written), written).toBe('9890145678');
    }
    expect(isMobileNumber(normalisePhone('+91 98901 45678'))).toBe(true);
  });

  it('leaves what is not a mobile number for the rule to refuse', () => {
    for (const written of ['98901', '+44 20 7946 0958', '+91 58901 45678', '0000 98901 45678', 'call me']) {
      expect(isMobileNumber(normalisePhone(written)), written).toBe(false);
    }
    // Ten digits starting 91 are a number, not a prefix.
    expect(normalisePhone('9123456789')).toBe('9123456789');
  });

  it("accepts Gmail by default and a company's own domains when it lists them", () => {
    expect(isEmailAt('asha.kulkarni.spl@gmail.com', DEFAULT_EMAIL_DOMAINS)).toBe(true);
    expect(isEmailAt('Asha@GMAIL.com', DEFAULT_EMAIL_DOMAINS)).toBe(true);
    expect(isEmailAt('asha@sunrisepharma.in', DEFAULT_EMAIL_DOMAINS)).toBe(false);
    expect(isEmailAt('asha@gmail.co', DEFAULT_EMAIL_DOMAINS)).toBe(false);
    expect(isEmailAt('asha@mail.gmail.com', DEFAULT_EMAIL_DOMAINS)).toBe(false);
    const own = ['sunrisepharma.in', 'gmail.com'];
    expect(isEmailAt('asha@sunrisepharma.in', own)).toBe(true);
    expect(isEmailAt('asha@SunrisePharma.in', own)).toBe(true);
    expect(isEmailAt('asha@sunrisepharma.in.evil.com', own)).toBe(false);
    expect(isEmailAt('asha sunrisepharma.in', own)).toBe(false);
  });

  it('reads a domain as an administrator types it', () => {
    expect(normaliseEmailDomain(' @SunrisePharma.in ')).toBe('sunrisepharma.in');
    expect(normaliseEmailDomain('mail.apex-life.co.in')).toBe('mail.apex-life.co.in');
    for (const bad of ['', 'gmail', 'asha@gmail.com', 'sun rise.in', '-x.in', 'x..in']) {
      expect(normaliseEmailDomain(bad), bad).toBeUndefined();
    }
  });
});
