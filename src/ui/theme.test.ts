// The palette's pairs that carry text, checked against WCAG's 4.5:1 for body text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');

/** The declarations of one rule, by its exact selector, with var(--x) resolved against :root. */
function declarations(selector: string): Record<string, string> {
  const rule = (name: string) => {
    const at = css.indexOf(`\n${name} {`);
    if (at < 0) throw new Error(`theme.css has no rule '${name}'`);
    const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
    const found: Record<string, string> = {};
    for (const line of body.split(';')) {
      const [property, ...value] = line.replace(/\/\*.*?\*\//gs, '').split(':');
      if (property?.trim() && value.length > 0) found[property.trim()] = value.join(':').trim();
    }
    return found;
  };
  const root = rule(':root');
  const resolved: Record<string, string> = {};
  for (const [property, value] of Object.entries(rule(selector))) {
    resolved[property] = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => root[name] ?? name);
  }
  return resolved;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`'${hex}' is not a solid #rgb colour`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('the login screen', () => {
  it("sets the name 'Tourbook' on a solid ground of its own, at 4.5:1 or more", () => {
    // The page's diagonal ran through the name on a wide screen, leaving 'book' white on light:
    // the name's ground is the brand's own solid colour, not the page's gradient.
    const brand = declarations('.login__brand');
    const name = declarations('.login__name');
    expect(name.background ?? name['background-color']).toBeUndefined();
    const ground = brand['background-color'] ?? brand.background ?? '';
    const ink = name.color ?? brand.color ?? '';
    expect(contrast(ink, ground)).toBeGreaterThanOrEqual(4.5);
  });
});
