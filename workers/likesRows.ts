import type { LikeEntry, LikesAnswer } from '../src/contract/likes.ts';
import type { LikeCardFields, LikeEvent } from '../src/db/likeRows.ts';
import type { LikeRow, OutboxRow } from '../src/db/schema.ts';
import type { LikeOutboxKind } from './likesOutbox.ts';

export type LikeDirection = LikeRow['direction'];
export const likeRowId = (direction: LikeDirection, profileId: number): string => `${direction}:${profileId}`;

/** The outbox queue of a member's likes: like and unlike of one profile go out in order. */
export const likeQueue = (profileId: number): string => `like:${profileId}`;

export function cardOf(entry: LikeEntry): LikeCardFields {
  return {
    name: entry.name,
    age: entry.age,
    region: entry.region,
    country: entry.country,
    mainImage: entry.main_image,
    fictional: entry.fictional,
    match: entry.match,
  };
}

export function likeRowFromServer(entry: LikeEntry, direction: LikeDirection, version: number): LikeRow {
  return {
    id: likeRowId(direction, entry.id),
    profileId: entry.id,
    direction,
    likeNew: direction === 'in' && entry.like_new,
    createdAt: Date.parse(entry.liked_at),
    version,
    ...cardOf(entry),
  };
}

export interface PendingLikeOp {
  kind: LikeOutboxKind;
  profileId: number;
  createdAt: number;
  card?: LikeCardFields;
}

/** The like rows of the outbox that the server may not have applied yet, oldest first. */
export function pendingLikeOps(rows: readonly OutboxRow[]): PendingLikeOp[] {
  const ops: PendingLikeOp[] = [];
  for (const row of [...rows].sort((a, b) => a.createdAt - b.createdAt)) {
    if (row.state === 'done' || row.state === 'rejected') continue;
    switch (row.kind) {
      case 'like':
        ops.push({ kind: row.kind, profileId: row.payload.profileId, createdAt: row.createdAt, card: row.payload.card });
        break;
      case 'unlike':
      case 'likeSeen':
        ops.push({ kind: row.kind, profileId: row.payload.profileId, createdAt: row.createdAt });
        break;
    }
  }
  return ops;
}

export interface LikesPlan {
  put: LikeRow[];
  remove: string[];
}

/**
 * Merges a likes answer (full or delta) into the local rows, then re-applies the pending outbox
 * rows on top so an optimistic like never flickers; match flags follow the rows that remain.
 */
export function reconcileLikes(answer: Pick<LikesAnswer, 'profiles' | 'liked_by' | 'tombstones' | 'cursor'>, full: boolean, local: readonly LikeRow[], pending: readonly PendingLikeOp[]): LikesPlan {
  const version = Number(answer.cursor);
  const rows = new Map<string, LikeRow>(full ? [] : local.map((row) => [row.id, row]));
  for (const id of answer.tombstones.profiles) rows.delete(likeRowId('out', id));
  for (const id of answer.tombstones.liked_by) rows.delete(likeRowId('in', id));
  for (const entry of answer.profiles) rows.set(likeRowId('out', entry.id), likeRowFromServer(entry, 'out', version));
  for (const entry of answer.liked_by) rows.set(likeRowId('in', entry.id), likeRowFromServer(entry, 'in', version));
  const before = new Map(local.map((row) => [row.id, row]));
  for (const op of pending) {
    const outId = likeRowId('out', op.profileId);
    const inRow = rows.get(likeRowId('in', op.profileId));
    if (op.kind === 'like' && !rows.has(outId)) {
      const known = before.get(outId);
      if (known) rows.set(outId, known);
      else if (op.card) rows.set(outId, { id: outId, profileId: op.profileId, direction: 'out', likeNew: false, createdAt: op.createdAt, version: 0, pending: 1, ...op.card });
    } else if (op.kind === 'unlike') {
      rows.delete(outId);
    } else if (op.kind === 'likeSeen' && inRow?.likeNew) {
      rows.set(inRow.id, { ...inRow, likeNew: false });
    }
  }
  for (const row of rows.values()) {
    const other = rows.has(likeRowId(row.direction === 'in' ? 'out' : 'in', row.profileId));
    if (row.match !== other) rows.set(row.id, { ...row, match: other });
  }
  const put = [...rows.values()].filter((row) => before.get(row.id) !== row);
  const remove = local.filter((row) => !rows.has(row.id)).map((row) => row.id);
  return { put, remove };
}

/**
 * A like or a match that arrived in a delta (never in a first load): a like from someone not yet
 * among my likers, or my like that became mutual. The newest wins.
 */
export function likeEventFrom(answer: Pick<LikesAnswer, 'profiles' | 'liked_by'>, local: readonly LikeRow[], now: number): LikeEvent | null {
  const before = new Map(local.map((row) => [row.id, row]));
  const candidates: LikeEntry[] = [
    ...answer.liked_by.filter((entry) => !before.has(likeRowId('in', entry.id))),
    ...answer.profiles.filter((entry) => entry.match && before.get(likeRowId('out', entry.id))?.match === false),
  ];
  const newest = candidates.sort((a, b) => b.liked_at.localeCompare(a.liked_at))[0];
  if (!newest) return null;
  return { id: `${newest.id}:${now}`, profileId: newest.id, match: newest.match, at: now, card: cardOf(newest) };
}
