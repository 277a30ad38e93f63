import { ProfileDetail } from '../../../src/contract/members.ts';
import { Profile } from '../../../src/contract/user.ts';
import type { Db } from '../../db/connect.ts';
import type { SearchViewer } from '../sessionBatch.ts';
import type { SiteRow } from '../sites.ts';
import { profileAnswerOf, shownToOthers } from './profileDetail.ts';
import type { ProfileAudience, ProfileCache, ProfileEntry } from './profileCache.ts';
import { readProfile, RELATED } from './profileRead.ts';
import { onlineFlagsValidUntil } from './rangeCache.ts';

const AUDIENCES: Readonly<Record<ProfileAudience, { id: number; paidUser: boolean } | null>> = {
  visitor: null,
  // any member but the profile's own: a view of one's own profile is never answered from here
  free: { id: 0, paidUser: false },
  paid: { id: 0, paidUser: true },
};

/**
 * GET /api/profile.php?id= from the instance's kept profiles (decision 162), as the JSON text
 * `profileDetail` would answer, or null when this view must be read from the database: a viewer
 * with blocks, one's own profile, a profile not shown to others (the refusal is the database
 * path's), or the cache off. The session was checked for this request (`viewer`, batched, decision
 * 107) and the viewer may browse (`assertMayBrowse`).
 */
export async function cachedProfile(db: Db, site: SiteRow, id: number, viewer: SearchViewer | null, now: Date, profiles: ProfileCache): Promise<string | null> {
  if (!profiles.enabled || viewer?.blocks || viewer?.id === id) return null;
  const key = `${site.id}|${site.niche}|${site.settings.cdn_prefix}|${id}|${now.toISOString().slice(0, 10)}`;
  let entry = profiles.lookup(key, now.getTime());
  if (!entry) {
    const generation = profiles.generation;
    const read = await readEntry(db, site, id, now);
    if (!read) return null;
    entry = read;
    profiles.store(key, entry, generation);
  }
  const audience: ProfileAudience = viewer === null ? 'visitor' : viewer.paidUser ? 'paid' : 'free';
  const related: string[] = [];
  for (const r of entry.related) if (r.id !== viewer?.id && related.length < RELATED) related.push(r.card);
  return `{"profile":${entry.profile[audience]},"related":[${related.join(',')}]}`;
}

/** The profile read as a visitor sees it with one related member to spare, or null when others may not see it. */
async function readEntry(db: Db, site: SiteRow, id: number, now: Date): Promise<ProfileEntry | null> {
  const read = await readProfile(db, site, id, null, now, RELATED + 1);
  const { member } = read;
  if (!member || !shownToOthers(site, member)) return null;
  const profileFor = (audience: ProfileAudience) => JSON.stringify(ProfileDetail.parse(profileAnswerOf(site, read, member, AUDIENCES[audience], now).profile));
  const { related } = profileAnswerOf(site, read, member, null, now);
  // every related member kept is at most `reach` ids away; fewer than kept: any member may enter
  const full = read.related.length > RELATED;
  const reach = Math.max(0, ...read.related.map((r) => Math.abs(Number(r.id) - id)));
  return {
    profile: { visitor: profileFor('visitor'), free: profileFor('free'), paid: profileFor('paid') },
    related: related.map((card) => ({ id: card.id, card: JSON.stringify(Profile.parse(card)) })),
    floor: full ? id - reach : 0,
    ceiling: full ? id + reach + 1 : Number.MAX_SAFE_INTEGER,
    validUntil: onlineFlagsValidUntil([member.lastSeen, ...read.related.map((r) => r.last_seen)], now),
  };
}
