import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { User, type MainImage, type Profile } from '../../src/contract/user.ts';
import { isLocale } from '../../src/contract/locales.ts';
import type { Db } from '../db/connect.ts';
import { members, photos, pushSubscriptions, regions } from '../db/schema.ts';
import type { SiteRow } from '../platform/sites.ts';
import { unseenNotices } from '../moderation/notices.ts';

export type MemberRow = typeof members.$inferSelect;

/** A member counts as online when seen in the last 5 minutes. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/**
 * A member's age in whole years on the UTC day of `now`: the years since the birthdate, one fewer
 * before this year's birthday. `ageSql` is the same rule for the SQL that builds an answer in
 * PostgreSQL (decision 144); tests/integration/likes-json.test.ts holds both to birthdays today,
 * tomorrow and on 29 February.
 */
export function ageOn(birthdate: string, now: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * `ageOn` in SQL, as an int: `birthdate` a date, `now` a timestamptz. PostgreSQL's `age` subtracts
 * field by field, so its years are the years between the two dates less one before the birthday.
 */
export const ageSql = (birthdate: SQL, now: SQL): SQL => sql`date_part('year', age((${now} AT TIME ZONE 'UTC')::date, ${birthdate}))::int`;

/** What the URL of a media file of this site starts with: the site's cdn_prefix, then /media/. */
export function mediaPrefix(site: SiteRow): string {
  return `${site.settings.cdn_prefix}/media/`;
}

export function mediaUrl(site: SiteRow, file: string): string {
  return `${mediaPrefix(site)}${file}`;
}

/** What a card shows of its main photo. */
export type CardPhoto = Pick<typeof photos.$inferSelect, 'filename' | 'thumbFilename' | 'matchFilename' | 'status'>;

/** What a card shows of its member. */
export type CardMember = Pick<
  MemberRow,
  'id' | 'name' | 'country' | 'city' | 'birthdate' | 'gender' | 'sexuality' | 'profileStatus' | 'fictional' | 'lastSeen'
>;

/** The card picture of a photo row (the member's main photo), or null. */
function mainImageOf(site: SiteRow, photo: CardPhoto | null | undefined): MainImage | null {
  if (!photo) return null;
  return {
    filename: mediaUrl(site, photo.filename),
    thumb_filename: mediaUrl(site, photo.thumbFilename),
    match: mediaUrl(site, photo.matchFilename),
    status: photo.status,
  };
}

async function mainPhotoRow(db: Db, memberId: number): Promise<typeof photos.$inferSelect | null> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.memberId, memberId), eq(photos.private, false), eq(photos.status, 'active')))
    .orderBy(asc(photos.position), asc(photos.id))
    .limit(1);
  return photo ?? null;
}

/** The name of a region, or null. */
export async function regionNameOf(db: Db, regionId: number | null): Promise<string | null> {
  if (regionId === null) return null;
  const [r] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId));
  return r?.name ?? null;
}

/** A member's card from what the caller has read already: region name and main photo row. */
export function profileCardOf(site: SiteRow, member: CardMember, region: string | null, mainPhoto: CardPhoto | null, now: Date): Profile {
  return {
    id: member.id,
    name: member.name,
    country: member.country,
    region,
    city: member.city,
    age: ageOn(member.birthdate, now),
    gender: member.gender,
    sexuality: member.sexuality,
    main_image: mainImageOf(site, mainPhoto),
    status: member.profileStatus,
    fictional: member.fictional,
    online: member.lastSeen !== null && now.getTime() - member.lastSeen.getTime() < ONLINE_WINDOW_MS,
  };
}

export async function profileOf(db: Db, site: SiteRow, member: MemberRow, now: Date): Promise<Profile> {
  const [region, photo] = await Promise.all([regionNameOf(db, member.regionId), mainPhotoRow(db, member.id)]);
  return profileCardOf(site, member, region, photo, now);
}

/** The logged-in member as the contract's User; validated so a schema drift fails loudly here. */
export async function userOf(db: Db, site: SiteRow, member: MemberRow, now: Date): Promise<User> {
  return User.parse({
    id: member.id,
    email: member.email,
    profile: await profileOf(db, site, member, now),
    status: member.status,
    credits: member.credits,
    paid_user: member.paidUser,
    signup_date: member.signupDate.toISOString(),
    language: isLocale(member.language) ? member.language : 'en',
    fictional_icon: site.settings.fictional_icon,
    notifications_disabled: member.notificationsDisabled,
    invisible: member.invisible,
    push_subscribed: (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id)).limit(1)).length > 0,
    // a moderator's warning the member has not dismissed yet (decision 133)
    notices: await unseenNotices(db, member.id),
  });
}

export async function findMember(db: Db, siteId: number, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}
