import type { ApiError } from '../src/contract/errors.ts';
import { NoticeSeenAnswer, noticesApi, type SessionEndedNotice } from '../src/contract/moderationNotices.ts';
import { readKv } from '../src/db/database.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import type { ApiClient } from './apiClient.ts';

// The moderators' notices on the device (decision 133): why a session ended, and dismissing a
// warning the pull brought with the member (user.php `notices`).

/** Why a session ended, as its answer says it (the engine adds when it learned it). */
export type SessionEnd = Omit<SessionEndedNotice, 'at'>;

/** Why a session ended, from its 403 authentication_required (`ended`), or undefined. */
export function sessionEndOf(error: ApiError): SessionEnd | undefined {
  if (!error.ended) return undefined;
  return {
    error: error.ended,
    reason: error.reason ?? '',
    ...(error.until ? { until: error.until } : {}),
    ...(error.support ? { support: error.support } : {}),
  };
}

/** notices the device remembers as dismissed (the newest ones; ids only) */
const DISMISSED_KEPT = 50;

/**
 * The member dismissed a notice: it stays hidden on this device at once (a pull that was already
 * out cannot bring it back), and the server is told, so no other device shows it again. Offline,
 * the server keeps listing it to the member's other devices.
 */
export async function dismissNotice(deps: { api: ApiClient; db: AppDatabase }, id: number): Promise<void> {
  const { api, db } = deps;
  await db.transaction('rw', db.kv, async () => {
    const dismissed = (await readKv('noticesDismissed', db)) ?? [];
    if (!dismissed.includes(id)) await db.kv.put({ key: 'noticesDismissed', value: [...dismissed, id].slice(-DISMISSED_KEPT) });
  });
  await api.request(noticesApi.seen, { method: 'POST', body: { id }, schema: NoticeSeenAnswer, attempts: 3 });
}
