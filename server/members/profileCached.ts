import { ProfileDetail } from '../../src/contract/members.ts';
import { Profile } from '../../src/contract/user.ts';
import type { Db } from '../db/connect.ts';
import type { SearchViewer } from '../account/session/batch.ts';
import type { SiteRow } from '../platform/sites.ts';
import { profileAnswerOf, visibleMember } from './profileDetail.ts';
import type { ProfileAudience, ProfileCache, ProfileEntry } from './profileCache.ts';
import { readProfile, readRelatedFor, RELATED } from './profileRead.ts';
import { profileCardsOf } from './cards.ts';
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
 * with blocks, one's own profile, or the cache off. A member's related members follow whom they
 * look for (decision 175): read for them beside the kept profile. A profile others may not see is refused from
 * the visitor's read (`visibleMember`, the database path's rule: 404) and not kept. The session was
 * checked for this request (`viewer`, batched, decision 107) and the viewer may browse
 * (`assertMayBrowse`).
 */
export async function cachedProfile(db: Db, site: SiteRow, id: number, viewer: SearchViewer | null, now: Date, profiles: ProfileCache): Promise<string | null> {
  if (!profiles.enabled || viewer?.blocks || viewer?.id === id) return null;
  const key = `${site.id}|${site.niche}|${site.settings.cdn_prefix}|${id}|${now.toISOString().slice(0, 10)}`;
  let entry = profiles.lookup(key, now.getTime());
  if (!entry) {
    const generation = profiles.generation;
    entry = await readEntry(db, site, id, now);
    profiles.store(key, entry, generation);
  }
  const audience: ProfileAudience = viewer === null ? 'visitor' : viewer.paidUser ? 'paid' : 'free';
  const related =
    viewer === null
      ? entry.related.slice(0, RELATED).map((r) => r.card)
      : profileCardsOf(site, await readRelatedFor(db, site, id, viewer.id, now), now).map((card) => JSON.stringify(Profile.parse(card)));
  return `{"profile":${entry.profile[audience]},"related":[${related.join(',')}]}`;
}

/**
 * The profile read as a visitor sees it with one related member to spare; refused (404) as the
 * database path refuses a viewer other than the member, when others may not see it.
 */
async function readEntry(db: Db, site: SiteRow, id: number, now: Date): Promise<ProfileEntry> {
  const read = await readProfile(db, site, id, null, now, RELATED + 1);
  const member = visibleMember(site, id, read);
  const visitor = profileAnswerOf(site, read, member, AUDIENCES.visitor, now);
  const profileFor = (audience: ProfileAudience) =>
    JSON.stringify(ProfileDetail.parse(audience === 'visitor' ? visitor.profile : profileAnswerOf(site, read, member, AUDIENCES[audience], now).profile));
  // every related member kept is at most `reach` ids away; fewer than kept: any member may enter
  const full = read.related.length > RELATED;
  const reach = Math.max(0, ...read.related.map((r) => Math.abs(Number(r.id) - id)));
  return {
    profile: { visitor: profileFor('visitor'), free: profileFor('free'), paid: profileFor('paid') },
    related: visitor.related.map((card) => ({ id: card.id, card: JSON.stringify(Profile.parse(card)) })),
    floor: full ? id - reach : 0,
    ceiling: full ? id + reach + 1 : Number.MAX_SAFE_INTEGER,
    validUntil: onlineFlagsValidUntil([member.lastSeen, ...read.related.map((r) => r.last_seen)], now),
  };
}
