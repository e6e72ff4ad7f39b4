import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { MOBILE_QUERY, theme } from '#site/theme/theme.ts';

/**
 * The static stylesheets (site/app/styles/tokens.css) and the MUI theme (site/app/theme/theme.ts) describe the same
 * brand: the chrome and the banner draw with the tokens, the MUI sections and pages with the theme. A colour changed
 * in one and not the other would show as two blues on one page.
 */
const tokens = new Map(
  [
    ...readFileSync(new URL('../../site/app/styles/tokens.css', import.meta.url), 'utf8').matchAll(
      /--([\w-]+):\s*([^;]+);/g,
    ),
  ].map(([, name, value]) => [name, value.trim()]),
);
const token = (name: string) => tokens.get(name)?.toUpperCase();

describe('style tokens', () => {
  it('name the theme palette colours', () => {
    const { palette } = theme;
    const pairs: [string, string][] = [
      ['color-primary', palette.primary.main],
      ['color-primary-dark', palette.primary.dark],
      ['color-primary-light', palette.primary.light],
      ['color-secondary', palette.secondary.main],
      ['color-text', palette.text.primary],
      ['color-text-secondary', palette.text.secondary],
      ['color-background', palette.background.default],
      ['color-success', palette.success.main],
      ['color-error', palette.error.main],
    ];
    for (const [name, colour] of pairs) expect(token(name), `--${name}`).toBe(colour.toUpperCase());
  });

  it('use the theme radius, font stack and breakpoint', () => {
    expect(tokens.get('radius')).toBe(`${theme.shape.borderRadius}px`);
    const font = (stack: string) => stack.replace(/["']/g, '').replace(/\s+/g, ' ');
    expect(font(tokens.get('font-family') ?? '')).toBe(font(String(theme.typography.fontFamily)));
    expect(MOBILE_QUERY).toBe(`(max-width:${tokens.get('breakpoint-mobile')})`);
    expect(tokens.get('breakpoint-wide')).toBe(`${theme.breakpoints.values.lg}px`);
  });
});
