import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  blocks,
  complaints,
  conversationMembers,
  creditLedger,
  directDebitMandates,
  gifts,
  interests,
  likes,
  memberDiscountCodes,
  memberInterests,
  members,
  memberSignups,
  messages,
  notificationSettings,
  orders,
  payments,
  pendingFirstMessages,
  photos,
  pushSubscriptions,
  savedPaymentMethods,
  sessions,
  sites,
  swipes,
  termsAcceptances,
} from '../../db/schema.ts';
import { regionNameOf, type MemberRow } from '../../members/members.ts';
import { reportsMadeBy } from './reports.ts';

/** A section of the export: one JSON file in the ZIP. */
export type Sections = Record<string, unknown>;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The names of members as this member was shown them (a name, never more of another member). */
async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, unique));
  return new Map(found.map((m) => [m.id, m.name]));
}

async function profile(db: Db, member: MemberRow) {
  const [signup] = await db.select().from(memberSignups).where(eq(memberSignups.memberId, member.id));
  const own = await db.select({ name: interests.name }).from(memberInterests).innerJoin(interests, eq(interests.id, memberInterests.interestId)).where(eq(memberInterests.memberId, member.id));
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    gender: member.gender,
    sexuality: member.sexuality,
    birthdate: member.birthdate,
    country: member.country,
    region: await regionNameOf(db, member.regionId),
    city: member.city,
    about: member.about,
    relationship_status: member.relationshipStatus,
    body_type: member.bodyType,
    hair_color: member.hairColor,
    eye_color: member.eyeColor,
    tattoos: member.tattoos,
    interests: own.map((i) => i.name),
    signup_date: iso(member.signupDate),
    last_seen: iso(member.lastSeen),
    account_status: member.status,
    profile_status: member.profileStatus,
    signup: signup
      ? {
          seeking: signup.seeking,
          relationship: signup.relationship,
          about: signup.about,
          traffic_source: { network: signup.network, ref: signup.ref, sub1: signup.sub1, sub2: signup.sub2, sub3: signup.sub3 },
          at: iso(signup.createdAt),
        }
      : null,
  };
}

async function settings(db: Db, member: MemberRow) {
  const [site] = await db.select({ name: sites.name, domain: sites.domain }).from(sites).where(eq(sites.id, member.siteId));
  const [terms] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.memberId, member.id));
  return {
    site: site ? { name: site.name, domain: site.domain } : null,
    language: member.language,
    invisible: member.invisible,
    credits: member.credits,
    paid_member: member.paidUser,
    terms_accepted: terms ? { version: iso(terms.version), at: iso(terms.acceptedAt) } : null,
  };
}

/**
 * Every message of the member's conversations: the member's own ones whole, the other side's as the
 * member was shown them (body, kind, gift), with the other member's id and name only; what the
 * other member paid for a message is theirs and left out.
 */
async function conversationsOf(db: Db, member: MemberRow) {
  const mine = await db.select().from(conversationMembers).where(eq(conversationMembers.memberId, member.id));
  const names = await namesOf(db, mine.map((c) => c.peerId));
  const giftNames = new Map((await db.select({ id: gifts.id, name: gifts.name }).from(gifts)).map((g) => [g.id, g.name]));
  const ids = mine.map((c) => c.conversationId);
  const all = ids.length === 0 ? [] : await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.seq));
  // a received message the contact filter holds (or rejected) was never shown to the member (decision 122)
  const shown = all.filter((m) => m.senderId === member.id || m.filterState === null || m.filterState === 'masked' || m.filterState === 'released');
  const pending = await db.select().from(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, member.id));
  return {
    conversations: mine.map((c) => ({
      id: c.conversationId,
      with: { id: c.peerId, name: names.get(c.peerId) ?? null },
      deleted_by_you: c.hidden,
      messages: shown
        .filter((m) => m.conversationId === c.conversationId)
        .map((m) => {
          const sent = m.senderId === member.id;
          return {
            id: m.id,
            direction: sent ? 'sent' : 'received',
            kind: m.kind,
            // the member's own text as written; the other side's as shown (masked by the filter: decision 122)
            body: sent ? m.body : (m.shownBody ?? m.body),
            ...(sent && m.filterState === 'masked' ? { masked_for_receiver: true } : {}),
            gift: m.giftId === null ? null : (giftNames.get(m.giftId) ?? null),
            // the member's own chat images are in the ZIP; a received one is named only
            image: m.imageKey === null ? null : sent ? `chat-images/${m.imageKey}` : m.imageKey,
            ...(sent ? { credits_paid: m.cost } : {}),
            at: iso(m.createdAt),
            deleted_by_you: m.seq <= c.clearedSeq,
          };
        }),
    })),
    messages_written_at_signup: pending.map((p) => ({ to: p.targetId, body: p.body, status: p.status, at: iso(p.createdAt), delivered_at: iso(p.deliveredAt) })),
  };
}

async function likesOf(db: Db, member: MemberRow) {
  const given = await db.select().from(likes).where(eq(likes.likerId, member.id)).orderBy(asc(likes.createdAt));
  // received likes only while they stand: that is what the member's likes page shows
  const received = await db
    .select()
    .from(likes)
    .where(and(eq(likes.likedId, member.id), isNull(likes.removedAt)))
    .orderBy(asc(likes.createdAt));
  const decided = await db.select().from(swipes).where(eq(swipes.memberId, member.id)).orderBy(asc(swipes.createdAt));
  const names = await namesOf(db, [...given.map((l) => l.likedId), ...received.map((l) => l.likerId), ...decided.map((s) => s.targetId)]);
  return {
    given: given.map((l) => ({ member: { id: l.likedId, name: names.get(l.likedId) ?? null }, source: l.source, at: iso(l.createdAt), withdrawn_at: iso(l.removedAt) })),
    received: received.map((l) => ({ member: { id: l.likerId, name: names.get(l.likerId) ?? null }, at: iso(l.createdAt) })),
    swipes: decided.map((s) => ({ member: { id: s.targetId, name: names.get(s.targetId) ?? null }, action: s.action, at: iso(s.createdAt) })),
  };
}

