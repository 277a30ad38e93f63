import { DEFAULT_BRAND, type SiteBrand } from '../../src/contract/adminSites.ts';
import { BRAND_SECONDARY } from '../../src/contract/constants.ts';

/**
 * Each demo niche site's own accent (decision 181): the brand colours of decision 127, which paint
 * the buttons, the links and the home hero's gradient. The SPEC §9 indigo stays the base of every
 * site (secondary); the plain site keeps the SPEC's muted salmon. Shades that carry white text are
 * darkened to WCAG AA by brandPalette.ts, whatever is picked here.
 */
const accents: Partial<Record<string, string>> = {
  she: '#d9578f', // rose
  bdsm: '#b3304a', // velvet crimson
  bbw: '#ef8a3c', // warm peach
  gilf: '#8c78cc', // lavender
  milf: '#c99a2e', // gold
  gay: '#3b87cf', // harbour blue
};

export function seededBrand(slug: string): SiteBrand {
  const primary = accents[slug];
  return primary ? { primary, secondary: BRAND_SECONDARY, logo: '' } : DEFAULT_BRAND;
}
