import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../src/contract/user.ts';
import { readKv } from '../src/db/database.ts';
import { AppDatabase } from '../src/db/schema.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { bindActions } from './actionEntries.ts';
import { safetyActions } from './safetyActions.ts';

const card: Profile = {
  id: 7,
  name: 'Mia',
  country: 'GB',
  region: 'Kent',
  city: null,
  age: 29,
  gender: 'female',
  sexuality: 'hetero',
  main_image: null,
  status: 'active',
  fictional: false,
  online: true,
};

interface Call {
  path: string;
  method: string;
  attempts?: number | undefined;
}

function fakeApi(answers: ApiOutcome<unknown>[]): ApiClient & { calls: Call[] } {
  const calls: Call[] = [];
  const request = <T>(path: string, options: { method?: string; attempts?: number }): Promise<ApiOutcome<T>> => {
    calls.push({ path, method: options.method ?? 'GET', attempts: options.attempts });
    return Promise.resolve(answers.shift() as ApiOutcome<T>);
  };
  return { calls, request };
}

const quota = { likes_left: 3, likes_per_day: 4, resets_at: '2026-11-23T00:00:00.000Z' };

describe('safety worker calls', () => {
  let db: AppDatabase;
  afterEach(async () => {
    await db?.delete();
  });

  it('a swipe like that makes a match raises the match modal event and asks for a likes pull', async () => {
    db = new AppDatabase(`safety-${Math.random()}`);
    let pulls = 0;
    const api = fakeApi([{ kind: 'ok', data: { ...quota, action: 'like', match: true } }]);
    const safety = bindActions(safetyActions, { api, db, now: () => 1000, requestSync: () => pulls++ });
    const result = await safety.swipe({ profile_id: 7, action: 'like' }, card);
    expect(result).toEqual({ ok: true, data: { ...quota, action: 'like', match: true } });
    expect(api.calls).toEqual([{ path: '/api/swipe.php', method: 'POST', attempts: 3 }]);
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: 7, match: true, at: 1000, card: { name: 'Mia', match: true } });
    expect(pulls).toBe(1);
  });

  it('a pass or a like without a match raises no event; a pass pulls nothing', async () => {
    db = new AppDatabase(`safety-${Math.random()}`);
    let pulls = 0;
    const api = fakeApi([
      { kind: 'ok', data: { ...quota, action: 'pass', match: false } },
      { kind: 'ok', data: { ...quota, action: 'like', match: false } },
    ]);
    const safety = bindActions(safetyActions, { api, db, now: () => 1, requestSync: () => pulls++ });
    await safety.swipe({ profile_id: 7, action: 'pass' }, card);
    expect(pulls).toBe(0);
    await safety.swipe({ profile_id: 7, action: 'like' }, card);
    expect(pulls).toBe(1);
    expect(await readKv('likeEvent', db)).toBeUndefined();
  });

  it('a refused like answers the server code (swipe_limit) and changes nothing', async () => {
    db = new AppDatabase(`safety-${Math.random()}`);
    const api = fakeApi([{ kind: 'rejected', status: 403, error: { error: 'swipe_limit', likes_left: 0 } }]);
    const safety = bindActions(safetyActions, { api, db, now: () => 1 });
    expect(await safety.swipe({ profile_id: 7, action: 'like' }, card)).toEqual({ ok: false, error: { error: 'swipe_limit', likes_left: 0 } });
    expect(await readKv('likeEvent', db)).toBeUndefined();
  });

  it('a complaint is sent once: no automatic retry that could file it twice', async () => {
    db = new AppDatabase(`safety-${Math.random()}`);
    const api = fakeApi([{ kind: 'unavailable', status: null, attempts: 1 }]);
    const safety = bindActions(safetyActions, { api, db, now: () => 1 });
    expect(await safety.sendComplaint({ category: 'general', text: 'The site is slow today.' })).toEqual({ ok: false, error: { error: 'network' } });
    expect(api.calls).toEqual([{ path: '/api/complaints.php', method: 'POST', attempts: 1 }]);
  });

  it('a report on a message may be retried (a repeat answers the first), a profile report is sent once; a report that blocked pulls (decision 123)', async () => {
    db = new AppDatabase(`safety-${Math.random()}`);
    let pulls = 0;
    const api = fakeApi([
      { kind: 'ok', data: { ok: true, id: 4, blocked: true } },
      { kind: 'ok', data: { ok: true, id: 5, blocked: false } },
    ]);
    const safety = bindActions(safetyActions, { api, db, now: () => 1, requestSync: () => pulls++ });
    const onMessage = await safety.sendReport({ member_id: 7, reason: 'harassment', message_id: '0190e2f4-0000-7000-8000-000000000000', block: true });
    expect(onMessage).toEqual({ ok: true, data: { ok: true, id: 4, blocked: true } });
    expect(pulls).toBe(1);
    expect(await safety.sendReport({ member_id: 7, reason: 'fake_profile' })).toEqual({ ok: true, data: { ok: true, id: 5, blocked: false } });
    expect(pulls).toBe(1);
    expect(api.calls).toEqual([
      { path: '/api/reports.php', method: 'POST', attempts: 3 },
      { path: '/api/reports.php', method: 'POST', attempts: 1 },
    ]);
  });
});
