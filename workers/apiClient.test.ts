import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { api, REQUEST_RETRIES, Settings } from '../src/contract/index.ts';
import { createApiClient } from './apiClient.ts';
import { fullJitterDelay } from './backoff.ts';
import { makeSettings } from './testing/factories.ts';
import { FakeServer, type FakeAnswer } from './testing/fakeServer.ts';

function setup(...answers: FakeAnswer[]) {
  const server = new FakeServer().on('GET', api.settings, ...answers);
  const sleeps: number[] = [];
  const logouts: string[] = [];
  const client = createApiClient({
    fetch: server.fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    onAuthenticationRequired: (path) => {
      logouts.push(path);
      return Promise.resolve();
    },
  });
  const getSettings = () => client.request(api.settings, { schema: Settings });
  return { server, sleeps, logouts, client, getSettings };
}

const settings = { status: 200, body: makeSettings() };

describe('api client', () => {
  it('marks every request as the app’s own and sends the cookie', async () => {
    const { server, getSettings } = setup(settings);
    await getSettings();
    expect(server.requests[0]).toMatchObject({ headers: { 'x-requested-with': 'app' }, credentials: 'same-origin' });
  });

  it('retries a 5xx and then succeeds', async () => {
    const { server, sleeps, getSettings } = setup({ status: 503 }, { status: 500 }, settings);
    const outcome = await getSettings();
    expect(outcome).toEqual({ kind: 'ok', data: makeSettings() });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it('gives up after the first try and 5 retries (SPEC §7) with a growing backoff', async () => {
    const { server, sleeps, getSettings } = setup({ status: 502 });
    const outcome = await getSettings();
    expect(REQUEST_RETRIES).toBe(5);
    expect(outcome).toMatchObject({ kind: 'unavailable', status: 502, attempts: 6 });
    expect(server.requests).toHaveLength(1 + REQUEST_RETRIES);
    expect(sleeps).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('retries a network error, a 408 and a 429', async () => {
    const { server, getSettings } = setup('network', { status: 408 }, { status: 429, body: { error: 'rate_limited' } }, settings);
    expect((await getSettings()).kind).toBe('ok');
    expect(server.requests).toHaveLength(4);
  });

  it('reports the network as unavailable without a status', async () => {
    const { getSettings } = setup('network');
    expect(await getSettings()).toEqual({ kind: 'unavailable', status: null, attempts: 6 });
  });

  it('ends at the first network failure while the device says it is offline, and retries once it is back', async () => {
    const server = new FakeServer().on('GET', api.settings, 'network', 'network', settings);
    const sleeps: number[] = [];
    let offline = true;
    const client = createApiClient({
      fetch: server.fetch,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      random: () => 0.5,
      onAuthenticationRequired: () => Promise.resolve(),
      isOffline: () => offline,
    });
    expect(await client.request(api.settings, { schema: Settings })).toEqual({ kind: 'unavailable', status: null, attempts: 1 });
    expect(sleeps).toEqual([]);
    offline = false;
    expect((await client.request(api.settings, { schema: Settings })).kind).toBe('ok');
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([250]);
  });

  it('does not retry a 400 with an error code and returns it', async () => {
    const { server, sleeps, getSettings } = setup({ status: 400, body: { error: 'invalid_request' } }, settings);
    expect(await getSettings()).toEqual({ kind: 'rejected', status: 400, error: { error: 'invalid_request' } });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry an answer that breaks the contract', async () => {
    const { server, getSettings } = setup({ status: 200, body: { site_id: 'one' } });
    expect(await getSettings()).toEqual({ kind: 'invalid', status: 200 });
    expect(server.requests).toHaveLength(1);
  });

  it('403 authentication_required on settings logs out and resolves without data', async () => {
    const { logouts, getSettings } = setup({ status: 403, body: { error: 'authentication_required' } });
    expect(await getSettings()).toEqual({ kind: 'loggedOut' });
    expect(logouts).toEqual([api.settings]);
  });

  it('403 authentication_required on user.php is an answer, not a logout', async () => {
    const { client, server, logouts } = setup();
    server.on('GET', api.user, { status: 403, body: { error: 'authentication_required' } });
    server.on('GET', `${api.user}?push=1`, { status: 403, body: { error: 'authentication_required' } });
    const outcome = await client.request(api.user, { schema: z.unknown() });
    const push = await client.request(`${api.user}?push=1`, { schema: z.unknown() });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 403, error: { error: 'authentication_required' } });
    expect(push.kind).toBe('rejected');
    expect(logouts).toEqual([]);
  });

  it('can be told not to retry a 429 (login)', async () => {
    const { client, server } = setup();
    server.on('POST', api.user, { status: 429, body: { error: 'rate_limited' } });
    const outcome = await client.request(api.user, { method: 'POST', body: {}, schema: z.unknown(), noRetryOn: [429] });
    expect(outcome).toMatchObject({ kind: 'rejected', error: { error: 'rate_limited' } });
    expect(server.requests).toHaveLength(1);
  });
});

describe('full-jitter backoff', () => {
  it('stays below base·2^attempt and never above the 30 s cap', () => {
    expect(fullJitterDelay(0, () => 0.999)).toBeLessThan(500);
    expect(fullJitterDelay(3, () => 0.999)).toBeLessThan(4_000);
    expect(fullJitterDelay(3, () => 0.999)).toBeGreaterThan(3_900);
    expect(fullJitterDelay(20, () => 0.999)).toBeLessThan(30_000);
    expect(fullJitterDelay(20, () => 0)).toBe(0);
  });
});
