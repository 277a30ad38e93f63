import type { Db } from './connect.ts';
import { demoCast } from './seed-cast.ts';
import { likes } from './schema-likes.ts';

/** Per demo login: matches (both like each other), new likes received (unread) and likes given only. */
const MATCHES = 3;
const NEW_LIKES = 3;
const SEEN_LIKES = 2;
const MY_LIKES = 2;
const PER_LOGIN = MATCHES + NEW_LIKES + SEEN_LIKES + MY_LIKES;

/**
 * Demo mode only (decision 109): likes of the demo logins, so a newcomer finds every likes
 * screen with content: matches, unread likes ("liked me", new), seen ones and their own likes.
 * Called inside the seed transaction, after the members exist.
 */
export async function seedLikes(tx: Db, now: Date): Promise<void> {
  for (const { siteId, logins, others } of await demoCast(tx, PER_LOGIN, 'newest')) {
    const rows: (typeof likes.$inferInsert)[] = [];
    for (const [l, login] of logins.entries()) {
      const mine = others.slice(l * PER_LOGIN, (l + 1) * PER_LOGIN);
      for (const [i, other] of mine.entries()) {
        const at = new Date(now.getTime() - (i + 1) * 5 * 3_600_000 - l * 60_000);
        const match = i < MATCHES;
        const received = i < MATCHES + NEW_LIKES + SEEN_LIKES;
        const given = match || i >= MATCHES + NEW_LIKES + SEEN_LIKES;
        // a match and a seen like: already looked at; the next NEW_LIKES are unread
        if (received) rows.push({ likerId: other, likedId: login, siteId, likeNew: i >= MATCHES && i < MATCHES + NEW_LIKES, createdAt: at });
        if (given) rows.push({ likerId: login, likedId: other, siteId, likeNew: false, createdAt: new Date(at.getTime() + 600_000) });
      }
    }
    if (rows.length > 0) await tx.insert(likes).values(rows);
  }
}
