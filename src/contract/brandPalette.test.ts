import { describe, expect, it } from 'vitest';
import { brandTokens, contrastWithWhite } from './brandPalette.ts';
import { BRAND_PRIMARY, BRAND_SECONDARY } from './constants.ts';

describe("a site's brand colours as the app's colour tokens", () => {
  it("answers null for the SPEC's own colours (tokens.css has them) and for no brand", () => {
    expect(brandTokens({ primary: BRAND_PRIMARY, secondary: BRAND_SECONDARY.toUpperCase() })).toBeNull();
    expect(brandTokens(undefined)).toBeNull();
    expect(brandTokens({ primary: 'red', secondary: '#000000' })).toBeNull();
  });

  it('keeps the picked colour and derives shades that carry white text at WCAG AA, whatever was picked', () => {
    for (const [primary, secondary] of [
      ['#ffd400', '#ffffff'],
      ['#00a86b', '#f0f0f0'],
      ['#1a1a1a', '#0b3d91'],
      ['#7fd1ff', '#9b59b6'],
    ] as const) {
      const tokens = brandTokens({ primary, secondary });
      expect(tokens?.['--color-primary']).toBe(primary);
      expect(contrastWithWhite(tokens?.['--color-primary-strong'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(tokens?.['--color-secondary'] ?? '')).toBeGreaterThanOrEqual(4.5);
      // the soft shades stay light backgrounds
      expect(contrastWithWhite(tokens?.['--color-primary-soft'] ?? '')).toBeLessThan(1.4);
      expect(contrastWithWhite(tokens?.['--color-secondary-soft'] ?? '')).toBeLessThan(1.4);
    }
  });

  it('leaves an already dark colour as it is', () => {
    expect(brandTokens({ primary: '#0b3d91', secondary: '#123456' })?.['--color-primary-strong']).toBe('#0b3d91');
  });
});
