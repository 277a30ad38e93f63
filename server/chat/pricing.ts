import { sql, type SQL } from 'drizzle-orm';
import type { MessageKind } from '../../src/contract/chats.ts';
import { rows, type Db } from '../db/connect.ts';
import type { SiteRow } from '../platform/sites.ts';

/**
 * The credits a message costs (decision 030; the text message's price, decision 166): an image
 * message costs photo_credits and a gift gift_credits; a text message's price depends on the shop
 * country and its bundles, so it is `textMessageCredits` below, worked out by PostgreSQL.
 */
export function fixedMessageCost(site: SiteRow, kind: Exclude<MessageKind, 'text'>): number {
  return kind === 'image' ? site.settings.photo_credits : site.settings.gift_credits;
}

/** The site's chat history limit in days (SPEC §4); a setting with a default. */
export function historyDays(site: SiteRow, fallback: number): number {
  const value = (site.settings as { chat_history_days?: unknown }).chat_history_days;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * THE price of a text message in credits, as an SQL expression (an integer), for a request from
 * `country` (SPEC §3; decision 166, the one home of this rule, read by the send's statement, the
 * shop, /pricing and the icebreakers):
 *
 * - the shop country as `shopCountry` (payments/catalog.ts) judges it: `country` when the site has
 *   bundles on sale there, else the site's first country;
 * - that country's `minimum_message_costs` is money in minor units of its currency (as every price:
 *   bundles, orders), turned into credits at the cheapest rate a credit is sold at there: the
 *   largest number of credits (bonus included) a bundle in that currency gives per unit of money,
 *   so no bundle buys a message below the minimum. Per bundle `ceil(minimum × credits / price)` in
 *   exact numeric arithmetic, the largest of them;
 * - never less than `message_credits`; a minimum in another currency than the bundles', or a shop
 *   without bundles, leaves `message_credits`.
 *
 * `country` may be anything a request sent (a parameter, never SQL text).
 */
export function textMessageCredits(site: SiteRow, country: SQL): SQL {
  const first = site.countries[0] ?? 'GB';
  const minima = JSON.stringify(site.settings.minimum_message_costs);
  return sql`(SELECT GREATEST(${site.settings.message_credits}::int, COALESCE((
      SELECT max(ceil((sc.minimum ->> 'costs')::numeric * (b.credits + b.bonus) / b.price))
      FROM credit_bundles b
      WHERE b.site_id = ${site.id}::int AND b.country = sc.country AND b.active AND b.price > 0
        AND b.currency = sc.minimum ->> 'currency'), 0))::int
    FROM (SELECT c.country, ${minima}::jsonb -> c.country AS minimum
      FROM (SELECT COALESCE((SELECT ob.country FROM credit_bundles ob
        WHERE ob.site_id = ${site.id}::int AND ob.country = ${country}::text AND ob.active LIMIT 1), ${first}::text) AS country) c) sc)`;
}

/** `textMessageCredits` read on its own (the shop, /pricing, the icebreakers' price note). */
export async function textMessagePrice(db: Db, site: SiteRow, country: string): Promise<number> {
  const [row] = await rows<{ credits: number }>(db, sql`SELECT ${textMessageCredits(site, sql`${country}`)} AS credits`);
  return Number(row?.credits ?? site.settings.message_credits);
}

/**
 * What a send pays, before its statement: nothing (`free`), a fixed price list (a picture, a
 * gift), or the text price for the request's country, worked out in the statement (`priceCountry`).
 */
export function sendPrice(site: SiteRow, kind: MessageKind, free: boolean, country: string): { costs: string | null; priceCountry: string | null } {
  if (free) return { costs: null, priceCountry: null };
  if (kind === 'text') return { costs: null, priceCountry: country };
  return { costs: JSON.stringify({ '': fixedMessageCost(site, kind) }), priceCountry: null };
}

/**
 * The send's price list as the JSON its database function reads (migration 0029: the sender
 * country's key, else ""): `sendPrice`'s values as SQL (parameters of a lone send, columns of a
 * batch's rows). A text message has one price for its sender, worked out in the send's own
 * statement for the request's country, as the shop's (decision 166).
 */
export function sendCostsArgument(site: SiteRow, costs: SQL, priceCountry: SQL): SQL {
  return sql`(CASE WHEN ${priceCountry}::text IS NULL THEN ${costs}::jsonb ELSE jsonb_build_object('', ${textMessageCredits(site, priceCountry)}) END)`;
}
