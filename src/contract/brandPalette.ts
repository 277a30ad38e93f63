import { BRAND_PRIMARY, BRAND_SECONDARY } from './constants.ts';

/**
 * The colour tokens of a site's brand (decision 127): what `src/styles/tokens.css` sets for the
 * SPEC §9 colours, derived from the two colours an operator picks in the console. The shades that
 * carry white text or sit on white are darkened until they reach WCAG AA (4.5:1), whatever colour
 * was picked; the soft shades are the colour mixed into white. The SPEC's own colours answer null:
 * tokens.css already has them, hand-tuned.
 */
export interface BrandColours {
  primary: string;
  secondary: string;
}

export type BrandTokens = Record<'--color-primary' | '--color-primary-strong' | '--color-primary-soft' | '--color-secondary' | '--color-secondary-soft', string>;

type Rgb = [number, number, number];

const AA = 4.5;

function parse(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)] : null;
}

const hex = (rgb: Rgb): `#${string}` => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast of a colour against white. */
export function contrastWithWhite(colour: string): number {
  const rgb = parse(colour);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
}

/** The colour darkened in small steps (towards black) until white on it reaches AA. */
function readableOnWhite(rgb: Rgb): Rgb {
  let out = rgb;
  for (let step = 0; step < 40 && 1.05 / (luminance(out) + 0.05) < AA; step++) out = [out[0] * 0.95, out[1] * 0.95, out[2] * 0.95];
  return out;
}

/** `share` of the colour mixed into white. */
const soft = (rgb: Rgb, share: number): Rgb => [255 - (255 - rgb[0]) * share, 255 - (255 - rgb[1]) * share, 255 - (255 - rgb[2]) * share];

export function brandTokens(brand: BrandColours | undefined): BrandTokens | null {
  if (!brand) return null;
  const primary = parse(brand.primary);
  const secondary = parse(brand.secondary);
  if (!primary || !secondary) return null;
  if (brand.primary.toLowerCase() === BRAND_PRIMARY && brand.secondary.toLowerCase() === BRAND_SECONDARY) return null;
  return {
    '--color-primary': hex(primary),
    '--color-primary-strong': hex(readableOnWhite(primary)),
    '--color-primary-soft': hex(soft(primary, 0.14)),
    '--color-secondary': hex(readableOnWhite(secondary)),
    '--color-secondary-soft': hex(soft(secondary, 0.11)),
  };
}
