import { and, count, eq, gt, inArray, isNull, lt, max, sql, sum } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { notificationDefaults, type NotificationItem } from '../../src/contract/account.ts';
import { Campaign, type PushKind, type PushPayload } from '../../src/contract/push.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { conversationMembers, likes, members, messages, notificationLog, notificationSettings, pushSubscriptions } from '../db/schema.ts';
import { fill } from '../mail/texts/index.ts';
import type { MailService } from '../mail/service.ts';
import { isBlockedEitherWay } from '../services/chat/access.ts';
import type { MemberRow } from '../services/members.ts';
import type { SiteDirectory, SiteRow } from '../services/sites.ts';
import { JobRunner, jobRetryDelayMs, type Recurring } from './jobs.ts';
import { renderNotifyMail } from './mail.ts';
import { Presence } from './presence.ts';
import { encodePayload, PushSender, type PushOptions } from './push.ts';
import { textsFor, type NotifyEvent } from './texts.ts';
import type { VapidKeys } from './vapid.ts';

export { ensureVapidKeys } from './vapid.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An unread message is e-mailed after this long when the member has no push subscription… */
export const MAIL_DELAY_WITHOUT_PUSH_MS = 10 * MINUTE;
/** …and after this long when push reached them but they still did not read it. */
export const MAIL_DELAY_WITH_PUSH_MS = 4 * 60 * MINUTE;
/** Push messages wait this long at the push service for an offline device. */
export const PUSH_TTL_S = 24 * 60 * 60;
/** Daily unread reminders at 18:00 UTC about messages unread for at least a day (and at most a week). */
export const REMINDER_HOUR_UTC = 18;
/** The weekly update goes out on Mondays at 09:00 UTC. */
export const WEEKLY_HOUR_UTC = 9;

/** The preference (SPEC §3) that allows each event. */
export const preferenceOf: Record<NotifyEvent, NotificationItem> = {
  message: 'new_messages',
  conversation: 'new_conversations',
  like: 'like',
  match: 'like',
  reminder: 'unread_message_reminders',
  update: 'weekly_updates',
};

export interface NotifyDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  sites: SiteDirectory;
  mail: MailService;
  log: FastifyBaseLogger;
  vapid: VapidKeys;
  /** the push HTTP client (tests) */
  fetch?: typeof globalThis.fetch;
}

export interface MessageEvent {
  senderId: number;
  recipientId: number;
  conversationId: number;
}

export interface LikeEvent {
  likerId: number;
  likedId: number;
  /** the like was mutual: a match */
  match: boolean;
}

