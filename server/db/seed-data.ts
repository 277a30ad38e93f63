/** Static reference data for the demo seed: no downloads, everything shipped in code. */

export { countries, type CountryData } from './seed-countries.ts';

/** Member countries in the order sites list them; GB first (the demo logins' country). */
export const countryCodes = ['GB', 'US', 'DK', 'DE', 'ES', 'FI', 'FR', 'IT', 'NO', 'NL', 'PL', 'SE', 'AT', 'CH', 'BE'] as const;

export const interestList: Array<[slug: string, name: string]> = [
  ['travel', 'Travel'],
  ['cooking', 'Cooking'],
  ['music', 'Music'],
  ['movies', 'Movies'],
  ['reading', 'Reading'],
  ['hiking', 'Hiking'],
  ['fitness', 'Fitness'],
  ['dancing', 'Dancing'],
  ['photography', 'Photography'],
  ['art', 'Art'],
  ['gaming', 'Gaming'],
  ['yoga', 'Yoga'],
  ['wine', 'Wine tasting'],
  ['cycling', 'Cycling'],
  ['theatre', 'Theatre'],
  ['gardening', 'Gardening'],
  ['animals', 'Animals'],
  ['sports', 'Watching sports'],
  ['beach', 'Beach holidays'],
  ['nightlife', 'Nightlife'],
  ['concerts', 'Concerts'],
  ['cars', 'Cars'],
];

export interface SiteSeed {
  niche: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  slug: string;
  name: string;
}

/** The demo sites, one a niche; their texts in every locale are in seed-site-texts.json (decision 173). */
export const siteSeeds: SiteSeed[] = [
  { niche: 1, slug: 'plain', name: 'Flirtwave' },
  { niche: 2, slug: 'she', name: 'SheWaves' },
  { niche: 3, slug: 'bdsm', name: 'VelvetRope' },
  { niche: 4, slug: 'bbw', name: 'CurvyCrush' },
  { niche: 5, slug: 'gilf', name: 'SilverSpark' },
  { niche: 6, slug: 'milf', name: 'PrimeTime' },
  { niche: 7, slug: 'gay', name: 'HarborMen' },
];

export const demoLogins = [
  { email: 'free@demo.test', name: 'Alex', credits: 0, paidUser: false, gender: 'male' as const },
  { email: 'credits@demo.test', name: 'Sam', credits: 20, paidUser: false, gender: 'female' as const },
  { email: 'premium@demo.test', name: 'Robin', credits: 100, paidUser: true, gender: 'male' as const },
];
export const DEMO_PASSWORD = 'demo-password';
