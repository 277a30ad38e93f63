import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LOCK_SCREEN_DEFAULT, LockScreenChoice, notificationDefaults, type NotificationItem } from '../../src/contract/account.ts';
import type { Campaign, PushKind, PushPayload } from '../../src/contract/push.ts';
import { conversationMembers, likes, members, notificationLog, notificationSettings, pushSubscriptions } from '../db/schema.ts';
import { rows } from '../db/connect.ts';
import type { MemberRow } from '../members/members.ts';
import { isBarred } from '../moderation/barred.ts';
import { isPendingDeletion } from '../safety/reach.ts';
import { siteTexts, type SiteRow } from '../platform/sites.ts';
import { recordPush } from './campaignFigures.ts';
import { jobRetryDelayMs, type JobRunner } from './jobs.ts';
import { renderNotifyMail } from './mail.ts';
import type { NotifyDeps } from './index.ts';
import { visibleSql, type Presence } from './presence.ts';
import { encodePayload, pushSessionLive, type PushOptions, type PushSender } from './push.ts';
import type { NotifyEvent } from './texts.ts';

/** The preference (SPEC §3) that allows each event. */
export const preferenceOf: Record<NotifyEvent, NotificationItem> = {
  message: 'new_messages',
  conversation: 'new_conversations',
  like: 'like',
  match: 'like',
  reminder: 'unread_message_reminders',
  update: 'weekly_updates',
};

export type Outcome = 'sent' | 'suppressed' | 'none';

/**
 * What says whether a member may be notified at all: from their members row, or as a send answers
 * them for its notification (migration 0031 `message_notice`, decision 143).
 */
export interface ReachFacts {
  hasPassword: boolean;
  fictional: boolean;
  status: MemberRow['status'];
  moderation: string;
}

/** A member's stored notification settings: the preferences and `lock_screen` (decision 178). */
export type StoredSettings = Record<string, unknown>;

/** What a push may show on the member's lock screen (decision 178): their choice, else the default. */
export function lockScreenOf(settings: StoredSettings | null | undefined): LockScreenChoice {
  const parsed = LockScreenChoice.safeParse(settings?.lock_screen);
  return parsed.success ? parsed.data : LOCK_SCREEN_DEFAULT;
}

/** A member's notification settings (SPEC §3) allow the event: their own choice, else the default. */
export function allowedBy(settings: StoredSettings | null | undefined, event: NotifyEvent): boolean {
  const item = preferenceOf[event];
  return (settings?.[item] ?? notificationDefaults[item]) === true;
}

/** What a push to a member depends on besides the event: their live subscriptions, an open and visible app. */
export interface PushFacts {
  subscriptions: number;
  visible: boolean;
}

/**
 * The push facts of the member `member` (an SQL integer) as a jsonb `{subscriptions, visible}`, to
 * read inside another statement (the send's, decision 143); the same rules as `pushTo` reads them by.
 */
export function pushFactsSql(member: SQL, now: Date): SQL {
  return sql`jsonb_build_object(
    'subscriptions', (SELECT count(*) FROM ${pushSubscriptions} WHERE ${pushSubscriptions.memberId} = ${member} AND ${pushSessionLive(now)}),
    'visible', ${visibleSql(member, now)})`;
}

/**
 * How one member is reached: who may be notified at all, their preferences, a Web Push
 * to every subscription (not while their app is open and visible; failures retried as jobs), an
 * e-mail through the mail outbox, and the log that makes each send happen once across instances.
 * Shared by the event notifications (`Notifier`) and the bulk sends (`bulk.ts`).
 */
export class Delivery {
  constructor(
    readonly deps: NotifyDeps,
    private readonly push: PushSender,
    private readonly presence: Presence,
    private readonly jobs: JobRunner,
  ) {}

  async member(id: number): Promise<MemberRow | undefined> {
    const [row] = await this.deps.db.select().from(members).where(eq(members.id, id));
    return row;
  }

  /** Demo and fictional profiles never get notifications; neither does an account being deleted, suspended or banned (decision 121). */
  reachable(member: MemberRow | ReachFacts): boolean {
    const hasPassword = 'hasPassword' in member ? member.hasPassword : member.passwordHash !== null;
    return hasPassword && !member.fictional && !isPendingDeletion(member) && !isBarred(member);
  }

  /**
   * The other member's name as a notification shows it: a fictional profile's followed by the site's
   * fictional icon, as wherever the app shows one (the mail adds the site's warning, mail.ts).
   */
  shownName(site: SiteRow, other: { name: string; fictional: boolean }): string {
    return other.fictional ? `${other.name} ${site.settings.fictional_icon}` : other.name;
  }

