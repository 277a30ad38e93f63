import { z } from 'zod/mini';
// the contract's modules themselves, not its index: the worker's first part holds only what it uses (decision 136)
import { api } from '../src/contract/api.ts';
import type { ApiError } from '../src/contract/errors.ts';
import type { Locale } from '../src/contract/locales.ts';
import { LanguageRequest, LoginRequest, UserAnswer, type User } from '../src/contract/user.ts';
import type { KvAccess } from './kvStore.ts';
import type { ActionResult } from './actionEntries.ts';
import type { ApiClient } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface ActionDeps {
  api: ApiClient;
  /** the session's kv table (plain IndexedDB, decision 141) */
  kv: KvAccess;
  /**
   * The engine's member switch (decision 116): `user` becomes the current member (their own
   * database), null: nobody (the member's database and media cache are deleted).
   */
  becomeMember: (user: User | null) => Promise<void>;
}

const invalidRequest: ApiError = { error: 'invalid_request' };

/** POST user.php; on success the member becomes current (their own database; another member's goes). */
export async function login({ api: client, becomeMember }: ActionDeps, request: LoginRequest): Promise<ActionResult> {
  const body = LoginRequest.safeParse(request);
  if (!body.success) return { ok: false, error: invalidRequest };
  // A 429 on login is the server's answer to too many attempts: show it, do not hammer.
  const outcome = await client.request(api.user, { method: 'POST', body: body.data, schema: UserAnswer, noRetryOn: [429] });
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  await becomeMember(outcome.data.user);
  return { ok: true };
}

/** POST logout.php, best effort (offline is fine), and always end the member (their database goes). */
export async function logout({ api: client, becomeMember }: ActionDeps): Promise<void> {
  try {
    await client.request(api.logout, { method: 'POST', schema: z.unknown(), attempts: 1 });
  } finally {
    await becomeMember(null);
  }
}

/** PUT user.php {language} for a logged-in member; logged out there is nothing to save. */
export async function setLanguage({ api: client, kv }: ActionDeps, language: Locale): Promise<ActionResult> {
  const body = LanguageRequest.safeParse({ language });
  if (!body.success) return { ok: false, error: invalidRequest };
  const stored = await kv.get('user');
  if (!stored) return { ok: true };
  const outcome = await client.request(api.user, { method: 'PUT', body: body.data, schema: UserAnswer });
  // A 403 here is reported, not acted on (SPEC §8 exempts user.php); the next pull finds out.
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  const { user } = outcome.data;
  await kv.update('user', (current) => (current?.id === user.id ? user : undefined));
  return { ok: true };
}
