// What a session's User-Agent says in words an employee recognises: 'Chrome on Android'.

/** Browsers by the token that names them, most specific first: Edge and Opera also say 'Chrome'. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|OPT|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(CriOS|Chrome|HeadlessChrome|Chromium)\//, 'Chrome'],
  // Safari says 'Version/x Safari/y'; other iPhone browsers above say their own name first.
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: Android says 'Linux', an iPhone says 'like Mac OS X'. */
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac(intosh| OS X)\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

/** The longest User-Agent kept: real ones are a few hundred characters. */
export const MAX_USER_AGENT_LENGTH = 512;

/**
 * A User-Agent header as the session keeps it: one value, control characters dropped (PostgreSQL
 * refuses a NUL), cut to a bounded length, '' for none.
 */
export function storableUserAgent(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_USER_AGENT_LENGTH);
}