  siteOf(member: { siteId: number }): SiteRow {
    return this.deps.sites.byId(member.siteId) ?? this.deps.sites.fallback;
  }

  async allows(memberId: number, event: NotifyEvent): Promise<boolean> {
    return allowedBy(await this.settingsOf(memberId), event);
  }

  async settingsOf(memberId: number): Promise<StoredSettings | null> {
    const [row] = await this.deps.db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.memberId, memberId));
    return row?.settings ?? null;
  }

  async hasSubscription(memberId: number): Promise<boolean> {
    const [row] = await this.deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), pushSessionLive(this.deps.clock()))).limit(1);
    return Boolean(row);
  }

  /** Unread messages plus new likes: the app badge (SPEC §4), in one statement. */
  async badgeOf(memberId: number): Promise<number> {
    const [row] = await rows<{ n: string | number }>(
      this.deps.db,
      sql`SELECT COALESCE((SELECT sum(${conversationMembers.unread}) FROM ${conversationMembers}
                           WHERE ${conversationMembers.memberId} = ${memberId}::int AND NOT ${conversationMembers.hidden}), 0)
               + (SELECT count(*) FROM ${likes} WHERE ${likes.likedId} = ${memberId}::int AND ${likes.likeNew} AND ${likes.removedAt} IS NULL) AS n`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * A push to each of the member's live subscriptions, unless their app is open and visible.
   * `known`: their push facts as read already (the send's statement, decision 143): no
   * subscription or a visible app is answered without a read, and the subscriptions are read
   * only for a push that will be sent.
   */
  async pushTo(
    member: { id: number },
    site: SiteRow,
    poke: Omit<PushPayload, 'badge' | 'kind'> & { kind: PushKind },
    options: PushOptions,
    known?: PushFacts,
  ): Promise<{ outcome: Outcome; subscriptions: number }> {
    if (known?.subscriptions === 0) return { outcome: 'none', subscriptions: 0 };
    if (known?.visible) return { outcome: 'suppressed', subscriptions: known.subscriptions };
    const [subs, badge] = await Promise.all([
      this.deps.db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, member.id), pushSessionLive(this.deps.clock()))),
      known ? this.badgeOf(member.id) : undefined,
    ]);
    if (subs.length === 0) return { outcome: 'none', subscriptions: 0 };
    if (!known && (await this.presence.isVisible(member.id))) return { outcome: 'suppressed', subscriptions: subs.length };
    const payload = encodePayload({ ...poke, badge: badge ?? (await this.badgeOf(member.id)) });
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

  async retryPush(p: Record<string, unknown>): Promise<void> {
    const id = Number(p.subscription);
    const [sub] = await this.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    if (!sub) return;
    const options = p.options as PushOptions;
    const outcome = await this.push.send(sub, String(p.payload), options, String(p.supportEmail));
    if (outcome === 'failed') throw new Error('push still failing');
    if (outcome === 'sent' && typeof options.campaign === 'number') await recordPush(this.deps.db, options.campaign, sub.memberId, 'push_delivered', this.deps.clock());
  }

  baseUrl(site: SiteRow): string {
    return this.deps.config.PUBLIC_URL ?? `http://${site.domain}:${this.deps.config.PORT}`;
  }

  /** E-mail is on: a real, confirmed member whose mails were not turned off (bounce, fbl, unsubscribe). */
  mailable(member: MemberRow): boolean {
    return this.reachable(member) && member.status === 'confirmed' && member.notificationsDisabled.length === 0;
  }

  /** Records a send; false when it was sent already (by this or another instance). */
  async claim(memberId: number, kind: NotifyEvent | Campaign['kind'], ref: string, channel: 'push' | 'email'): Promise<boolean> {
    const rows = await this.deps.db
      .insert(notificationLog)
      .values({ memberId, kind, ref, channel, sentAt: this.deps.clock() })
      .onConflictDoNothing()
      .returning({ m: notificationLog.memberId });
    return rows.length > 0;
  }

  /** `other`: the member the mail is about (a message's sender, a liker), named as `shownName` does. */
  async sendMail(member: MemberRow, event: NotifyEvent, values: Record<string, string | number>, path: string, other?: { name: string; fictional: boolean }): Promise<void> {
    const site = this.siteOf(member);
    const named = other ? { ...values, name: this.shownName(site, other) } : values;
    // the site's warning in the member's language (decision 173), as the rest of the mail
    const fictionalWarning = other?.fictional ? siteTexts(site, member.language).fictional_warning || undefined : undefined;
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
        renderNotifyMail({ event, locale: member.language, siteName: site.name, memberName: member.name, values: named, actionUrl, unsubscribeUrl, fictionalWarning }),
    });
  }
}
