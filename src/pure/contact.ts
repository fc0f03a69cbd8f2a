// Contact rules a company lives with (issue 40): Indian mobile numbers as people write them, and
// the email domains a company accepts (the specification's Gmail rule unless it lists its own).

/** The specification's rule (section 5): Gmail addresses only, until a company lists its domains. */
export const DEFAULT_EMAIL_DOMAINS: readonly string[] = ['gmail.com'];

/** Ten digits, the first 6 to 9: an Indian mobile number as it is stored. */
export function isMobileNumber(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}

/**
 * A mobile number as written ('+91 98901 45678', '098901-45678', '(98901) 45678') as the ten digits
 * it is stored as. Spaces, dashes, dots and brackets go, then a +91, 91 or 0 before ten digits. What
 * is not a number this way comes back trimmed, for the rule to refuse.
 */
export function normalisePhone(written: string): string {
  const compact = written.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^(?:91|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : written.trim();
}

/** 'SunrisePharma.in', '@sunrisepharma.in ' → 'sunrisepharma.in'; undefined when not a domain name. */
export function normaliseEmailDomain(written: string): string | undefined {
  const domain = written.trim().replace(/^@/, '').toLowerCase();
  return /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain)
    ? domain
    : undefined;
}

/** An email address's shape: something, one @, a domain with a dot. */
export function isEmailAddress(value: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9.+_-]{0,62})@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(value);
}

/** The address is at one of the domains (not a subdomain of one: mail.gmail.com is not gmail.com). */
export function isEmailAt(email: string, domains: readonly string[]): boolean {
  if (!isEmailAddress(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.includes(domain);
}
