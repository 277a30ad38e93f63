import { sql } from 'drizzle-orm';
import { BodyType, EyeColor, HairColor, RelationshipStatus, Tattoos } from '../../src/contract/members.ts';
import { intBetween, mulberry32, pick, type Rng } from '../media/prng.ts';
import type { Db } from './connect.ts';

/** Demo-seed part of the members area: profile attributes, interests and about texts. */

const openers = [
  'Easy-going and curious, I like to keep life simple and fun.',
  'I laugh a lot, mostly at my own jokes.',
  'Weekdays are busy, so I make the most of my weekends.',
  'Honest, warm and a little bit stubborn.',
  'New in town and keen to meet people who like a good conversation.',
  'I believe the best evenings start with good food and end with a long talk.',
  'Calm on the outside, adventurous on the inside.',
  'Coffee first, then we can talk about anything.',
];
const middles = [
  'You will often find me busy with {a} or planning something with {b}.',
  'My free time goes to {a}, and lately to {b} as well.',
  'I get excited about {a}, and I would love to share {b} with someone.',
  'Friends describe me as the one who always suggests {a} or {b}.',
];
const closers = [
  'Say hi if you think we would get along.',
  'Looking for someone kind with a sense of humour.',
  'Let us see where a first message takes us.',
  'No drama, just good company.',
  'If you made it this far, you should probably send me a message.',
];

interface SeedTarget {
  id: number;
  gender: 'male' | 'female';
  niche: number;
}

interface Attributes {
  relationship: string;
  body: string;
  hair: string;
  eyes: string;
  tattoos: string;
  about: string;
  interests: number[];
}

function attributesFor(target: SeedTarget, interestIds: Array<{ id: number; name: string }>): Attributes {
  // seeded by the member id: the same database always gets the same attributes
  const rng: Rng = mulberry32((target.id * 2_654_435_761) ^ 0x0a77_1b5e);
  const curvy = target.niche === 4 && target.gender === 'female';
  const body = curvy ? pick(rng, ['curvy', 'plus_size'] as const) : pick(rng, BodyType.options);
  const count = intBetween(rng, 2, 5);
  const chosen = new Map<number, string>();
  while (chosen.size < Math.min(count, interestIds.length)) {
    const interest = pick(rng, interestIds);
    chosen.set(interest.id, interest.name.toLowerCase());
  }
  const names = [...chosen.values()];
  const middle = pick(rng, middles).replace('{a}', names[0] ?? 'travel').replace('{b}', names[1] ?? 'music');
  const hasAbout = rng() < 0.85;
  return {
    relationship: pick(rng, RelationshipStatus.options),
    body,
    hair: pick(rng, target.gender === 'male' ? HairColor.options : HairColor.options.filter((h) => h !== 'bald')),
    eyes: pick(rng, EyeColor.options),
    tattoos: pick(rng, Tattoos.options),
    about: hasAbout ? `${pick(rng, openers)} ${middle} ${pick(rng, closers)}` : '',
    interests: [...chosen.keys()],
  };
}

/** Fills attributes, interests and about texts of every seeded member with bulk `unnest` writes. */
export async function seedProfileAttributes(db: Db): Promise<void> {
  const targets = (
    (await db.execute(sql`SELECT m.id, m.gender, s.niche FROM members m JOIN sites s ON s.id = m.site_id ORDER BY m.id`)) as {
      rows: Array<{ id: number | string; gender: 'male' | 'female'; niche: number }>;
    }
  ).rows.map((r) => ({ id: Number(r.id), gender: r.gender, niche: Number(r.niche) }));
  const interestRows = (
    (await db.execute(sql`SELECT id, name FROM interests ORDER BY id`)) as { rows: Array<{ id: number; name: string }> }
  ).rows.map((r) => ({ id: Number(r.id), name: r.name }));
  const chunk = 5_000;
  for (let i = 0; i < targets.length; i += chunk) {
    const part = targets.slice(i, i + chunk).map((t) => ({ id: t.id, ...attributesFor(t, interestRows) }));
    const col = (pickCol: (a: (typeof part)[number]) => unknown) => sql.param(part.map(pickCol));
    await db.execute(sql`
      UPDATE members m SET relationship_status = u.rs, body_type = u.bt, hair_color = u.hc, eye_color = u.ec,
        tattoos = u.tt, about = NULLIF(u.ab, '')
      FROM unnest(${col((a) => a.id)}::int[], ${col((a) => a.relationship)}::text[], ${col((a) => a.body)}::text[],
        ${col((a) => a.hair)}::text[], ${col((a) => a.eyes)}::text[], ${col((a) => a.tattoos)}::text[],
        ${col((a) => a.about)}::text[]) AS u(id, rs, bt, hc, ec, tt, ab)
      WHERE m.id = u.id`);
    const memberIds = part.flatMap((a) => a.interests.map(() => a.id));
    const interestIds = part.flatMap((a) => a.interests);
    await db.execute(sql`
      INSERT INTO member_interests (member_id, interest_id)
      SELECT * FROM unnest(${sql.param(memberIds)}::int[], ${sql.param(interestIds)}::int[]) ON CONFLICT DO NOTHING`);
  }
}
