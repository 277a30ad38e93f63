import { beforeEach, describe, expect, it } from 'vitest';
import { applicationServerKey, detectPush, disablePush, enablePush, forgetPushSubscription, preloadPushStatus, pushState, pushStatusOf, type PushEnv } from './push.ts';
import { dismiss, isAlertHiddenOn, isDismissed, PUSH_ALERT_KEY, ALERT_SNOOZE_MS } from './pushAlerts.ts';

interface FakeSub {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

function fakeEnv(options: { permission?: NotificationPermission; grant?: NotificationPermission; subscribeFails?: boolean; existing?: boolean } = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  let current: FakeSub | null = null;
  const saved: unknown[] = [];
  const removed: string[] = [];
  const make = (): FakeSub => ({
    endpoint: 'https://push.example/abc',
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: () => {
      current = null;
      return Promise.resolve(true);
    },
  });
  if (options.existing) current = make();
  const env: PushEnv = {
    supported: true,
    permission: () => permission,
    requestPermission: () => {
      permission = options.grant ?? 'granted';
      return Promise.resolve(permission);
    },
    pushManager: () =>
      Promise.resolve({
        getSubscription: () => Promise.resolve(current),
        subscribe: () => {
          if (options.subscribeFails) return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'));
          current = make();
          return Promise.resolve(current);
        },
      }),
    save: (s) => {
      saved.push(s);
      return Promise.resolve(true);
    },
    remove: (endpoint) => {
      removed.push(endpoint);
      return Promise.resolve(true);
    },
  };
  return { env, saved, removed };
}

describe('push state (SPEC §4: unknown, capable, subscribed, denied)', () => {
  beforeEach(() => {
    pushState.status = 'unknown';
    pushState.busy = false;
    pushState.failed = false;
  });

  it('follows support, permission and subscription', () => {
    expect(pushStatusOf(false, 'granted', true)).toBe('unknown');
    expect(pushStatusOf(true, 'denied', false)).toBe('denied');
    expect(pushStatusOf(true, 'default', false)).toBe('capable');
    expect(pushStatusOf(true, 'granted', false)).toBe('capable');
    expect(pushStatusOf(true, 'granted', true)).toBe('subscribed');
  });

  it('an unsupported browser stays unknown and enabling does nothing', async () => {
    const { env, saved } = fakeEnv();
    expect(await detectPush(1, { ...env, supported: false })).toBe('unknown');
    expect(await enablePush('key', { ...env, supported: false })).toBe('unknown');
    expect(saved).toEqual([]);
  });

  it('capable → subscribed: asks for permission, subscribes and saves; disabling removes it', async () => {
    const { env, saved, removed } = fakeEnv();
    expect(await detectPush(1, env)).toBe('capable');
    expect(await enablePush('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', env)).toBe('subscribed');
    expect(saved).toHaveLength(1);
    expect(await disablePush(env)).toBe('capable');
    expect(removed).toEqual(['https://push.example/abc']);
  });

  it('a refused permission is denied', async () => {
    const { env, saved } = fakeEnv({ grant: 'denied' });
    expect(await enablePush('key', env)).toBe('denied');
    expect(saved).toEqual([]);
  });

  it('a push service that cannot be reached (offline Chromium) leaves it capable with a failure shown', async () => {
    const { env } = fakeEnv({ permission: 'granted', subscribeFails: true });
    expect(await enablePush('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', env)).toBe('capable');
    expect(pushState.failed).toBe(true);
    expect(pushState.busy).toBe(false);
  });

  it('an existing subscription is saved again once per member', async () => {
    const { env, saved } = fakeEnv({ permission: 'granted', existing: true });
    expect(await detectPush(7, env)).toBe('subscribed');
    await detectPush(7, env);
    await detectPush(8, env);
    expect(saved).toHaveLength(2);
  });

  it("the start's read of the state asks nothing of the server, and the later detection still saves", async () => {
    const { env, saved } = fakeEnv({ permission: 'granted', existing: true });
    await preloadPushStatus(env);
    expect(pushState.status).toBe('subscribed');
    expect(saved).toHaveLength(0);
    await preloadPushStatus({ ...env, supported: false });
    expect(pushState.status).toBe('unknown');
    await preloadPushStatus({ ...env, pushManager: () => Promise.reject(new Error('no worker')) });
    expect(pushState.status).toBe('capable');
    expect(await detectPush(21, env)).toBe('subscribed');
    expect(saved).toHaveLength(1);
  });

  it('logout forgets the subscription on the server and in the browser', async () => {
    const { env, removed } = fakeEnv({ permission: 'granted', existing: true });
    expect(await detectPush(3, env)).toBe('subscribed');
    await forgetPushSubscription(env);
    expect(removed).toEqual(['https://push.example/abc']);
    expect(pushState.status).toBe('capable');
    expect(await detectPush(3, env)).toBe('capable');
  });

  it('decodes the VAPID key to its 65 bytes', () => {
    const key = applicationServerKey('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });
});

describe('alert dismissal (a timestamp)', () => {
  it('is remembered for two weeks, and the alerts stay off the settings pages', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(isDismissed(storage, PUSH_ALERT_KEY, 1_000)).toBe(false);
    dismiss(storage, PUSH_ALERT_KEY, 1_000);
    expect(isDismissed(storage, PUSH_ALERT_KEY, 1_000 + ALERT_SNOOZE_MS - 1)).toBe(true);
    expect(isDismissed(storage, PUSH_ALERT_KEY, 1_000 + ALERT_SNOOZE_MS)).toBe(false);
    expect(isAlertHiddenOn('/notifications')).toBe(true);
    expect(isAlertHiddenOn('/members')).toBe(false);
  });
});
