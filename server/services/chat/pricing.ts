import type { MessageKind } from '../../../src/contract/chats.ts';
import type { SiteRow } from '../sites.ts';

/**
 * Credits one message costs (docs/decisions/030-message-pricing.md): a text message costs the
 * site's message_credits, raised to the sender country's minimum_message_costs (read as credits);
 * an image message costs photo_credits and a gift gift_credits.
 */
export function messageCost(site: SiteRow, senderCountry: string, kind: MessageKind): number {
  const s = site.settings;
  if (kind === 'image') return s.photo_credits;
  if (kind === 'gift') return s.gift_credits;
  const minimum = s.minimum_message_costs[senderCountry]?.costs ?? 0;
  return Math.max(s.message_credits, Math.ceil(minimum));
}

/** The site's chat history limit in days (SPEC §4); a setting with a default. */
export function historyDays(site: SiteRow, fallback: number): number {
  const value = (site.settings as { chat_history_days?: unknown }).chat_history_days;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * `messageCost` for every sender country at once, as the JSON the send's database function reads
 * (migration 0029): {"<country>": credits, "": every other country}.
 */
export function costByCountry(site: SiteRow, kind: MessageKind): string {
  // no prototype: a country key is data, never an object's property name such as __proto__
  const costs = Object.create(null) as Record<string, number>;
  costs[''] = messageCost(site, '', kind);
  if (kind === 'text') for (const country of Object.keys(site.settings.minimum_message_costs)) costs[country] = messageCost(site, country, kind);
  return JSON.stringify(costs);
}
