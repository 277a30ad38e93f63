import { useEffect } from 'react';
import { brandTokens, type BrandTokens } from '../contract/brandPalette.ts';
import { useSettings } from '../db/kv.ts';

const DEFAULT_THEME_COLOUR = '#2b2d5c';

/**
 * Paints the app in the site's brand colours (decision 127): the colour tokens of tokens.css are set
 * on the root element from settings.php's `brand`, so an operator's change reaches an open app with
 * the next settings pull. Setting properties from script is allowed by the style-src policy.
 */
export function BrandTheme() {
  const brand = useSettings()?.brand;
  const primary = brand?.primary;
  const secondary = brand?.secondary;
  useEffect(() => {
    const tokens = primary && secondary ? brandTokens({ primary, secondary }) : null;
    const root = document.documentElement.style;
    const meta = document.querySelector('meta[name="theme-color"]');
    for (const [name, value] of Object.entries(tokens ?? {}) as [keyof BrandTokens, string][]) root.setProperty(name, value);
    meta?.setAttribute('content', tokens?.['--color-secondary'] ?? DEFAULT_THEME_COLOUR);
    return () => {
      for (const name of Object.keys(tokens ?? {})) root.removeProperty(name);
    };
  }, [primary, secondary]);
  return null;
}
