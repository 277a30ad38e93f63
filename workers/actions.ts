import { z } from 'zod';
import {
  api,
  LanguageRequest,
  LoginRequest,
  UserAnswer,
  type ApiError,
  type Locale,
} from '../src/contract/index.ts';
import { clearMemberData, readKv } from '../src/db/database.ts';
import { memberTables, type AppDatabase } from '../src/db/schema.ts';
import type { ActionResult } from '../src/sync/protocol.ts';
import type { ApiClient } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface ActionDeps {
  api: ApiClient;
  db: AppDatabase;
}

const invalidRequest: ApiError = { error: 'invalid_request' };

/** POST user.php; on success the user is stored (another member's data is cleared first). */
export async function login({ api: client, db }: ActionDeps, request: LoginRequest): Promise<ActionResult> {
  const body = LoginRequest.safeParse(request);
  if (!body.success) return { ok: false, error: invalidRequest };
  // A 429 on login is the server's answer to too many attempts: show it, do not hammer.
  const outcome = await client.request(api.user, { method: 'POST', body: body.data, schema: UserAnswer, noRetryOn: [429] });
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  const { user } = outcome.data;
  await db.transaction('rw', [db.kv, ...memberTables.map((name) => db.table(name))], async () => {
    const previous = await readKv('user', db);
    if (previous && previous.id !== user.id) await clearMemberData(db);
    await db.kv.put({ key: 'user', value: user });
  });
  return { ok: true };
}

/** GET logout.php, best effort (offline is fine), and always clear the member's data. */
export async function logout({ api: client, db }: ActionDeps): Promise<void> {
  try {
    await client.request(api.logout, { schema: z.unknown(), attempts: 1 });
  } finally {
    await clearMemberData(db);
  }
}

/** PUT user.php {language} for a logged-in member; logged out there is nothing to save. */
export async function setLanguage({ api: client, db }: ActionDeps, language: Locale): Promise<ActionResult> {
  const body = LanguageRequest.safeParse({ language });
  if (!body.success) return { ok: false, error: invalidRequest };
  const stored = await readKv('user', db);
  if (!stored) return { ok: true };
  const outcome = await client.request(api.user, { method: 'PUT', body: body.data, schema: UserAnswer });
  // A 403 here is reported, not acted on (SPEC §8 exempts user.php); the next pull finds out.
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  const { user } = outcome.data;
  await db.transaction('rw', db.kv, async () => {
    if ((await readKv('user', db))?.id === user.id) await db.kv.put({ key: 'user', value: user });
  });
  return { ok: true };
}
