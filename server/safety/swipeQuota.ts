import { and, count, eq } from 'drizzle-orm';
import { SWIPE_LIKES_PER_DAY } from '../../src/contract/constants.ts';
import type { SwipeQuota } from '../../src/contract/safety.ts';
import { swipes } from '../db/schema.ts';
import type { DbOrTx } from '../payments/credits.ts';

/**
 * The calendar day the daily like limit counts in: the UTC date (decision 071). Members carry no
 * time zone, and one boundary for everyone cannot be gamed by changing a setting.
 */
export function swipeDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `now`: when the likes of the day come back. */
export function nextReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export async function likesToday(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(swipes)
    .where(and(eq(swipes.memberId, memberId), eq(swipes.day, swipeDay(now)), eq(swipes.action, 'like')));
  return row?.n ?? 0;
}

export function quotaOf(used: number, now: Date): SwipeQuota {
  return {
    likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used),
    likes_per_day: SWIPE_LIKES_PER_DAY,
    resets_at: nextReset(now).toISOString(),
  };
}
