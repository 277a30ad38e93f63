import { NotifiedCache } from './readModel/index.ts';

/**
 * The whole lists this instance answered, kept so that a repeated call sends the same bytes again
 * instead of PostgreSQL building them: the chat list (GET /api/chats.php without `since`, decision
 * 106) and the likes list (GET /api/likes.php without `since`, decision 148), one instance each.
 *
 * An entry is only ever sent after the request's own statement has checked the session and found
 * the member's own rows unchanged (same count, same newest version): every change of the member's
 * chats (a message either way, a read, a deletion, a block) writes their conversation rows, every
 * change of their likes (either way, seen, taken back, removed by a block) their like rows. What
 * the rows do not hold, the other members' cards (names, states, photos, region, age) and blocks
 * between the two, arrives as a `chat_cards` notification naming the members changed: every entry
 * showing one of them is dropped. What a body was built with besides the rows (the site's media
 * prefix; the day, for ages) is part of its key. While the notifications cannot be received
 * (listener down), nothing is kept, and no entry is answered once it is CACHE_MAX_AGE_MS old.
 */
/** the channel of the member-card notifications of migrations 0012 and 0013, declared in the read model (decision 188) */
export { CHAT_CARDS_CHANNEL } from './readModel/index.ts';

export interface KeptList {
  member: number;
  site: number;
  /** what the body was built with besides the member's rows (the media prefix; the day for ages) */
  builtWith: string;
  count: string;
  version: string | null;
  body: string;
  peers: readonly number[];
}

/** A member's rows as a stamp check finds them (account/session/batch.ts): null when the session is not live. */
export interface ListStamp {
  member_id: number;
  count: string;
  version: string | null;
}

/** A whole list as built for a session, with what it is kept by; null when the session is not live. */
export type BuiltList = Omit<KeptList, 'site' | 'builtWith'> | null;

export class KeptLists extends NotifiedCache {
  /** by session token hash, oldest use first */
  private readonly entries = new Map<string, KeptList & { storedAt: number }>();
  /** peer id → token hashes whose entry shows that peer */
  private readonly byPeer = new Map<number, Set<string>>();
  private bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  /** the entry of this session, if it was built for this site and with the same `builtWith` */
  lookup(tokenHash: string, site: number, builtWith: string): KeptList | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry || entry.site !== site || entry.builtWith !== builtWith) return undefined;
    if (this.expired(entry.storedAt)) {
      this.forget(tokenHash);
      return undefined;
    }
    // most recently used last
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /** keeps a body built after `generation` was read, unless a notification came in between */
  store(tokenHash: string, entry: KeptList, generation: number): void {
    if (!this.mayKeep(generation)) return;
    const size = entry.body.length + 200;
    if (size > this.maxBytes / 4) return;
    this.forget(tokenHash);
    this.entries.set(tokenHash, { ...entry, storedAt: this.stamp() });
    this.bytes += size;
    for (const peer of entry.peers) {
      let hashes = this.byPeer.get(peer);
      if (!hashes) this.byPeer.set(peer, (hashes = new Set()));
      hashes.add(tokenHash);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /**
   * The body of a whole list for a session: the kept one while `stamp` (the session check with the
   * member's rows) finds them as the list was built from, else `build`'s, kept for next time. null
   * when the session is not live (the caller's 403); a session refused loses its entry.
   */
  async answer(key: { tokenHash: string; site: number; builtWith: string }, stamp: () => Promise<ListStamp | null>, build: () => Promise<BuiltList>): Promise<string | null> {
    const held = this.lookup(key.tokenHash, key.site, key.builtWith);
    const generation = this.generation;
    if (held) {
      const now = await stamp();
      if (!now) {
        this.forget(key.tokenHash);
        return null;
      }
      if (now.member_id === held.member && now.count === held.count && now.version === held.version) return held.body;
    }
    const list = await build();
    if (!list) {
      this.forget(key.tokenHash);
      return null;
    }
    this.store(key.tokenHash, { ...list, site: key.site, builtWith: key.builtWith }, generation);
    return list.body;
  }

  /** drops one session's entry (logged out, refused) */
  forget(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    this.bytes -= entry.body.length + 200;
    for (const peer of entry.peers) {
      const hashes = this.byPeer.get(peer);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) this.byPeer.delete(peer);
    }
  }

  protected dropShowing(ids: readonly number[]): void {
    for (const id of ids) {
      const hashes = this.byPeer.get(id);
      if (!hashes) continue;
      for (const hash of [...hashes]) this.forget(hash);
    }
  }

  protected clearEntries(): void {
    this.entries.clear();
    this.byPeer.clear();
    this.bytes = 0;
  }
}
