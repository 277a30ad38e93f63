import { intBetween, mulberry32, pick, type Rng } from '../media/prng.ts';
import { countries } from './seed-data.ts';

/* Demo members: generated from a fixed seed, so the same count always gives the same people. */

/** The fixed seed of every demo-data random choice: the same input always gives the same rows. */
export const SEED = 0x5eed_f1a7;

export interface GeneratedMember {
  /** 1-based position in generation order */
  n: number;
  niche: number;
  name: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  age: number;
  /** day offset inside the birth year, 0–364 */
  birthDay: number;
  country: string;
  regionIndex: number;
  city: string | null;
  fictional: boolean;
  status: 'confirmed' | 'not_confirmed';
  /** seconds before "now" of the signup and the last visit */
  signupAgoS: number;
  lastSeenAgoS: number;
  language: string;
  photos: Array<{ seed: number; private: boolean }>;
}

const countryWeights: Array<[string, number]> = [
  ['GB', 14], ['US', 14], ['DE', 10], ['NL', 8], ['FR', 7], ['ES', 7], ['IT', 7], ['SE', 5], ['DK', 5],
  ['NO', 4], ['FI', 4], ['PL', 6], ['AT', 3], ['CH', 3], ['BE', 3],
];
const weightTotal = countryWeights.reduce((s, [, w]) => s + w, 0);

function weightedCountry(rng: Rng): string {
  let r = rng() * weightTotal;
  for (const [code, w] of countryWeights) {
    r -= w;
    if (r < 0) return code;
  }
  return 'GB';
}

function age(rng: Rng): number {
  // mostly 22–55, with a tail up to 75
  const r = rng();
  if (r < 0.1) return intBetween(rng, 18, 21);
  if (r < 0.8) return intBetween(rng, 22, 55);
  return intBetween(rng, 56, 75);
}

/** Pure and deterministic: the demo members in insertion order. */
export function generateMembers(total: number): GeneratedMember[] {
  const rng = mulberry32(SEED);
  const out: GeneratedMember[] = [];
  for (let n = 1; n <= total; n++) {
    const gender = rng() < 0.5 ? 'male' : 'female';
    const s = rng();
    const sexuality = s < 0.7 ? 'hetero' : s < 0.82 ? 'bi' : gender === 'male' ? 'gay' : 'lesbian';
    const a = age(rng);
    const country = weightedCountry(rng);
    const data = countries[country];
    if (!data) throw new Error(`no seed data for ${country}`);
    const name = pick(rng, gender === 'male' ? data.male : data.female);
    const nicheRoll = rng();
    let niche = 1;
    if (sexuality === 'gay' && nicheRoll < 0.6) niche = 7;
    else if (sexuality === 'lesbian' && nicheRoll < 0.6) niche = 2;
    else if (gender === 'female' && a >= 60 && nicheRoll < 0.5) niche = 5;
    else if (gender === 'female' && a >= 35 && a <= 55 && nicheRoll < 0.35) niche = 6;
    else if (nicheRoll < 0.08) niche = 3;
    else if (nicheRoll < 0.16) niche = 4;
    const photos = [{ seed: Math.floor(rng() * 0xffffffff), private: false }];
    if (rng() < 0.3) {
      const extra = intBetween(rng, 1, 3);
      for (let i = 0; i < extra; i++) photos.push({ seed: Math.floor(rng() * 0xffffffff), private: rng() < 0.6 });
    }
    const online = rng() < 0.08;
    // drawn in the order they always were, so the same seed gives the same people; the city is one of
    // the member's own region (no "Denver, Illinois": decision 181)
    const birthDay = intBetween(rng, 0, 364);
    const regionIndex = Math.floor(rng() * data.regions.length);
    const towns = data.cities[data.regions[regionIndex] ?? ''] ?? [];
    const city = rng() < 0.8 ? pick(rng, towns) : null;
    out.push({
      n,
      niche,
      name,
      gender,
      sexuality,
      age: a,
      birthDay,
      country,
      regionIndex,
      city,
      fictional: rng() < 0.1,
      status: rng() < 0.05 ? 'not_confirmed' : 'confirmed',
      signupAgoS: intBetween(rng, 3_600, 3 * 365 * 86_400),
      lastSeenAgoS: online ? intBetween(rng, 0, 120) : intBetween(rng, 600, 30 * 86_400),
      language: rng() < 0.7 ? data.language : 'en',
      photos,
    });
  }
  return out;
}

export function birthdate(now: Date, ageYears: number, birthDay: number): string {
  // a birthday strictly inside the year that makes the member `ageYears` old today
  const d = new Date(Date.UTC(now.getUTCFullYear() - ageYears - 1, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 1 + Math.min(birthDay, 363));
  return d.toISOString().slice(0, 10);
}