async function blocksOf(db: Db, member: MemberRow) {
  const made = await db.select().from(blocks).where(eq(blocks.blockerId, member.id)).orderBy(asc(blocks.createdAt));
  const names = await namesOf(db, made.map((b) => b.blockedId));
  return made.map((b) => ({ member: { id: b.blockedId, name: names.get(b.blockedId) ?? null }, at: iso(b.createdAt) }));
}

async function complaintsOf(db: Db, member: MemberRow) {
  const made = await db.select().from(complaints).where(eq(complaints.memberId, member.id)).orderBy(asc(complaints.createdAt));
  return made.map((c) => ({ id: c.id, category: c.category, text: c.text, member_id: c.targetMemberId, photo_id: c.targetPhotoId, status: c.status, at: iso(c.createdAt) }));
}

async function paymentsOf(db: Db, member: MemberRow) {
  const own = await db.select().from(payments).where(eq(payments.memberId, member.id)).orderBy(asc(payments.createdAt));
  const ownOrders = await db.select().from(orders).where(eq(orders.memberId, member.id)).orderBy(asc(orders.id));
  const methods = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, member.id));
  const mandates = await db.select().from(directDebitMandates).where(eq(directDebitMandates.memberId, member.id));
  const codes = await db.select().from(memberDiscountCodes).where(eq(memberDiscountCodes.memberId, member.id));
  return {
    orders: ownOrders.map((o) => ({
      id: o.id,
      credits: o.credits,
      bonus: o.bonus,
      amount: o.amount,
      original_amount: o.originalAmount,
      currency: o.currency,
      country: o.country,
      discount_code: o.discountCode,
      status: o.status,
      at: iso(o.createdAt),
    })),
    payments: own.map((p) => ({
      id: p.id,
      order_id: p.orderId,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      country: p.country,
      wire_reference: p.wireReference,
      recurring: p.recurring,
      at: iso(p.createdAt),
      completed_at: iso(p.completedAt),
      refunded_at: iso(p.refundedAt),
    })),
    saved_payment_methods: methods.map((m) => ({ method: m.method, label: m.label, provider: m.provider, at: iso(m.createdAt) })),
    direct_debit_mandates: mandates.map((m) => ({
      account_holder: m.accountHolder,
      iban: m.iban,
      address: { street: m.street, house_number: m.houseNumber, zip: m.zip, city: m.city },
      phone: m.phone,
      status: m.status,
      at: iso(m.createdAt),
      confirmed_at: iso(m.confirmedAt),
    })),
    discount_codes: codes.map((c) => ({ code: c.code, stored_at: iso(c.storedAt), used_at: iso(c.usedAt) })),
  };
}

async function ledgerOf(db: Db, member: MemberRow) {
  const entries = await db.select().from(creditLedger).where(eq(creditLedger.memberId, member.id)).orderBy(asc(creditLedger.id));
  return entries.map((e) => ({ delta: e.delta, balance_after: e.balanceAfter, reason: e.reason, ref: e.ref, at: iso(e.createdAt) }));
}

/** Sessions without their tokens (only a hash is stored; it is left out too). */
async function sessionsOf(db: Db, member: MemberRow) {
  const own = await db.select().from(sessions).where(eq(sessions.memberId, member.id)).orderBy(asc(sessions.createdAt));
  return own.map((s) => ({ started_at: iso(s.createdAt), expires_at: iso(s.expiresAt), ended_at: iso(s.revokedAt) }));
}

async function notificationsOf(db: Db, member: MemberRow) {
  const [prefs] = await db.select().from(notificationSettings).where(eq(notificationSettings.memberId, member.id));
  const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id));
  return {
    email: prefs?.settings ?? {},
    emails_stopped: member.notificationsDisabled,
    push_devices: subs.map((s) => ({ endpoint: s.endpoint, at: iso(s.createdAt), last_success_at: iso(s.lastSuccessAt) })),
  };
}

export async function photosOf(db: Db, memberId: number) {
  return db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(asc(photos.position), asc(photos.id));
}

/** The member's own chat images (their keys), put into the ZIP beside the profile photos. */
export async function ownChatImages(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ key: messages.imageKey })
    .from(messages)
    .where(and(eq(messages.senderId, memberId), isNotNull(messages.imageKey)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Every JSON section of a member's export (decision 124 lists them); files are added by archive.ts. */
export async function collectSections(db: Db, member: MemberRow, now: Date): Promise<Sections> {
  const photoRows = await photosOf(db, member.id);
  const sections: Sections = {
    profile: await profile(db, member),
    settings: await settings(db, member),
    messages: await conversationsOf(db, member),
    likes: await likesOf(db, member),
    blocks: await blocksOf(db, member),
    complaints: await complaintsOf(db, member),
    reports: await reportsMadeBy(db, member.id, (ids) => namesOf(db, ids)),
    payments: await paymentsOf(db, member),
    'credit-ledger': await ledgerOf(db, member),
    sessions: await sessionsOf(db, member),
    'notification-preferences': await notificationsOf(db, member),
    photos: photoRows.map((p) => ({ id: p.id, file: `photos/${p.filename}`, status: p.status, private: p.private, position: p.position })),
  };
  return { export: { member_id: member.id, created_at: now.toISOString(), format: 'flirtwave-data-export/1' }, ...sections };
}