type Outcome = 'sent' | 'suppressed' | 'none';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The next `hour`:00 UTC at or after `now`, on `weekday` (0 = Sunday) when given. */
export function nextSlot(now: Date, hour: number, weekday?: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (at.getTime() < now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  if (weekday !== undefined) while (at.getUTCDay() !== weekday) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/**
 * Push and e-mail notifications (issue 8). Events (a message, a like, a match) become a Web Push
 * message at once (unless the member's app is open and visible) and, when still unread later or
 * when there is no push subscription, an e-mail through the mail outbox. Reminders and the weekly
 * update are recurring jobs. Every send checks the member's preferences and blocks either way.
 */
export class Notifier {
  readonly push: PushSender;
  readonly presence: Presence;
  readonly jobs: JobRunner;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: NotifyDeps) {
    this.push = new PushSender({ db: deps.db, vapid: deps.vapid, clock: deps.clock, fetch: deps.fetch });
    this.presence = new Presence({ db: deps.db, clock: deps.clock });
    this.jobs = new JobRunner({ db: deps.db, clock: deps.clock, log: deps.log });
    this.jobs.handle('push_retry', (p) => this.retryPush(p));
    this.jobs.handle('message_mail', (p) => this.messageMail(p));
    this.jobs.handle('like_mail', (p) => this.likeMail(p));
    this.jobs.handle('unread_reminders', async () => void (await this.unreadReminders()));
    this.jobs.handle('weekly_update', async () => void (await this.weeklyUpdate()));
    this.jobs.handle('campaign', async (p) => void (await this.campaign(Campaign.parse(p))));
    const daily: Recurring = {
      kind: 'unread_reminders',
      next: (now) => {
        const runAt = nextSlot(now, REMINDER_HOUR_UTC);
        return { runAt, key: isoDay(runAt) };
      },
    };
    const weekly: Recurring = {
      kind: 'weekly_update',
      next: (now) => {
        const runAt = nextSlot(now, WEEKLY_HOUR_UTC, 1);
        return { runAt, key: isoDay(runAt) };
      },
    };
    this.jobs.every(daily);
    this.jobs.every(weekly);
  }

  /** Runs an event's work in the background; `settled()` waits for it (tests, shutdown). */
  track(work: Promise<unknown>): void {
    const done = work.catch((error: unknown) => this.deps.log.warn({ err: error }, 'notification failed')).finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    await this.jobs.close();
  }

  // ── events ─────────────────────────────────────────────────────────────────────────────────

  /** A message was stored (a fresh one, not a replay). */
  async messageSent(event: MessageEvent): Promise<Outcome> {
    const { db } = this.deps;
    const [recipient, sender] = await Promise.all([this.member(event.recipientId), this.member(event.senderId)]);
    if (!recipient || !sender || !this.reachable(recipient)) return 'none';
    if (await isBlockedEitherWay(db, sender.id, recipient.id)) return 'suppressed';
    // the first message of a conversation or a later one: at most two rows read, however long the chat
    const firstTwo = await db.select({ seq: messages.seq }).from(messages).where(eq(messages.conversationId, event.conversationId)).limit(2);
    const kind: NotifyEvent = firstTwo.length <= 1 ? 'conversation' : 'message';
    if (!(await this.allows(recipient.id, kind))) return 'suppressed';
    const site = this.siteOf(recipient);
    const t = textsFor(recipient.language).push[kind];
    const pushed = await this.pushTo(
      recipient,
      site,
      {
        kind,
        title: fill(t.title, { name: sender.name }),
        body: t.body,
        url: `/chats/${event.conversationId}`,
        tag: `conversation-${event.conversationId}`,
        conversation_id: event.conversationId,
        profile_id: sender.id,
      },
      { topic: `conversation-${event.conversationId}`, urgency: 'high', ttl: PUSH_TTL_S },
    );
    const [membership] = await db
      .select({ readSeq: conversationMembers.readSeq })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, event.conversationId), eq(conversationMembers.memberId, recipient.id)));
    const delay = pushed.subscriptions > 0 ? MAIL_DELAY_WITH_PUSH_MS : MAIL_DELAY_WITHOUT_PUSH_MS;
    // one mail per unread stretch: a new key only after the member has read the conversation
    await this.jobs.enqueue(
      'message_mail',
      { member: recipient.id, peer: sender.id, conversation: event.conversationId, kind },
      new Date(this.deps.clock().getTime() + delay),
      `message_mail:${recipient.id}:${event.conversationId}:${membership?.readSeq ?? 0}`,
    );
    return pushed.outcome;
  }

  /** A like was stored (`match` when it was mutual). */
  async liked(event: LikeEvent): Promise<Outcome> {
    const { db } = this.deps;
    const [liked, liker] = await Promise.all([this.member(event.likedId), this.member(event.likerId)]);
    if (!liked || !liker || !this.reachable(liked)) return 'none';
    if (await isBlockedEitherWay(db, liker.id, liked.id)) return 'suppressed';
    const kind: NotifyEvent = event.match ? 'match' : 'like';
    if (!(await this.allows(liked.id, kind))) return 'suppressed';
    const t = textsFor(liked.language).push[kind];
    const pushed = await this.pushTo(
      liked,
      this.siteOf(liked),
      {
        kind,
        title: fill(t.title, { name: liker.name }),
        body: t.body,
        url: `/members/${liker.id}`,
        tag: `profile-${liker.id}`,
        profile_id: liker.id,
      },
      { topic: `profile-${liker.id}`, urgency: 'normal', ttl: PUSH_TTL_S },
    );
    if (pushed.subscriptions === 0) {
      await this.jobs.enqueue(
        'like_mail',
        { member: liked.id, liker: liker.id, kind },
        new Date(this.deps.clock().getTime() + MAIL_DELAY_WITHOUT_PUSH_MS),
        `like_mail:${liked.id}:${liker.id}:${kind}`,
      );
    }
    return pushed.outcome;
  }

  // ── push ───────────────────────────────────────────────────────────────────────────────────

  async hasSubscription(memberId: number): Promise<boolean> {
    const [row] = await this.deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId)).limit(1);
    return Boolean(row);
  }

  /** Unread messages plus new likes: the app badge (SPEC §4). */
  async badgeOf(memberId: number): Promise<number> {
    const { db } = this.deps;
    const [unread] = await db
      .select({ n: sum(conversationMembers.unread) })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.memberId, memberId), eq(conversationMembers.hidden, false)));
    const [newLikes] = await db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likedId, memberId), eq(likes.likeNew, true), isNull(likes.removedAt)));
    return Number(unread?.n ?? 0) + (newLikes?.n ?? 0);
  }

  private async pushTo(
    member: MemberRow,
    site: SiteRow,
    poke: Omit<PushPayload, 'badge' | 'kind'> & { kind: PushKind },
    options: PushOptions,
  ): Promise<{ outcome: Outcome; subscriptions: number }> {
    const subs = await this.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id));
    if (subs.length === 0) return { outcome: 'none', subscriptions: 0 };
    if (await this.presence.isVisible(member.id)) return { outcome: 'suppressed', subscriptions: subs.length };
    const payload = encodePayload({ ...poke, badge: await this.badgeOf(member.id) });
    let sent = false;
    for (const sub of subs) {
      const outcome = await this.push.send(sub, payload, options, site.settings.support_email);
      if (outcome === 'sent') sent = true;
      if (outcome === 'failed') {
        await this.jobs.enqueue(
          'push_retry',
          { subscription: sub.id, payload, options, supportEmail: site.settings.support_email },
          new Date(this.deps.clock().getTime() + jobRetryDelayMs(1)),
        );
      }
    }
    return { outcome: sent ? 'sent' : 'none', subscriptions: subs.length };
  }

  private async retryPush(p: Record<string, unknown>): Promise<void> {
    const id = Number(p.subscription);
    const [sub] = await this.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    if (!sub) return;
    const outcome = await this.push.send(sub, String(p.payload), p.options as PushOptions, String(p.supportEmail));
    if (outcome === 'failed') throw new Error('push still failing');
  }

  // ── e-mail ─────────────────────────────────────────────────────────────────────────────────

  private baseUrl(site: SiteRow): string {
    return this.deps.config.PUBLIC_URL ?? `http://${site.domain}:${this.deps.config.PORT}`;
  }

  /** E-mail is on: a real, confirmed member whose mails were not turned off (bounce, fbl, unsubscribe). */
  private mailable(member: MemberRow): boolean {
    return this.reachable(member) && member.status === 'confirmed' && member.notificationsDisabled.length === 0;
  }

  /** Records a send; false when it was sent already (by this or another instance). */
  private async claim(memberId: number, kind: NotifyEvent | Campaign['kind'], ref: string, channel: 'push' | 'email'): Promise<boolean> {
    const rows = await this.deps.db
      .insert(notificationLog)
      .values({ memberId, kind, ref, channel, sentAt: this.deps.clock() })
      .onConflictDoNothing()
      .returning({ m: notificationLog.memberId });
    return rows.length > 0;
  }

  private async sendMail(member: MemberRow, event: NotifyEvent, values: Record<string, string | number>, path: string): Promise<void> {
    const site = this.siteOf(member);
    const baseUrl = this.baseUrl(site);
    const actionUrl = `${baseUrl}${path}`;
    await this.deps.mail.send({
      site,
      member,
      kind: `notify:${preferenceOf[event]}`,
      actionUrl,
      baseUrl,
      days: 0,
      content: (unsubscribeUrl) =>
        renderNotifyMail({ event, locale: member.language, siteName: site.name, memberName: member.name, values, actionUrl, unsubscribeUrl }),
    });
  }

  private async messageMail(p: Record<string, unknown>): Promise<void> {
    const { db } = this.deps;
    const kind: NotifyEvent = p.kind === 'conversation' ? 'conversation' : 'message';
    const conversation = Number(p.conversation);
    const [member, peer] = await Promise.all([this.member(Number(p.member)), this.member(Number(p.peer))]);
    if (!member || !peer || !this.mailable(member) || !(await this.allows(member.id, kind))) return;
    if (await isBlockedEitherWay(db, member.id, peer.id)) return;
    const [membership] = await db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.memberId, member.id)));
    if (!membership || membership.hidden || membership.unread === 0) return;
    if (!(await this.claim(member.id, kind, `conversation:${conversation}:${membership.readSeq}`, 'email'))) return;
    await this.sendMail(member, kind, { name: peer.name }, `/chats/${conversation}`);
  }

  private async likeMail(p: Record<string, unknown>): Promise<void> {
    const { db } = this.deps;
    const kind: NotifyEvent = p.kind === 'match' ? 'match' : 'like';
    const [member, liker] = await Promise.all([this.member(Number(p.member)), this.member(Number(p.liker))]);
    if (!member || !liker || !this.mailable(member) || !(await this.allows(member.id, kind))) return;
    if (await isBlockedEitherWay(db, member.id, liker.id)) return;
    const [like] = await db
      .select({ liker: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, liker.id), eq(likes.likedId, member.id), isNull(likes.removedAt)));
    if (!like) return;
    if (!(await this.claim(member.id, kind, `profile:${liker.id}`, 'email'))) return;
    await this.sendMail(member, kind, { name: liker.name }, `/members/${liker.id}`);
  }

  /**
   * Daily: members with messages unread for a day or more (and at most a week) get one reminder,
   * by push, else by e-mail; once per newest unread message, so the same backlog is not repeated.
   */
  async unreadReminders(): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const rows = await db
      .select({ member: conversationMembers.memberId, unread: sum(conversationMembers.unread), newest: max(conversationMembers.lastMessageAt) })
      .from(conversationMembers)
      .where(
        and(
          gt(conversationMembers.unread, 0),
          eq(conversationMembers.hidden, false),
          lt(conversationMembers.lastMessageAt, new Date(now.getTime() - DAY)),
          gt(conversationMembers.lastMessageAt, new Date(now.getTime() - 7 * DAY)),
        ),
      )
      .groupBy(conversationMembers.memberId);
    let sent = 0;
    for (const row of rows) {
      const member = await this.member(row.member);
      if (!member || !this.reachable(member) || !(await this.allows(member.id, 'reminder'))) continue;
      const unread = Number(row.unread ?? 0);
      const ref = `newest:${row.newest?.getTime() ?? 0}`;
      const t = textsFor(member.language).push.reminder;
      if ((await this.hasSubscription(member.id)) && (await this.claim(member.id, 'reminder', ref, 'push'))) {
        const pushed = await this.pushTo(
          member,
          this.siteOf(member),
          { kind: 'reminder', title: t.title, body: fill(t.body, { count: unread }), url: '/chats', tag: 'reminder' },
          { topic: 'reminder', urgency: 'normal', ttl: 12 * 60 * 60 },
        );
        if (pushed.outcome === 'sent') {
          sent += 1;
          continue;
        }
      }
      if (this.mailable(member) && (await this.claim(member.id, 'reminder', ref, 'email'))) {
        await this.sendMail(member, 'reminder', { count: unread }, '/chats');
        sent += 1;
      }
    }
    return sent;
  }

  /** Queues an operator's campaign (promotions, news, reminders); the job runner sends it once. */
  async enqueueCampaign(campaign: Campaign): Promise<boolean> {
    return this.jobs.enqueue('campaign', Campaign.parse(campaign), this.deps.clock(), `campaign:${campaign.id}`);
  }

  /**
   * A campaign to every member who opted in to its kind (off by default): a push where they have a
   * subscription, else an e-mail, in their language (English when the campaign has none), once per
   * member whatever instance runs it, never while the member's app is open and visible.
   */
  async campaign(c: Campaign): Promise<number> {
    const { db } = this.deps;
    const optedIn = await db
      .select({ member: members })
      .from(members)
      .innerJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
      .where(and(sql`(${notificationSettings.settings} ->> ${c.kind}) = 'true'`, c.site_id === null ? undefined : eq(members.siteId, c.site_id)));
    let sent = 0;
    for (const { member } of optedIn) {
      if (!this.reachable(member)) continue;
      const site = this.siteOf(member);
      const lines = c.texts[member.language] ?? c.texts.en;
      if (!lines) continue;
      const t = textsFor(member.language);
      if (await this.hasSubscription(member.id)) {
        if (!(await this.claim(member.id, c.kind, c.id, 'push'))) continue;
        const pushed = await this.pushTo(member, site, { kind: c.kind, title: lines.title, body: lines.body, url: c.path, tag: `campaign-${c.id}` }, { topic: `campaign`, urgency: 'low', ttl: PUSH_TTL_S });
        if (pushed.outcome === 'sent') {
          sent += 1;
          continue;
        }
      }
      if (!this.mailable(member) || !(await this.claim(member.id, c.kind, c.id, 'email'))) continue;
      const baseUrl = this.baseUrl(site);
      const values = { site: site.name };
      await this.deps.mail.send({
        site,
        member,
        kind: `notify:${c.kind}`,
        actionUrl: `${baseUrl}${c.path}`,
        baseUrl,
        days: 0,
        content: (unsubscribeUrl) =>
          renderNotifyMail({
            event: 'update',
            locale: member.language,
            siteName: site.name,
            memberName: member.name,
            values,
            actionUrl: `${baseUrl}${c.path}`,
            unsubscribeUrl,
            lines: { subject: lines.title, intro: lines.body, button: lines.button ?? fill(t.mail.update.button, values) },
          }),
      });
      sent += 1;
    }
    return sent;
  }

  /** Weekly: members with something new (unread messages or new likes this week) get an update e-mail. */
  async weeklyUpdate(): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const week = isoDay(now);
    const weekAgo = new Date(now.getTime() - 7 * DAY);
    const unread = await db
      .select({ member: conversationMembers.memberId, n: sum(conversationMembers.unread) })
      .from(conversationMembers)
      .where(and(gt(conversationMembers.unread, 0), eq(conversationMembers.hidden, false)))
      .groupBy(conversationMembers.memberId);
    const liked = await db
      .select({ member: likes.likedId, n: count() })
      .from(likes)
      .where(and(isNull(likes.removedAt), gt(likes.createdAt, weekAgo)))
      .groupBy(likes.likedId);
    const counts = new Map<number, { unread: number; likes: number }>();
    for (const u of unread) counts.set(u.member, { unread: Number(u.n ?? 0), likes: 0 });
    for (const l of liked) counts.set(l.member, { unread: counts.get(l.member)?.unread ?? 0, likes: l.n });
    if (counts.size === 0) return 0;
    const candidates = await db
      .select()
      .from(members)
      .where(and(inArray(members.id, [...counts.keys()]), sql`${members.passwordHash} IS NOT NULL`, eq(members.fictional, false)));
    let sent = 0;
    for (const member of candidates) {
      const c = counts.get(member.id);
      if (!c || !this.mailable(member) || !(await this.allows(member.id, 'update'))) continue;
      if (!(await this.claim(member.id, 'update', week, 'email'))) continue;
      await this.sendMail(member, 'update', { count: c.unread, likes: c.likes }, '/members');
      sent += 1;
    }
    return sent;
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────

  private async member(id: number): Promise<MemberRow | undefined> {
    const [row] = await this.deps.db.select().from(members).where(eq(members.id, id));
    return row;
  }

  /** Demo and fictional profiles never get notifications; neither does an account being deleted. */
  private reachable(member: MemberRow): boolean {
    return member.passwordHash !== null && !member.fictional && member.status !== 'pending_deletion';
  }

  private siteOf(member: MemberRow): SiteRow {
    return this.deps.sites.byId(member.siteId) ?? this.deps.sites.fallback;
  }

  private async allows(memberId: number, event: NotifyEvent): Promise<boolean> {
    const [row] = await this.deps.db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.memberId, memberId));
    const item = preferenceOf[event];
    return (row?.settings[item] ?? notificationDefaults[item]) === true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** push and e-mail notifications (server/notify) */
    notifier: Notifier;
  }
}

/**
 * For routes: tell the notifier about an event after the response's work is done. Never throws and
 * never delays the answer (failures are logged).
 */
export function notifyMessage(app: FastifyInstance, event: MessageEvent): void {
  if (app.hasDecorator('notifier')) app.notifier.track(app.notifier.messageSent(event));
}

/** A like or a match (likes and swipe routes). */
export function notifyLike(app: FastifyInstance, event: LikeEvent): void {
  if (app.hasDecorator('notifier')) app.notifier.track(app.notifier.liked(event));
}
