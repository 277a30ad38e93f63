import { and, asc, desc, eq, gt, lt, gte, sql, type SQL } from 'drizzle-orm';
import { CHAT_HISTORY_DAYS_DEFAULT, MESSAGES_PAGE, type ChatMessage, type MessagesAnswer, type MessagesQuery } from '../../src/contract/chats.ts';
import { gifts, messages } from '../db/schema.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { mediaUrl } from '../members/members.ts';
import type { SiteRow } from '../platform/sites.ts';
import { requireParticipant } from './access.ts';
import { historyDays } from './pricing.ts';

export type MessageRow = typeof messages.$inferSelect;

export const giftImageKey = (slug: string): string => `gift-${slug}.svg`;

export async function giftSlugs(db: DbOrTx): Promise<Map<number, string>> {
  const all = await db.select({ id: gifts.id, slug: gifts.slug }).from(gifts);
  return new Map(all.map((g) => [g.id, g.slug]));
}

export function toChatMessage(site: SiteRow, viewerId: number, row: MessageRow, giftSlug: Map<number, string>): ChatMessage {
  const slug = row.giftId === null ? undefined : giftSlug.get(row.giftId);
  // a chat image is served only with the session cookie (decision 112): from this site's own
  // origin, never through the CDN prefix (another host gets no cookie)
  const image = row.imageKey ? `/media/${row.imageKey}` : slug ? mediaUrl(site, giftImageKey(slug)) : null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    from_me: row.senderId === viewerId,
    kind: row.kind,
    // decision 122: the receiver reads the masked text; the sender their own, told it was masked
    body: row.senderId === viewerId || row.shownBody === null ? row.body : row.shownBody,
    ...(row.senderId === viewerId && row.filterState === 'masked' ? { masked: true } : {}),
    gift_id: row.giftId,
    image,
    created_at: row.createdAt.toISOString(),
    seq: String(row.seq),
  };
}

/**
 * GET /api/messages.php: the newest page, an older page (`before`), or everything newer than a
 * cursor (`since`, oldest first, `has_more` when the limit cut it). Only participants who are not
 * blocked may read; messages they deleted and those older than the history limit are never sent.
 */
export async function messagePage(db: DbOrTx, site: SiteRow, viewerId: number, query: MessagesQuery, now: Date): Promise<MessagesAnswer> {
  const membership = await requireParticipant(db, query.conversation, viewerId);
  const days = historyDays(site, CHAT_HISTORY_DAYS_DEFAULT);
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const base: SQL[] = [
    eq(messages.conversationId, query.conversation),
    gt(messages.seq, membership.clearedSeq),
    // a held or rejected message is the sender's alone (decision 122)
    sql`(${messages.filterState} IS NULL OR ${messages.filterState} NOT IN ('held', 'rejected') OR ${messages.senderId} = ${viewerId})`,
  ];
  const inWindow = [...base, gte(messages.createdAt, cutoff)];
  const since = query.since === undefined ? undefined : Number(query.since);
  const limit = query.limit ?? (since === undefined ? MESSAGES_PAGE : 500);
  let found: MessageRow[];
  let hasMore: boolean;
  if (since !== undefined) {
    const newer = await db.select().from(messages).where(and(...inWindow, gt(messages.seq, since))).orderBy(asc(messages.seq)).limit(limit + 1);
    hasMore = newer.length > limit;
    found = newer.slice(0, limit);
  } else {
    const before = query.before === undefined ? [] : [lt(messages.seq, Number(query.before))];
    const newestFirst = await db.select().from(messages).where(and(...inWindow, ...before)).orderBy(desc(messages.seq)).limit(limit + 1);
    hasMore = newestFirst.length > limit;
    found = newestFirst.slice(0, limit).reverse();
  }
  const [hidden] = await db.select({ id: messages.id }).from(messages).where(and(...base, lt(messages.createdAt, cutoff))).limit(1);
  const slugs = await giftSlugs(db);
  const newest = found.reduce((max, m) => Math.max(max, m.seq), since ?? 0);
  return {
    conversation_id: query.conversation,
    messages: found.map((m) => toChatMessage(site, viewerId, m, slugs)),
    has_more: hasMore,
    history_hidden: Boolean(hidden),
    history_days: days,
    cursor: String(newest),
  };
}
