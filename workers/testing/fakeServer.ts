import { api } from '../../src/contract/index.ts';
import { makeCompanyInfo, makeSettings, makeUser } from './factories.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** An answer: a status and JSON body, or 'network' for a failed fetch. */
export type FakeAnswer = { status: number; body?: unknown } | 'network';
type Route = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

/**
 * A small in-memory /api: each `METHOD path` answers from a queue (one answer per request; the last
 * one repeats). It records every request so tests can assert on what was sent.
 */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Route[]>();

  on(method: string, path: string, ...answers: Route[]): this {
    this.routes.set(`${method} ${path}`, answers);
    return this;
  }

  count(method: string, path: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  readonly fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: RecordedRequest = { method, path: url, headers, credentials: init?.credentials, body };
    this.requests.push(request);
    const queue = this.routes.get(`${method} ${url}`);
    const route = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    const answer: FakeAnswer = route === undefined ? { status: 404, body: { error: 'not_found' } } : typeof route === 'function' ? route(request) : route;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? null), { status: answer.status, headers: { 'content-type': 'application/json' } }),
    );
  };
}

/** A server where a guest is not logged in and everything else answers. */
export function siteServer(): FakeServer {
  return new FakeServer()
    .on('GET', api.settings, { status: 200, body: makeSettings() })
    .on('GET', api.interests, { status: 200, body: { interests: [{ id: 1, slug: 'hiking', name: 'Hiking' }] } })
    .on('GET', api.regions, { status: 200, body: { region_data: {} } })
    .on('GET', api.companyinfo, { status: 200, body: { companyinfo: makeCompanyInfo() } })
    .on('GET', api.user, { status: 403, body: { error: 'authentication_required' } })
    .on('POST', api.logout, { status: 200, body: { ok: true } });
}

/** The same site with `user` logged in. */
export function memberServer(user = makeUser()): FakeServer {
  return siteServer().on('GET', api.user, { status: 200, body: { user } });
}
