import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { campaignClickPath } from '../../../src/contract/adminCampaigns.ts';
import { rows, type Db } from '../../db/connect.ts';
import { campaignRecipients, campaigns, members } from '../../db/schema.ts';
import { fill } from '../../notify/mail/texts/index.ts';
import type { MemberRow } from '../../members/members.ts';
import { clickTokenHash, recordEmail, recordPush } from '../../notify/campaignFigures.ts';
import type { Delivery } from '../../notify/delivery.ts';
import { renderNotifyMail } from '../../notify/mail.ts';
import { PUSH_TTL_S } from '../../notify/schedule.ts';
import { textsFor } from '../../notify/texts.ts';
import { audienceWhere, pickTexts, type AudienceSpec } from './audience.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The instance sending a campaign holds it this long, renewed after every batch; after a crash another instance goes on. */
export const CAMPAIGN_LEASE_MS = 5 * 60_000;
export const CAMPAIGN_BATCH = 200;

export function specOf(c: CampaignRow): AudienceSpec {
  return { kind: c.kind, siteIds: c.siteIds ?? null, audience: c.audience };
}

/**
 * Claims one due campaign for this instance (decision 131): a scheduled one whose time has come,
 * or one being sent whose holder's lease ran out. `FOR UPDATE SKIP LOCKED` and the status change in
 * one statement: two instances never claim the same campaign.
 */
export async function claimDueCampaign(db: Db, now: Date): Promise<CampaignRow | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString();
  const [claimed] = await rows<{ id: string | number }>(
    db,
    sql`UPDATE campaigns SET status = 'sending', started_at = COALESCE(started_at, ${at}::timestamptz), claimed_until = ${lease}::timestamptz
         WHERE id = (
           SELECT id FROM campaigns
            WHERE (status = 'scheduled' AND scheduled_at <= ${at}::timestamptz) OR (status = 'sending' AND claimed_until <= ${at}::timestamptz)
            ORDER BY scheduled_at, id LIMIT 1
            FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  if (!claimed) return null;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, Number(claimed.id)));
  return row ?? null;
}

/** Sends every due campaign this instance can claim; returns how many it finished. */
export async function sendDueCampaigns(d: Delivery): Promise<number> {
  let done = 0;
  for (let c = await claimDueCampaign(d.deps.db, d.deps.clock()); c; c = await claimDueCampaign(d.deps.db, d.deps.clock())) {
    await sendCampaignRow(d, c);
    done += 1;
  }
  return done;
}

/**
 * Sends a claimed campaign to its audience, in batches by member id: each member once (their
 * campaign_recipients row is the claim), by push where they have a live subscription, else by
 * e-mail, in their language. Members reached before a crash are skipped when it goes on.
 */
export async function sendCampaignRow(d: Delivery, c: CampaignRow): Promise<number> {
  const { db } = d.deps;
  const spec = specOf(c);
  const startedAt = c.startedAt ?? d.deps.clock();
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(members)
      .where(
        and(
          audienceWhere('members', spec, startedAt),
          gt(members.id, after),
          sql`NOT EXISTS (SELECT 1 FROM campaign_recipients r WHERE r.campaign_id = ${c.id} AND r.member_id = members.id)`,
        ),
      )
      .orderBy(asc(members.id))
      .limit(CAMPAIGN_BATCH);
    if (batch.length === 0) break;
    for (const member of batch) if (await sendOne(d, c, member)) sent += 1;
    after = batch[batch.length - 1]?.id ?? after;
    // still ours: renew the lease
    await db
      .update(campaigns)
      .set({ claimedUntil: new Date(d.deps.clock().getTime() + CAMPAIGN_LEASE_MS) })
      .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'sending')));
  }
  await db
    .update(campaigns)
    .set({ status: 'sent', finishedAt: d.deps.clock(), claimedUntil: null })
    .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'sending')));
  return sent;
}

async function sendOne(d: Delivery, c: CampaignRow, member: MemberRow): Promise<boolean> {
  const { db } = d.deps;
  if (!d.reachable(member)) return false;
  const site = d.siteOf(member);
  const picked = pickTexts(c.texts, member.language, site.domainLanguage);
  if (!picked) return false;
  const token = randomBytes(18).toString('base64url');
  const claimed = await db
    .insert(campaignRecipients)
    .values({ campaignId: c.id, memberId: member.id, clickTokenHash: clickTokenHash(token), locale: picked.locale, claimedAt: d.deps.clock() })
    .onConflictDoNothing()
    .returning({ m: campaignRecipients.memberId });
  if (claimed.length === 0) return false; // another instance has this member already
  const link = campaignClickPath(c.id, token);
  const { title, body, button } = picked.lines;
  if (await d.hasSubscription(member.id)) {
    const pushed = await d.pushTo(member, site, { kind: c.kind, title, body, url: link, tag: `campaign-${c.id}` }, { topic: 'campaign', urgency: 'low', ttl: PUSH_TTL_S, campaign: c.id });
    if (pushed.subscriptions > 0 && pushed.outcome !== 'suppressed') await recordPush(db, c.id, member.id, 'push_sent', d.deps.clock());
    if (pushed.outcome === 'sent') {
      await recordPush(db, c.id, member.id, 'push_delivered', d.deps.clock());
      return true;
    }
  }
  if (!d.mailable(member)) return false;
  const baseUrl = d.baseUrl(site);
  const actionUrl = `${baseUrl}${link}`;
  const values = { site: site.name };
  const mailId = await d.deps.mail.send({
    site,
    member,
    kind: `notify:${c.kind}`,
    actionUrl,
    baseUrl,
    days: 0,
    content: (unsubscribeUrl) =>
      renderNotifyMail({
        event: 'update',
        locale: picked.locale,
        siteName: site.name,
        memberName: member.name,
        values,
        actionUrl,
        unsubscribeUrl,
        lines: { subject: title, intro: body, button: button ?? fill(textsFor(picked.locale).mail.update.button, values) },
      }),
  });
  await recordEmail(db, c.id, member.id, mailId, d.deps.clock());
  return true;
}
