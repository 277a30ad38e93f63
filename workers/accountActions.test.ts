import { describe, expect, it } from 'vitest';
import { accountApi, type NotificationsAnswer } from '../src/contract/index.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import type { User } from '../src/contract/index.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { accountActions } from './accountActions.ts';
import { bindActions } from './actionEntries.ts';
import { createApiClient } from './apiClient.ts';
import { makeUser } from './testing/factories.ts';
import { FakeServer } from './testing/fakeServer.ts';

let dbCount = 0;

function setup(server: FakeServer) {
  const db = new AppDatabase(`account-actions-${++dbCount}`);
  /** the members the engine was asked to switch to (workers/engine.ts does the switch) */
  const changes: (number | null)[] = [];
  const api = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), onAuthenticationRequired: () => Promise.resolve() });
  const account = bindActions(accountActions, {
    api,
    db,
    becomeMember: (user: User | null) => {
      changes.push(user?.id ?? null);
      return Promise.resolve();
    },
  });
  return { db, account, changes };
}

const signupRequest = {
  email: 'new@example.com',
  name: 'Newbie',
  password: 'long-enough-1',
  date_of_birth: '1990-01-01',
  gender: 'female',
  seeking: 'male',
  country: 'GB',
} as const;

describe('account worker actions', () => {
  it('signup makes the new member current (the engine opens their own database)', async () => {
    const user = makeUser({ id: 77, status: 'not_confirmed' });
    const server = new FakeServer().on('POST', accountApi.signup, { status: 201, body: { user } });
    const { account, changes } = setup(server);
    expect(await account.signup(signupRequest)).toEqual({ ok: true });
    expect(changes).toEqual([77]);
    expect(server.requests[0]?.body).toMatchObject({ email: 'new@example.com', seeking: 'male' });
  });

  it('reports the SPEC §5 refusal and stores nothing', async () => {
    const server = new FakeServer().on('POST', accountApi.signup, { status: 400, body: { error: 'date_of_birth', min_age: 18 } });
    const { db, account, changes } = setup(server);
    expect(await account.signup(signupRequest)).toEqual({ ok: false, error: { error: 'date_of_birth', min_age: 18 } });
    expect(await readKv('user', db)).toBeUndefined();
    expect(changes).toEqual([]);
  });

  it('does not hammer the reset call when the daily cap answers 429', async () => {
    const server = new FakeServer().on('POST', accountApi.passwordReset, { status: 429, body: { error: 'reset_limit' } });
    const { account } = setup(server);
    expect(await account.requestPasswordReset('a@example.com')).toEqual({ ok: false, error: { error: 'reset_limit' } });
    expect(server.count('POST', accountApi.passwordReset)).toBe(1);
  });

  it('deleting the account ends the member (the engine deletes their database)', async () => {
    const server = new FakeServer().on('POST', accountApi.deleteAccount, { status: 200, body: { ok: true } });
    const { account, changes } = setup(server);
    expect(await account.deleteAccount({ password: 'pw' })).toEqual({ ok: true });
    expect(changes).toEqual([null]);
  });

  it('unblocking removes the member from the stored list', async () => {
    const server = new FakeServer().on('DELETE', accountApi.blocks, { status: 200, body: { ok: true } });
    const { db, account } = setup(server);
    await db.account.put({
      key: 'blockedMembers',
      value: [
        { id: 1, name: 'A', blocked_at: '2026-01-01T00:00:00Z' },
        { id: 2, name: 'B', blocked_at: '2026-01-02T00:00:00Z' },
      ],
    });
    expect(await account.unblockMember(1)).toEqual({ ok: true });
    expect((await db.account.get('blockedMembers'))?.value).toEqual([{ id: 2, name: 'B', blocked_at: '2026-01-02T00:00:00Z' }]);
    expect(server.requests[0]?.body).toEqual({ id: 1 });
  });

  it('saving notification settings stores them and the user’s disabled reasons', async () => {
    const answer: NotificationsAnswer = {
      preferences: {
        new_conversations: true,
        new_messages: true,
        like: false,
        unread_message_reminders: true,
        promotions: false,
        weekly_updates: true,
        news: true,
        reminders: true,
      },
      disabled: [],
      lock_screen: 'name',
    };
    const server = new FakeServer().on('PUT', accountApi.notifications, { status: 200, body: answer });
    const { db, account } = setup(server);
    await writeKv('user', makeUser({ id: 5, notifications_disabled: ['unsubscribe'] }), db);
    expect(await account.saveNotificationSettings({ preferences: answer.preferences, reenable: true })).toEqual({ ok: true });
    expect((await db.account.get('notificationSettings'))?.value).toEqual(answer);
    expect((await readKv('user', db))?.notifications_disabled).toEqual([]);
  });
});
