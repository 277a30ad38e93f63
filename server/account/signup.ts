import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MIN_SIGNUP_AGE } from '../../src/contract/constants.ts';
import { hasTracking, type SignupRequest, type Seeking } from '../../src/contract/signup.ts';
import { isLocale } from '../../src/contract/locales.ts';
import type { Db } from '../db/connect.ts';
import { members, memberSignups, pendingFirstMessages, regions } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { ageOn, findMember, memberById, type MemberRow } from '../members/members.ts';
import { fieldContactKinds } from '../moderation/policy.ts';
import { isReachable } from '../safety/reach.ts';
import { grantCredits } from '../payments/credits.ts';
import { hashPassword } from './passwords.ts';
import type { SiteRow } from '../platform/sites.ts';

const EmailFormat = z.email();

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EmailFormat.safeParse(email).success;
}

/** hetero / gay / lesbian / bi from the member's gender and whom they seek. */
export function sexualityOf(gender: 'male' | 'female', seeking: Seeking): MemberRow['sexuality'] {
  if (seeking === 'both') return 'bi';
  if (seeking === gender) return gender === 'male' ? 'gay' : 'lesbian';
  return 'hetero';
}

/** SPEC §4 availability: all; with_trafficsource only with tracking data; otherwise invite only. */
export function assertSignupsOpen(site: SiteRow, request: Pick<SignupRequest, 'tracking'>): void {
  const mode = site.settings.signups;
  if (mode === 'all') return;
  if (mode === 'with_trafficsource' && hasTracking(request.tracking)) return;
  throw new ApiFailure(403, 'signups_closed');
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The SPEC §5 checks, in the order a form shows them; each failure has its own code. */
export function validateSignup(request: SignupRequest, now: Date): void {
  const email = request.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new ApiFailure(400, 'invalid_email');
  const name = request.name.trim();
  if (name.toLowerCase() === email) throw new ApiFailure(400, 'username_is_email');
  if (name.startsWith('@')) throw new ApiFailure(400, 'username_at');
  const dob = request.date_of_birth;
  if (!validDate(dob) || ageOn(dob, now) < MIN_SIGNUP_AGE || ageOn(dob, now) > 120) {
    throw new ApiFailure(400, 'date_of_birth', { min_age: MIN_SIGNUP_AGE });
  }
  if (!/^[A-Z]{2}$/.test(request.country)) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'country', code: 'invalid' }] });
}

/** Creates a not_confirmed member with a disabled profile, the signup details and a pending first message. */
export async function createMember(db: Db, site: SiteRow, request: SignupRequest, now: Date): Promise<MemberRow> {
  validateSignup(request, now);
  // decision 170: a name is shown to every member; contact details in it refuse the signup
  if (fieldContactKinds(request.name, site.contactFilter).length > 0) throw new ApiFailure(400, 'username_contact');
  const email = request.email.trim().toLowerCase();
  if (await findMember(db, site.id, email)) throw new ApiFailure(409, 'email_exists');

  let regionId: number | null = null;
  if (request.region_id !== undefined) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.id, request.region_id), eq(regions.country, request.country)));
    if (!region) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'region_id', code: 'invalid' }] });
    regionId = region.id;
  }

  let targetId: number | null = null;
  if (request.signup_message !== undefined && request.target_profile_id !== undefined) {
    const target = await memberById(db, request.target_profile_id);
    // whom profile.php?id shows nobody (unreachable: reach.ts) cannot be written to either (SPEC §4), and the answer says no more than for an unknown id
    if (!target || target.siteId !== site.id || !isReachable(target)) {
      throw new ApiFailure(404, 'not_found');
    }
    targetId = target.id;
  }

  const passwordHash = await hashPassword(request.password);
  const language = request.language && isLocale(request.language) ? request.language : isLocale(site.domainLanguage.slice(0, 2)) ? site.domainLanguage.slice(0, 2) : 'en';
  const tracking = request.tracking ?? {};
  const clean = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        siteId: site.id,
        email,
        passwordHash,
        name: request.name.trim(),
        gender: request.gender,
        sexuality: sexualityOf(request.gender, request.seeking),
        lookingFor: request.seeking,
        birthdate: request.date_of_birth,
        country: request.country,
        regionId,
        status: 'not_confirmed',
        profileStatus: 'disabled',
        signupDate: now,
        language,
        lastSeen: now,
      })
      .onConflictDoNothing()
      .returning();
    // Two signups racing for one address: the loser gets the same answer as a taken address.
    if (!member) throw new ApiFailure(409, 'email_exists');
    await tx.insert(memberSignups).values({
      memberId: member.id,
      seeking: request.seeking,
      network: clean(tracking.network),
      ref: clean(tracking.ref),
      sub1: clean(tracking.sub1),
      sub2: clean(tracking.sub2),
      sub3: clean(tracking.sub3),
      createdAt: now,
    });
    const signupCredits = site.settings.signup_credits;
    if (signupCredits > 0) await grantCredits(tx, { memberId: member.id, amount: signupCredits, reason: 'signup', ref: String(member.id), now });
    if (targetId !== null && request.signup_message) {
      await tx.insert(pendingFirstMessages).values({ memberId: member.id, targetId, body: request.signup_message, createdAt: now });
    }
    return member;
  });
}
