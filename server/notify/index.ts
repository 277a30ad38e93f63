import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Campaign } from '../../src/contract/push.ts';
import type { Config } from '../platform/config.ts';
import { rows, type Db } from '../db/connect.ts';
import { conversationMembers, likes } from '../db/schema.ts';
import type { MailService } from './mail/service.ts';
import { isBlockedEitherWay } from '../chat/access.ts';
import { likedByEntryOf } from '../likes/likeList.ts';
import type { SiteDirectory } from '../platform/sites.ts';
import { sendCampaign, unreadReminders, weeklyUpdate } from './bulk.ts';
import { allowedBy, Delivery, lockScreenOf, pushFactsSql, type Outcome, type PushFacts } from './delivery.ts';
import { JobRunner, type Recurring } from './jobs.ts';
import { Presence } from './presence.ts';
import { PushSender } from './push.ts';
import { isoDay, MAIL_DELAY_WITH_PUSH_MS, MAIL_DELAY_WITHOUT_PUSH_MS, nextSlot, PUSH_TTL_S, REMINDER_HOUR_UTC, WEEKLY_HOUR_UTC } from './schedule.ts';
import { likeShown, messageShown, type LikeEvent, type MessageEvent, type MessageNotice } from './payloads.ts';
import { pushExtrasFor } from './pushExtraTexts.ts';
import { textsFor, type NotifyEvent } from './texts.ts';
import type { VapidKeys } from './vapid.ts';

export { ensureVapidKeys } from './vapid.ts';

export { MAIL_DELAY_WITH_PUSH_MS, MAIL_DELAY_WITHOUT_PUSH_MS, nextSlot, PUSH_TTL_S, REMINDER_HOUR_UTC, WEEKLY_HOUR_UTC } from './schedule.ts';
export { preferenceOf } from './delivery.ts';
export type { LikeEvent, MessageEvent, MessageNotice } from './payloads.ts';

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

/**
 * The recipient's push facts (`{subscriptions, visible}` as jsonb) read in the send's own statement
 * for its notification (decision 143), `recipient` an SQL integer; undefined without a notifier.
 */
export function messagePushFacts(app: FastifyInstance, now: Date): ((recipient: SQL) => SQL) | undefined {
  return app.hasDecorator('notifier') ? (recipient) => pushFactsSql(recipient, now) : undefined;
}

/**
 * Push and e-mail notifications. Events (a message, a like, a match) become a Web Push
 * message at once (unless the member's app is open and visible) and, when still unread later or
 * when there is no push subscription, an e-mail through the mail outbox. Reminders and the weekly
 * update are recurring jobs. Every send checks the member's preferences and blocks either way.
 */
