import { sql as drizzleSql, type SQL } from 'drizzle-orm';
import type { ModerationState, QueueItem } from '../../src/contract/moderation.ts';
import { rows, sql, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';
import { firstMessagesOf } from './excerpt.ts';
import { iso, numericId, type QueueKind } from './queueKind.ts';

// Risk signals on new accounts (decision 121): a member who signed up in the last RISK_DAYS days,
// is neither suspended nor banned, whose risk item no moderator closed yet, and who shows a signal.
// Oldest signup first. Computed when asked (no job): the counts below read indexed rows of one
// member each, over the few members who signed up lately.

export const RISK_DAYS = 7;

/**
 * The signals: a count over the member `m` and the level from which it is a signal. To add one
 * (reports from members, held messages…), add an entry; its name is the label the console shows.
 */
export const riskSignals: readonly { name: string; count: SQL; atLeast: number }[] = [
  {
    // many first messages in the first hour: conversations the member opened within an hour of signing up
    name: 'risk:first_messages',
    count: drizzleSql`(SELECT count(*) FROM conversations c WHERE c.started_by = m.id AND c.created_at < m.signup_date + interval '1 hour')`,
    atLeast: 5,
  },
  {
    // many signups from one address within a day of this one (the member included)
    name: 'risk:shared_address',
    count: drizzleSql`(SELECT count(*) FROM members o WHERE o.site_id = m.site_id AND o.signup_ip = m.signup_ip
      AND o.signup_date > m.signup_date - interval '1 day' AND o.signup_date < m.signup_date + interval '1 day')`,
    atLeast: 3,
  },
  {
    // many open complaints against the member
    name: 'risk:complaints',
    count: drizzleSql`(SELECT count(*) FROM complaints k WHERE k.target_member_id = m.id AND k.status = 'open')`,
    atLeast: 3,
  },
  {
    // many open member reports against the member, from different members (decision 123)
    name: 'risk:reports',
    count: drizzleSql`(SELECT count(DISTINCT r.reporter_id) FROM reports r WHERE r.target_member_id = m.id AND r.status = 'open')`,
    atLeast: 3,
  },
  {
    // messages the contact filter held for review (decision 122)
    name: 'risk:held_messages',
    count: drizzleSql`(SELECT count(*) FROM messages h WHERE h.sender_id = m.id AND h.filter_state IN ('held', 'rejected'))`,
    atLeast: 2,
  },
];

interface RiskRow {
  id: number;
  name: string;
  moderation: ModerationState;
  signup_date: Date | string;
  risk_cleared_at: Date | string | null;
  [signal: `s${number}`]: number | string;
}

/** The candidates with their signal counts: `only` narrows to one member (any state, for an item). */
function candidates(site: SiteRow, now: Date, only: number | null): SQL {
  const since = new Date(now.getTime() - RISK_DAYS * 86_400_000).toISOString();
  const counts = sql.join(
    riskSignals.map((s, i) => sql`${s.count} AS ${sql.raw(`s${i}`)}`),
    sql`, `,
  );
  const where =
    only === null
      ? sql`m.site_id = ${site.id} AND m.signup_date > ${since}::timestamptz AND m.risk_cleared_at IS NULL
            AND m.moderation IN ('active', 'warned') AND NOT m.fictional`
      : sql`m.site_id = ${site.id} AND m.id = ${only}`;
  return sql`SELECT m.id, m.name, m.moderation, m.signup_date, m.risk_cleared_at, ${counts} FROM members m WHERE ${where}`;
}

const flagged = sql.join(
  riskSignals.map((s, i) => sql`${sql.raw(`s${i}`)} >= ${s.atLeast}`),
  sql` OR `,
);

function signalsOf(r: RiskRow): { labels: string[]; summary: string } {
  const shown = riskSignals.flatMap((s, i) => {
    const n = Number(r[`s${i}`] ?? 0);
    return n >= s.atLeast ? [{ name: s.name, n }] : [];
  });
  return { labels: shown.map((s) => s.name), summary: shown.map((s) => `${s.name.replace(/^risk:/, '')}: ${s.n}`).join(', ') };
}

function toItem(r: RiskRow): QueueItem {
  const { labels, summary } = signalsOf(r);
  return {
    kind: 'risk',
    id: String(r.id),
    created_at: iso(r.signup_date),
    member: { id: Number(r.id), name: r.name, moderation: r.moderation },
    summary,
    labels,
    photo: null,
  };
}

export const riskQueue: QueueKind = {
  async count(db, site, now) {
    const [row] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${candidates(site, now, null)}) r WHERE ${flagged}`);
    return Number(row?.n ?? 0);
  },

  async list(db, site, now, limit, offset) {
    const found = await rows<RiskRow>(db, sql`SELECT * FROM (${candidates(site, now, null)}) r WHERE ${flagged} ORDER BY r.signup_date, r.id LIMIT ${limit} OFFSET ${offset}`);
    return found.map(toItem);
  },

  async item(db, site, id, now) {
    const [r] = await rows<RiskRow>(db, sql`SELECT * FROM (${candidates(site, now, numericId(id))}) r`);
    if (!r) return null;
    const since = now.getTime() - RISK_DAYS * 86_400_000;
    const open =
      r.risk_cleared_at === null && (r.moderation === 'active' || r.moderation === 'warned') && new Date(r.signup_date).getTime() > since && signalsOf(r).labels.length > 0;
    return { item: toItem(r), open, excerpt: await firstMessagesOf(db, Number(r.id)) };
  },

  async close(tx: Tx, site, id, _outcome, now) {
    const memberId = numericId(id);
    const [row] = await rows<{ risk_cleared_at: Date | string | null }>(
      tx,
      sql`SELECT risk_cleared_at FROM members WHERE id = ${memberId} AND site_id = ${site.id} FOR UPDATE`,
    );
    if (!row) throw new ApiFailure(404, 'not_found');
    if (row.risk_cleared_at !== null) throw new ApiFailure(409, 'moderation_conflict');
    await (tx as unknown as Db).execute(sql`UPDATE members SET risk_cleared_at = ${now.toISOString()}::timestamptz WHERE id = ${memberId}`);
    return { before: { risk_cleared_at: null }, after: { risk_cleared_at: now.toISOString() } };
  },
};
