import { and, count, eq, gt, inArray, isNull, lt, max, sql, sum } from 'drizzle-orm';
import type { Campaign } from '../../src/contract/push.ts';
import { conversationMembers, likes, members, notificationSettings } from '../db/schema.ts';
import { fill } from './mail/texts/index.ts';
import type { Delivery } from './delivery.ts';
import { renderNotifyMail } from './mail.ts';
import { DAY, isoDay, PUSH_TTL_S } from './schedule.ts';
import { pushExtrasFor } from './pushExtraTexts.ts';
import { textsFor } from './texts.ts';

// The bulk sends (SPEC §8), run as jobs by the Notifier: the daily unread reminders, operators'
// campaigns and the weekly update. Each member is reached through `Delivery`, once per send.

/**
 * Daily: members with messages unread for a day or more (and at most a week) get one reminder,
 * by push, else by e-mail; once per newest unread message, so the same backlog is not repeated.
 */
export async function unreadReminders(d: Delivery): Promise<number> {
  const { db } = d.deps;
  const now = d.deps.clock();
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
    const member = await d.member(row.member);
    if (!member || !d.reachable(member) || !(await d.allows(member.id, 'reminder'))) continue;
    const unread = Number(row.unread ?? 0);
    const ref = `newest:${row.newest?.getTime() ?? 0}`;
    const t = textsFor(member.language).push.reminder;
    if ((await d.hasSubscription(member.id)) && (await d.claim(member.id, 'reminder', ref, 'push'))) {
      const pushed = await d.pushTo(
        member,
        d.siteOf(member),
        // the member's own: shown only while they are the device's current member (decision 178)
        { kind: 'reminder', title: t.title, body: fill(t.body, { count: unread }), url: '/chats', tag: 'reminder', member_id: member.id, generic: { title: pushExtrasFor(member.language).generic, body: '' } },
        { topic: 'reminder', urgency: 'normal', ttl: 12 * 60 * 60 },
      );
      if (pushed.outcome === 'sent') {
        sent += 1;
        continue;
      }
    }
    if (d.mailable(member) && (await d.claim(member.id, 'reminder', ref, 'email'))) {
      await d.sendMail(member, 'reminder', { count: unread }, '/chats');
      sent += 1;
    }
  }
  return sent;
}

/**
 * A campaign to every member who opted in to its kind (off by default): a push where they have a
 * subscription, else an e-mail, in their language (English when the campaign has none), once per
 * member whatever instance runs it, never while the member's app is open and visible.
 */
export async function sendCampaign(d: Delivery, c: Campaign): Promise<number> {
  const { db } = d.deps;
  const optedIn = await db
    .select({ member: members })
    .from(members)
    .innerJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
    .where(and(sql`(${notificationSettings.settings} ->> ${c.kind}) = 'true'`, c.site_id === null ? undefined : eq(members.siteId, c.site_id)));
  let sent = 0;
  for (const { member } of optedIn) {
    if (!d.reachable(member)) continue;
    const site = d.siteOf(member);
    const lines = c.texts[member.language] ?? c.texts.en;
    if (!lines) continue;
    const t = textsFor(member.language);
    if (await d.hasSubscription(member.id)) {
      if (!(await d.claim(member.id, c.kind, c.id, 'push'))) continue;
      const pushed = await d.pushTo(member, site, { kind: c.kind, title: lines.title, body: lines.body, url: c.path, tag: `campaign-${c.id}` }, { topic: `campaign`, urgency: 'low', ttl: PUSH_TTL_S });
      if (pushed.outcome === 'sent') {
        sent += 1;
        continue;
      }
    }
    if (!d.mailable(member) || !(await d.claim(member.id, c.kind, c.id, 'email'))) continue;
    const baseUrl = d.baseUrl(site);
    const values = { site: site.name };
    await d.deps.mail.send({
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
export async function weeklyUpdate(d: Delivery): Promise<number> {
  const { db } = d.deps;
  const now = d.deps.clock();
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
    if (!c || !d.mailable(member) || !(await d.allows(member.id, 'update'))) continue;
    if (!(await d.claim(member.id, 'update', week, 'email'))) continue;
    await d.sendMail(member, 'update', { count: c.unread, likes: c.likes }, '/members');
    sent += 1;
  }
  return sent;
}
