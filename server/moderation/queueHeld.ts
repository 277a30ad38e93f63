import type { ModerationState, QueueItem } from '../../src/contract/moderation.ts';
import { rows, sql } from '../db/connect.ts';
import type { DbOrTx } from '../payments/credits.ts';
import type { Tx } from '../platform/lockedWrite.ts';
import type { SiteRow } from '../platform/sites.ts';
import { excerptAround } from './excerpt.ts';
import { decideHeldIn } from './held.ts';
import { iso, type QueueKind } from './queueKind.ts';

// Messages the contact filter held (decision 122), oldest first. The item id is the message id;
// the member is the sender. Closing the item decides the message: an action against the sender
// taken from it (warn, suspend, ban) rejects it, a dismissal ("nothing wrong") releases it. The
// release and reject routes (server/moderation/routes/held.ts) do the same and poke the receiver at once.

interface HeldRow {
  id: string;
  created_at: Date | string;
  body: string;
  filter_kinds: string[] | null;
  filter_state: string;
  sender_id: number;
  sender_name: string;
  sender_moderation: ModerationState;
  peer_name: string;
}

const select = sql`SELECT m.id, m.created_at, m.body, m.filter_kinds, m.filter_state, s.id AS sender_id, s.name AS sender_name, s.moderation AS sender_moderation,
    p.name AS peer_name
  FROM messages m
  JOIN conversations c ON c.id = m.conversation_id
  JOIN members s ON s.id = m.sender_id
  JOIN members p ON p.id = CASE WHEN c.member_low = m.sender_id THEN c.member_high ELSE c.member_low END`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toItem(r: HeldRow): QueueItem {
  return {
    kind: 'held',
    id: String(r.id),
    created_at: iso(r.created_at),
    member: { id: Number(r.sender_id), name: r.sender_name, moderation: r.sender_moderation },
    summary: r.body,
    labels: (r.filter_kinds ?? []).map((k) => `filter:${k}`),
    photo: null,
  };
}

export const heldQueue: QueueKind = {
  async count(db, site) {
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.filter_state = 'held' AND c.site_id = ${site.id}`,
    );
    return Number(row?.n ?? 0);
  },

  async list(db, site, _now, limit, offset) {
    const found = await rows<HeldRow>(db, sql`${select} WHERE m.filter_state = 'held' AND c.site_id = ${site.id} ORDER BY m.created_at, m.id LIMIT ${limit} OFFSET ${offset}`);
    return found.map(toItem);
  },

  async item(db: DbOrTx, site: SiteRow, id: string) {
    if (!UUID.test(id)) return null;
    const [r] = await rows<HeldRow>(db, sql`${select} WHERE m.id = ${id}::uuid AND c.site_id = ${site.id} AND m.filter_state IS NOT NULL`);
    if (!r || r.filter_state === 'masked') return null;
    return { item: toItem(r), open: r.filter_state === 'held', excerpt: await excerptAround(db, id) };
  },

  async close(tx: Tx, site, id, outcome, now) {
    const decided = await decideHeldIn(tx, site, id, outcome === 'dismissed' ? 'release' : 'reject', now);
    return { before: decided.before, after: decided.after };
  },
};
