/** The niches of SPEC §1, by number; the slug prefixes landing pages and names the demo host. */
export const niches = {
  1: 'plain',
  2: 'she',
  3: 'bdsm',
  4: 'bbw',
  5: 'gilf',
  6: 'milf',
  7: 'gay',
} as const;
export type NicheId = keyof typeof niches;
export type NicheSlug = (typeof niches)[NicheId];
