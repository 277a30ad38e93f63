import { afterEach, describe, expect, it } from 'vitest';
import { login, logout, refresh, setLanguage } from './actions.ts';
import { actions, WORKER_AWAY } from './pageActions.ts';
import { provideSync, resetSyncForTests, type RemoteSync } from './remote.ts';

function fakeWorker(overrides: Partial<RemoteSync> = {}): RemoteSync & { calls: string[] } {
  type Fake = Pick<RemoteSync, 'start' | 'login' | 'logout' | 'setLanguage' | 'poke' | 'setVisible' | 'setOnline' | 'setDevicePush' | 'searchMembers' | 'deleteChat'>;
  const calls: string[] = [];
  const done = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  const fake: Fake & { calls: string[] } = {
    calls,
    start: () => done('start', undefined),
    login: (r) => done(`login ${r.email}`, { ok: true } as const),
    logout: () => done('logout', undefined),
    setLanguage: (l) => done(`setLanguage ${l}`, { ok: true } as const),
    poke: (reason) => done(`poke ${reason}`, undefined),
    setVisible: () => done('setVisible', undefined),
    setOnline: () => done('setOnline', undefined),
    setDevicePush: () => done('setDevicePush', undefined),
    // two member actions (the page's `actions`, pageActions.ts): the others are forwarded alike
    searchMembers: (f) => done(`searchMembers ${f.page}`, { ok: true } as const),
    deleteChat: (id) => done(`deleteChat ${id}`, { ok: true } as const),
    ...overrides,
  };
  // the member actions this file does not call are left out
  return fake as RemoteSync & { calls: string[] };
}

afterEach(() => resetSyncForTests());

describe('sync actions', () => {
  it('waits for the worker when called before it started', async () => {
    const pending = login({ email: 'anna@example.com', password: 'pw' });
    const worker = fakeWorker();
    provideSync(worker);
    expect(await pending).toEqual({ ok: true });
    expect(worker.calls).toEqual(['login anna@example.com']);
  });

  it('passes each action to the worker', async () => {
    const worker = fakeWorker();
    provideSync(worker);
    expect(await logout()).toEqual({ ok: true });
    expect(await setLanguage('nl')).toEqual({ ok: true });
    expect(await refresh()).toEqual({ ok: true });
    expect(worker.calls).toEqual(['logout', 'setLanguage nl', 'poke manual']);
  });

  it('returns the server’s refusal as it came', async () => {
    provideSync(fakeWorker({ login: () => Promise.resolve({ ok: false, error: { error: 'login_failed' } }) }));
    expect(await login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'login_failed' } });
  });

  it('turns a crashed worker call into a generic error instead of throwing', async () => {
    provideSync(fakeWorker({ logout: () => Promise.reject(new Error('worker died')) }));
    expect(await logout()).toEqual({ ok: false, error: { error: 'server_error' } });
  });

  it('runs a member action in the worker by its name, and answers WORKER_AWAY when the worker fails', async () => {
    const pending = actions.deleteChat(4);
    const worker = fakeWorker({ searchMembers: () => Promise.reject(new Error('worker died')) });
    provideSync(worker);
    expect(await pending).toEqual({ ok: true });
    expect(await actions.searchMembers({ page: 1 })).toEqual(WORKER_AWAY);
    expect(worker.calls).toEqual(['deleteChat 4']);
  });
});
