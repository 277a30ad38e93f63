import { z } from 'zod';
import {
  accountApi,
  BlocksAnswer,
  DeleteAccountRequest,
  MailChangeRequest,
  NotificationsAnswer,
  NotificationsRequest,
  OkAnswer,
  PasswordChangeRequest,
  PasswordResetDoRequest,
  PasswordResetRequest,
  SignupMatchesAnswer,
  SignupProfileAnswer,
  SignupProfileRequest,
  SignupRequest,
  TokenCheckAnswer,
  UserAnswer,
  type User,
} from '../src/contract/index.ts';
import { readKv } from '../src/db/database.ts';
import type { AccountRowValues, AppDatabase } from '../src/db/schema.ts';
import type { ActionEntries, ActionResult } from './actionEntries.ts';
import type { ApiClient } from './apiClient.ts';
import { actionFailure } from './actionFailure.ts';

export interface AccountDeps {
  api: ApiClient;
  db: AppDatabase;
  /** the engine's member switch (decision 116); null ends the member */
  becomeMember: (user: User | null) => Promise<void>;
}

const ok: ActionResult = { ok: true };
const invalidRequest: ActionResult = { ok: false, error: { error: 'invalid_request' } };

/** The answer's member: stored in their own database, which becomes current (decision 116). */
function storeUser(deps: AccountDeps, user: User): Promise<void> {
  return deps.becomeMember(user);
}

async function putAccount<K extends keyof AccountRowValues>(db: AppDatabase, key: K, value: AccountRowValues[K]): Promise<void> {
  await db.account.put({ key, value });
}

/** Sends a validated body and answers ok / the refusal; `then` runs on success. */
async function send<Req, Res>(
  { api }: AccountDeps,
  path: string,
  input: { schema: z.ZodType<Req>; body: unknown; answer: z.core.$ZodType<Res>; method?: 'POST' | 'PUT' | 'DELETE'; noRetryOn?: number[] },
  then?: (data: Res) => Promise<void>,
): Promise<ActionResult> {
  const body = input.schema.safeParse(input.body);
  if (!body.success) return invalidRequest;
  const outcome = await api.request(path, { method: input.method ?? 'POST', body: body.data, schema: input.answer, noRetryOn: input.noRetryOn });
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  await then?.(outcome.data);
  return ok;
}

async function load<Res>({ api }: AccountDeps, path: string, schema: z.core.$ZodType<Res>, then: (data: Res) => Promise<void>): Promise<ActionResult> {
  const outcome = await api.request(path, { schema });
  if (outcome.kind !== 'ok') return actionFailure(outcome);
  await then(outcome.data);
  return ok;
}

/** The signup and account actions (decision 183: each declared once, here). A login (signup) or a logout
 * (deletion, reset) goes through `becomeMember`, which also tells the scheduler. */
export const accountActions = {
  /** create the account; the new member is stored (useCurrentUser) before this resolves */
  signup: (deps: AccountDeps, request: SignupRequest) =>
    send(deps, accountApi.signup, { schema: SignupRequest, body: request, answer: UserAnswer, noRetryOn: [429] }, async ({ user }) => {
      await storeUser(deps, user);
    }),

  saveSignupProfile: (deps: AccountDeps, request: SignupProfileRequest) =>
    send(deps, accountApi.signupProfile, { schema: SignupProfileRequest, body: request, answer: SignupProfileAnswer, method: 'PUT' }, (data) =>
      putAccount(deps.db, 'signupProfile', data),
    ),

  loadSignupMatches: (deps: AccountDeps) =>
    load(deps, accountApi.signupMatches, SignupMatchesAnswer, (data) => putAccount(deps.db, 'signupMatches', data.profiles)),

  resendActivation: (deps: AccountDeps) =>
    send(deps, accountApi.activationResend, { schema: z.object({}), body: {}, answer: OkAnswer, noRetryOn: [429] }),

  requestPasswordReset: (deps: AccountDeps, email: string) =>
    send(deps, accountApi.passwordReset, { schema: PasswordResetRequest, body: { email }, answer: OkAnswer, noRetryOn: [429] }),

  /** ok when the reset link still works, else link_invalid */
  async checkResetToken({ api }: AccountDeps, token: string): Promise<ActionResult> {
    const outcome = await api.request(`${accountApi.passwordResetDo}?token=${encodeURIComponent(token)}`, { schema: TokenCheckAnswer });
    if (outcome.kind !== 'ok') return actionFailure(outcome);
    return outcome.data.valid ? ok : { ok: false, error: { error: 'link_invalid' } };
  },

  resetPassword: (deps: AccountDeps, request: PasswordResetDoRequest) =>
    send(deps, accountApi.passwordResetDo, { schema: PasswordResetDoRequest, body: request, answer: OkAnswer }, () => deps.becomeMember(null)),

  changeEmail: (deps: AccountDeps, request: MailChangeRequest) =>
    send(deps, accountApi.mailChange, { schema: MailChangeRequest, body: request, answer: OkAnswer }),

  changePassword: (deps: AccountDeps, request: PasswordChangeRequest) =>
    send(deps, accountApi.password, { schema: PasswordChangeRequest, body: request, answer: OkAnswer }),

  setInvisible: (deps: AccountDeps, invisible: boolean) =>
    send(deps, accountApi.invisible, { schema: z.object({ invisible: z.boolean() }), body: { invisible }, answer: UserAnswer, method: 'PUT' }, ({ user }) =>
      storeUser(deps, user),
    ),

  loadBlockedMembers: (deps: AccountDeps) =>
    load(deps, accountApi.blocks, BlocksAnswer, (data) => putAccount(deps.db, 'blockedMembers', data.blocks)),

  async unblockMember(deps: AccountDeps, id: number): Promise<ActionResult> {
    const result = await send(deps, accountApi.blocks, { schema: z.object({ id: z.number().int() }), body: { id }, answer: OkAnswer, method: 'DELETE' });
    if (!result.ok) return result;
    const stored = (await deps.db.account.get('blockedMembers'))?.value as AccountRowValues['blockedMembers'] | undefined;
    await putAccount(deps.db, 'blockedMembers', (stored ?? []).filter((b) => b.id !== id));
    return ok;
  },

  /** pending deletion: the server ends every session and local member data is cleared */
  deleteAccount: (deps: AccountDeps, request: DeleteAccountRequest) =>
    send(deps, accountApi.deleteAccount, { schema: DeleteAccountRequest, body: request, answer: OkAnswer }, () => deps.becomeMember(null)),

  loadNotificationSettings: (deps: AccountDeps) =>
    load(deps, accountApi.notifications, NotificationsAnswer, (data) => putAccount(deps.db, 'notificationSettings', data)),

  saveNotificationSettings: (deps: AccountDeps, request: NotificationsRequest) =>
    send(deps, accountApi.notifications, { schema: NotificationsRequest, body: request, answer: NotificationsAnswer, method: 'PUT' }, async (data) => {
      await putAccount(deps.db, 'notificationSettings', data);
      const user = await readKv('user', deps.db);
      if (user) await deps.db.kv.put({ key: 'user', value: { ...user, notifications_disabled: data.disabled } });
    }),
} satisfies ActionEntries<AccountDeps>;
