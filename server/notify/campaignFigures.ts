import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../db/connect.ts';
import type { Db } from '../db/connect.ts';

// The delivery figures of a campaign (decision 131). Each event is first written on the member's
// campaign_recipients row, only if it was not there yet, and the campaign's counter grows by what
// that update changed, in the same statement: so a push, a mail, a bounce and a click count once
// per member, whatever instance or retry reports it.

/** What can happen to a campaign's send to one member: its timestamp column and its counter. */
const events = {
  push_sent: { at: 'push_sent_at', counter: 'push_sent' },
  push_delivered: { at: 'push_delivered_at', counter: 'push_delivered' },
  email_sent: { at: 'email_sent_at', counter: 'emails_sent' },
  bounce: { at: 'bounced_at', counter: 'bounces' },
  click: { at: 'clicked_at', counter: 'clicks' },
} as const;
export type CampaignEvent = keyof typeof events;

export function clickTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Records `event` for the member of `where` (their row of the campaign) and counts it; false when
 * it was recorded already or the row does not exist.
 */
async function record(db: Db, campaignId: number, where: ReturnType<typeof sql>, event: CampaignEvent, now: Date, extra?: ReturnType<typeof sql>): Promise<boolean> {
  const e = events[event];
  const at = sql.raw(`"${e.at}"`);
  const counter = sql.raw(`"${e.counter}"`);
  const [row] = await rows<{ n: number }>(
    db,
    sql`WITH r AS (
          UPDATE campaign_recipients SET ${at} = ${now.toISOString()}::timestamptz ${extra ? sql`, ${extra}` : sql``}
           WHERE campaign_id = ${campaignId} AND ${where} AND ${at} IS NULL
          RETURNING 1
        ), c AS (
          UPDATE campaigns SET ${counter} = ${counter} + (SELECT count(*)::int FROM r) WHERE id = ${campaignId} AND EXISTS (SELECT 1 FROM r)
        )
        SELECT count(*)::int AS n FROM r`,
  );
  return Number(row?.n ?? 0) > 0;
}

/** A push of the campaign went to the member's push service(s), or one was accepted. */
export function recordPush(db: Db, campaignId: number, memberId: number, event: 'push_sent' | 'push_delivered', now: Date): Promise<boolean> {
  return record(db, campaignId, sql`member_id = ${memberId}`, event, now);
}

/** The campaign's e-mail to the member is in the mail outbox (row `mailId`). */
export function recordEmail(db: Db, campaignId: number, memberId: number, mailId: number, now: Date): Promise<boolean> {
  return record(db, campaignId, sql`member_id = ${memberId}`, 'email_sent', now, sql`mail_id = ${mailId}`);
}

/** A click on the member's campaign link (their token); counted once per member. */
export function recordClick(db: Db, campaignId: number, token: string, now: Date): Promise<boolean> {
  return record(db, campaignId, sql`click_token_hash = ${clickTokenHash(token)}`, 'click', now);
}

/** How long after a campaign mail a bounce naming only the address is still put down to it. */
export const BOUNCE_WINDOW_MS = 3 * 24 * 60 * 60_000;

/**
 * A hard bounce reported by the mail provider (server/notify/routes/push.ts): the campaign mail it names
 * (its unsubscribe token), or else the member's latest campaign mail of the last three days.
 */
export async function recordBounce(db: Db, target: { mailId: number } | { memberId: number }, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - BOUNCE_WINDOW_MS).toISOString();
  const [found] = await rows<{ campaign_id: string | number; member_id: number }>(
    db,
    'mailId' in target
      ? sql`SELECT campaign_id, member_id FROM campaign_recipients WHERE mail_id = ${target.mailId} LIMIT 1`
      : sql`SELECT campaign_id, member_id FROM campaign_recipients
             WHERE member_id = ${target.memberId} AND mail_id IS NOT NULL AND email_sent_at >= ${since}::timestamptz
             ORDER BY email_sent_at DESC LIMIT 1`,
  );
  if (!found) return false;
  return record(db, Number(found.campaign_id), sql`member_id = ${found.member_id}`, 'bounce', now);
}
