import { sql, type SQL } from 'drizzle-orm';
import type { CampaignAudience, CampaignLines, CampaignTexts } from '../../../src/contract/adminCampaigns.ts';
import type { CampaignKind } from '../../../src/contract/push.ts';
import { rows, type Db } from '../../db/connect.ts';
import { notBarred } from '../../moderation/barred.ts';
import { notPendingDeletion } from '../../safety/reach.ts';

const DAY_MS = 24 * 60 * 60_000;

export interface AudienceSpec {
  kind: CampaignKind;
  /** null: every site */
  siteIds: number[] | null;
  audience: CampaignAudience;
}

/**
 * Who a campaign reaches (decision 131), as a condition on the members row `alias`: real members
 * who can log in (no demo or fictional profiles, no account being deleted, nobody suspended or
 * banned) of the chosen sites, who turned the campaign's kind on in their notification settings
 * (SPEC §3; promotions, news and reminders are off until turned on), paying or not, and not seen
 * for `inactive_days` (last login; a member never seen counts from the signup).
 */
export function audienceWhere(alias: 'm' | 'members', spec: AudienceSpec, now: Date): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [
    sql`${a}.password_hash IS NOT NULL`,
    sql`NOT ${a}.fictional`,
    notPendingDeletion(alias),
    notBarred(alias),
    sql`EXISTS (SELECT 1 FROM notification_settings ns WHERE ns.member_id = ${a}.id AND (ns.settings ->> ${spec.kind}) = 'true')`,
  ];
  if (spec.siteIds !== null) {
    parts.push(
      spec.siteIds.length === 0
        ? sql`false`
        : sql`${a}.site_id IN (${sql.join(
            spec.siteIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (spec.audience.paying === 'paying') parts.push(sql`${a}.paid_user`);
  if (spec.audience.paying === 'not_paying') parts.push(sql`NOT ${a}.paid_user`);
  if (spec.audience.inactive_days !== null) {
    const cutoff = new Date(now.getTime() - spec.audience.inactive_days * DAY_MS).toISOString();
    parts.push(sql`COALESCE(${a}.last_seen, ${a}.signup_date) < ${cutoff}::timestamptz`);
  }
  return sql.join(parts, sql` AND `);
}

/** How many members an audience reaches now, in all and per language ("about N members"). */
export async function countAudience(db: Db, spec: AudienceSpec, now: Date): Promise<{ members: number; by_locale: Record<string, number> }> {
  const found = await rows<{ language: string; n: number }>(
    db,
    sql`SELECT m.language, count(*)::int AS n FROM members m WHERE ${audienceWhere('m', spec, now)} GROUP BY m.language ORDER BY m.language`,
  );
  const byLocale: Record<string, number> = {};
  let total = 0;
  for (const row of found) {
    byLocale[row.language] = Number(row.n);
    total += Number(row.n);
  }
  return { members: total, by_locale: byLocale };
}

/**
 * The texts a member reads: their language, else their site's language, else English, else the
 * first locale written (so every member of the audience gets the campaign).
 */
export function pickTexts(texts: CampaignTexts, memberLanguage: string, siteLanguage: string): { locale: string; lines: CampaignLines } | null {
  const order = [memberLanguage, siteLanguage, 'en', ...Object.keys(texts)];
  for (const locale of order) {
    const lines = (texts as Record<string, CampaignLines | undefined>)[locale];
    if (lines) return { locale, lines };
  }
  return null;
}