export class Notifier {
  readonly push: PushSender;
  readonly presence: Presence;
  readonly jobs: JobRunner;
  /** how a member is reached (push, e-mail, preferences, once-only log) */
  readonly delivery: Delivery;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: NotifyDeps) {
    this.push = new PushSender({ db: deps.db, vapid: deps.vapid, clock: deps.clock, fetch: deps.fetch });
    this.presence = new Presence({ db: deps.db, clock: deps.clock });
    this.jobs = new JobRunner({ db: deps.db, clock: deps.clock, log: deps.log });
    this.delivery = new Delivery(deps, this.push, this.presence, this.jobs);
    this.jobs.handle('push_retry', (p) => this.delivery.retryPush(p));
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

  /**
   * A message was stored (a fresh one, not a replay). `notice`: its facts as the send answered them
   * (decision 143); without them they are read here, in one statement.
   */
  async messageSent(event: MessageEvent, notice?: MessageNotice | null): Promise<Outcome> {
    const facts = notice === undefined ? await this.messageNotice(event) : notice;
    if (!facts) return 'none';
    const { recipient } = facts;
    const reach = { hasPassword: recipient.has_password, fictional: recipient.fictional, status: recipient.status, moderation: recipient.moderation };
    if (!this.delivery.reachable(reach)) return 'none';
    if (facts.blocked) return 'suppressed';
    // the first message of a conversation or a later one: at most two messages counted, however long the chat
    const kind: NotifyEvent = facts.messages <= 1 ? 'conversation' : 'message';
    if (!allowedBy(facts.settings, kind)) return 'suppressed';
    const site = this.delivery.siteOf({ siteId: recipient.site_id });
    const t = textsFor(recipient.language).push[kind];
    const extra = pushExtrasFor(recipient.language);
    // decision 178: no more than the member's lock-screen choice allows (decision 178)
    const privacy = lockScreenOf(facts.settings);
    const name = this.delivery.shownName(site, { name: facts.sender_name, fictional: facts.sender_fictional === true });
    const common = {
      kind,
      url: `/chats/${event.conversationId}`,
      tag: `conversation-${event.conversationId}`,
      conversation_id: event.conversationId,
      member_id: recipient.id,
      privacy,
      generic: { title: extra.generic, body: '' },
      actions: { read: extra.read, open: extra.open },
    };
    const shown = messageShown(privacy, t, extra, name, event, facts);
    const pushed = await this.delivery.pushTo(recipient, site, { ...common, ...shown }, { topic: `conversation-${event.conversationId}`, urgency: 'high', ttl: PUSH_TTL_S }, facts.push);
    const delay = pushed.subscriptions > 0 ? MAIL_DELAY_WITH_PUSH_MS : MAIL_DELAY_WITHOUT_PUSH_MS;
    // one mail per unread stretch: a new key only after the member has read the conversation
    await this.jobs.enqueue(
      'message_mail',
      { member: recipient.id, peer: event.senderId, conversation: event.conversationId, kind },
      new Date(this.deps.clock().getTime() + delay),
      `message_mail:${recipient.id}:${event.conversationId}:${facts.read_seq ?? 0}`,
    );
    return pushed.outcome;
  }

  /** A message's notice read alone (a released held message, a test): its facts and the recipient's push facts. */
  private async messageNotice(event: MessageEvent): Promise<MessageNotice | null> {
    const recipient = sql`${event.recipientId}::int`;
    const [row] = await rows<{ notice: string | null; push: string }>(
      this.deps.db,
      sql`SELECT message_notice(${event.conversationId}::bigint, ${event.senderId}::int, ${recipient})::text AS notice, ${pushFactsSql(recipient, this.deps.clock())}::text AS push`,
    );
    return row?.notice ? { ...(JSON.parse(row.notice) as MessageNotice), push: JSON.parse(row.push) as PushFacts } : null;
  }

  /** A like was stored (`match` when it was mutual). */
  async liked(event: LikeEvent): Promise<Outcome> {
    const { db } = this.deps;
    const [liked, liker] = await Promise.all([this.delivery.member(event.likedId), this.delivery.member(event.likerId)]);
    if (!liked || !liker || !this.delivery.reachable(liked)) return 'none';
    if (await isBlockedEitherWay(db, liker.id, liked.id)) return 'suppressed';
    const kind: NotifyEvent = event.match ? 'match' : 'like';
    const settings = await this.delivery.settingsOf(liked.id);
    if (!allowedBy(settings, kind)) return 'suppressed';
    const t = textsFor(liked.language).push[kind];
    const extra = pushExtrasFor(liked.language);
    const site = this.delivery.siteOf(liked);
    // decision 178: no more than the member's lock-screen choice allows (decision 178)
    const privacy = lockScreenOf(settings);
    const common = { kind, member_id: liked.id, privacy, generic: { title: extra.generic, body: '' } };
    // the liker's card (the row the pull writes, decision 182) only when the choice shows everything
    const entry = privacy === 'name_and_message' ? await likedByEntryOf(db, site, liked.id, liker.id, this.deps.clock()) : null;
    const shown = likeShown(privacy, kind === 'match' ? 'match' : 'like', t, extra, { id: liker.id, shownName: this.delivery.shownName(site, liker) }, entry);
    const pushed = await this.delivery.pushTo(liked, site, { ...common, ...shown }, { topic: `profile-${liker.id}`, urgency: 'normal', ttl: PUSH_TTL_S });
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

  private async messageMail(p: Record<string, unknown>): Promise<void> {
    const { db } = this.deps;
    const kind: NotifyEvent = p.kind === 'conversation' ? 'conversation' : 'message';
    const conversation = Number(p.conversation);
    const [member, peer] = await Promise.all([this.delivery.member(Number(p.member)), this.delivery.member(Number(p.peer))]);
    if (!member || !peer || !this.delivery.mailable(member) || !(await this.delivery.allows(member.id, kind))) return;
    if (await isBlockedEitherWay(db, member.id, peer.id)) return;
    const [membership] = await db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.memberId, member.id)));
    if (!membership || membership.hidden || membership.unread === 0) return;
    if (!(await this.delivery.claim(member.id, kind, `conversation:${conversation}:${membership.readSeq}`, 'email'))) return;
    await this.delivery.sendMail(member, kind, {}, `/chats/${conversation}`, peer);
  }

  private async likeMail(p: Record<string, unknown>): Promise<void> {
    const { db } = this.deps;
    const kind: NotifyEvent = p.kind === 'match' ? 'match' : 'like';
    const [member, liker] = await Promise.all([this.delivery.member(Number(p.member)), this.delivery.member(Number(p.liker))]);
    if (!member || !liker || !this.delivery.mailable(member) || !(await this.delivery.allows(member.id, kind))) return;
    if (await isBlockedEitherWay(db, member.id, liker.id)) return;
    const [like] = await db
      .select({ liker: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, liker.id), eq(likes.likedId, member.id), isNull(likes.removedAt)));
    if (!like) return;
    if (!(await this.delivery.claim(member.id, kind, `profile:${liker.id}`, 'email'))) return;
    await this.delivery.sendMail(member, kind, {}, `/members/${liker.id}`, liker);
  }


  // ── bulk sends (bulk.ts) ───────────────────────────────────────────────────────────────────

  /** Queues an operator's campaign (promotions, news, reminders); the job runner sends it once. */
  async enqueueCampaign(campaign: Campaign): Promise<boolean> {
    return this.jobs.enqueue('campaign', Campaign.parse(campaign), this.deps.clock(), `campaign:${campaign.id}`);
  }

  unreadReminders(): Promise<number> {
    return unreadReminders(this.delivery);
  }

  campaign(c: Campaign): Promise<number> {
    return sendCampaign(this.delivery, c);
  }

  weeklyUpdate(): Promise<number> {
    return weeklyUpdate(this.delivery);
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
export function notifyMessage(app: FastifyInstance, event: MessageEvent, notice?: MessageNotice | null): void {
  if (app.hasDecorator('notifier')) app.notifier.track(app.notifier.messageSent(event, notice));
}

/** A like or a match (likes and swipe routes). */
export function notifyLike(app: FastifyInstance, event: LikeEvent): void {
  if (app.hasDecorator('notifier')) app.notifier.track(app.notifier.liked(event));
}
