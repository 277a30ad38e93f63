import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as contract from '../../src/contract/index.ts';
import { errorCodes } from '../../src/contract/errors.ts';

/**
 * Property-based fuzzing of every call of the contract: wrong types, missing and extra
 * fields, huge and empty strings, unusual Unicode, negative and enormous numbers, SQL and HTML
 * payloads, malformed JSON and multipart bodies, with and without a member's session; and (
 * decision 113) a grammar of hostile values: NULs and lone surrogates in body, query and path, JSON
 * nested past the limit, `__proto__`/`constructor`/`prototype` keys, bodies past the size limit,
 * numbers past 2^53 or infinite, and the Accept/Content-Type headers real clients send. The property:
 * no answer is a 5xx, every refusal carries a contract error code, and the server keeps answering.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Every /api path named in the contract, found by walking its exported path tables. */
export function contractPaths(): string[] {
  const found = new Set<string>();
  for (const value of Object.values(contract as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const path of Object.values(value as Record<string, unknown>)) {
      if (typeof path === 'string' && path.startsWith('/api/')) found.add(path);
    }
  }
  // the SSE stream never ends, so inject() would wait forever; it has its own tests
  found.delete(contract.api.events);
  return [...found].sort();
}

const fieldNames = [
  'email', 'password', 'language', 'profile_id', 'conversation_id', 'conversation', 'profile', 'id', 'ids',
  'body', 'kind', 'gift_id', 'image', 'request_id', 'idempotency_key', 'order_id', 'bundle_id', 'method',
  'saved_method_id', 'code', 'iban', 'phone', 'since', 'before', 'page', 'cursor', 'lat', 'lon', 'gender',
  'age_min', 'age_max', 'country', 'region', 'region_id', 'name', 'birthdate', 'username', 'token', 'invisible',
  'settings', 'subscription', 'endpoint', 'keys', 'action', 'category', 'text', 'member_id', 'photo_id', 'slug',
  'locale', 'type', 'new_password', 'old_password', 'discount', 'welcome', 'push', 'position', 'private',
  'interests', 'about', 'status', 'amount', 'country_code', 'network', 'ref', 'sub1', 'seen', 'visible',
] as const;

const nastyStrings = [
  "' OR 1=1 --", '"; DROP TABLE members; --', "1'; SELECT pg_sleep(5); --", '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u0000', '\uFFFF\uFFFE', '\uD800', '\uDC00x',
  '𝕳𝖊𝖑𝖑𝖔 👩‍❤️‍👨', '\u202Ertl', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', '../../etc/passwd', '%00%0d%0a', '{{7*7}}', '${7*7}',
  'NaN', 'Infinity', '-0', '1e309', '0x7fffffff', '9'.repeat(400), ' ', '', 'null', 'true', '[]', '{}',
  'data:image/png;base64,AAAA', 'data:image/jpeg;base64,' + 'A'.repeat(5000), 'x'.repeat(70_000),
];

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...nastyStrings),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), scalar, { maxKeys: 3 }) },
);

const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** JSON texts JSON.stringify cannot write: lone-surrogate escapes, infinite and unsafe numbers, own `__proto__` keys. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  // nesting past the limit (32) and just inside it
  fc.tuple(fc.constantFrom(...fieldNames), fc.integer({ min: 20, max: 300 }), fc.constantFrom('[', '{"a":'))
    .map(([field, depth, open]) => `{"${field}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom('{"admin":true}', '{"prototype":{"x":1}}', '1', '"x"'))
    .map(([field, key, v]) => `{"${field}":"a","${key}":${v}}`),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('__proto__', 'constructor'))
    .map(([field, key]) => `{"${field}":{"${key}":{"polluted":1}}}`),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('1e309', '-1e309', '123456789012345678901234567890', '9007199254740993', '-9007199254740993', '1e-400', '-0', '4.9e-324'))
    .map(([field, n]) => `{"${field}":${n}}`),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('\\u0000', 'a\\u0000b', '\\ud800', '\\udc00x', 'x\\ud83d', '\\ud83d\\ude00'))
    .map(([field, text]) => `{"${field}":"${text}"}`),
  fc.constantFrom('"\\u0000"', '["\\ud800"]', '{"\\u0000":1}', '{"\\ud800":1}'),
);

/** A body just over the 1 MB limit, or just under it (a string a field would never take). */
const hugeJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...fieldNames), fc.constantFrom(1024 * 1024 + 10, 900_000))
  .map(([field, size]) => `{"${field}":"${'x'.repeat(size)}"}`);

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  { weight: 6, arbitrary: fc.dictionary(fieldName, value, { maxKeys: 6 }).map((v): Body => ({ kind: 'json', value: v })) },
  { weight: 1, arbitrary: value.map((v): Body => ({ kind: 'json', value: v })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '{"email":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}')
      .map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })),
  },
  { weight: 4, arbitrary: hostileJson.map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })) },
  { weight: 1, arbitrary: hugeJson.map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('application/json; charset=utf-8', 'application/json;charset=latin1', 'Application/JSON', 'application/vnd.api+json', 'application/json;;', 'text/plain;charset=UTF-8'), fc.constantFrom('{}', '{"email":"a\\u0000"}', '"\\ud800"', '[]'))
      .map(([contentType, payload]): Body => ({ kind: 'raw', contentType, payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--X--\r\n',
        '--X\r\nContent-Disposition: form-data; name="photo"\r\n\r\n',
        '--Y\r\n\r\n--X',
        '--X\r\nContent-Disposition: form-data; name="caption"\r\n\r\na\u0000b\r\n--X\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"x":1}\r\n--X--\r\n',
        '',
      )
      .map((payload): Body => ({ kind: 'raw', contentType: 'multipart/form-data; boundary=X', payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png'), fc.constantFrom('id=tr_x', 'a=1&a=2', '<x/>', '\u0000\u0001', ''))
      .map(([contentType, payload]): Body => ({ kind: 'raw', contentType, payload })),
  },
);

export interface FuzzCase {
  path: string;
  method: Method;
  loggedIn: boolean;
  query: Record<string, string>;
  /** appended to the URL as written (percent-escapes a query object cannot carry: %00, a lone surrogate's bytes) */
  rawQuery: string;
  headers: Record<string, string>;
  body: Body;
}

const rawQueries = [
  '', 'q=%00', 'id=%00', 'page=%00', 'token=a%00b', 'conversation=1%00', 'id=%ED%A0%80', 'network=%ED%B0%80x', 'page=%F0%9F%98',
  'page=1e309', 'id=9007199254740993', 'after=-1', '__proto__=1', '__proto__[x]=1', 'constructor=x', 'prototype=y', 'a=%ZZ', 'id[]=1&id[]=2',
];

/** Accept, Accept-Language and the like as browsers, curl, proxies and old clients send them. */
const headerSets: Array<Record<string, string>> = [
  {},
  { accept: '*/*' },
  { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
  { accept: 'application/json' },
  { accept: 'text/event-stream' },
  { accept: 'image/avif,image/webp,*/*' },
  { accept: '' },
  { 'accept-language': 'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7' },
  { 'accept-language': '*' },
  { 'accept-language': 'xx-\u00ff;q=abc' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15' },
  { 'user-agent': 'curl/8.5.0', accept: '*/*' },
  { referer: 'http://localhost/members?network=%00&ref=%ED%A0%80' },
  { 'x-forwarded-for': '1.2.3.4, ::1, not-an-ip' },
  { 'if-none-match': 'W/"abc"', 'if-modified-since': 'not a date' },
  { range: 'bytes=0-10' },
  { origin: 'null' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
];

const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...nastyStrings.slice(0, 30)), fc.integer().map(String), fc.constantFrom('-1', '0', '99999999999999999999', '1.5', ''));

const methods: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** The (method, path) pairs the server really routes; most cases aim at them, some at any method. */
export function routedCalls(app: FastifyInstance, paths: string[]): Array<{ method: Method; path: string }> {
  return paths.flatMap((path) => methods.filter((method) => app.hasRoute({ method, url: path })).map((method) => ({ method, path })));
}

export function fuzzCase(paths: string[], routed: Array<{ method: Method; path: string }>): fc.Arbitrary<FuzzCase> {
  const target = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...routed) },
    { weight: 1, arbitrary: fc.record({ method: fc.constantFrom(...methods), path: fc.constantFrom(...paths) }) },
  );
  return fc.record({
    target,
    loggedIn: fc.boolean(),
    query: fc.dictionary(fieldName, queryValue, { maxKeys: 4 }),
    rawQuery: fc.constantFrom(...rawQueries),
    headers: fc.constantFrom(...headerSets),
    body,
  }).map(({ target: { method, path }, ...rest }) => ({ method, path, ...rest }));
}

export function injectOptions(c: FuzzCase, cookie: string | null): InjectOptions {
  const headers: Record<string, string> = { ...c.headers, host: 'localhost' };
  if (c.loggedIn && cookie) headers.cookie = cookie;
  const url = c.rawQuery ? `${c.path}?${c.rawQuery}` : c.path;
  const options: InjectOptions = { method: c.method, url, query: c.query, headers };
  if (c.method === 'GET' || c.body.kind === 'none') return options;
  if (c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(c.body.value) ?? 'null';
  } else {
    headers['content-type'] = c.body.contentType;
    options.payload = c.body.payload;
  }
  return options;
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/**
 * Calls a person opens from an e-mail in a browser (and a mail client posts to, RFC 8058): they
 * answer a readable HTML page, refusals included.
 */
const pageCalls: ReadonlySet<string> = new Set([contract.accountApi.unsubscribe]);

/** What is wrong with an answer, or null when it keeps the promises. */
export function answerProblem(status: number, contentType: string | undefined, text: string, path = ''): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  if (pageCalls.has(path) && contentType?.includes('text/html')) return null;
  if (!contentType?.includes('application/json')) return `refusal ${status} is not JSON (${contentType ?? 'no type'})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `refusal ${status} is not JSON: ${text.slice(0, 100)}`;
  }
  const code = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? (parsed).error : undefined;
  if (typeof code !== 'string' || !knownCodes.has(code)) return `refusal ${status} without a contract error code: ${text.slice(0, 200)}`;
  return null;
}

export interface FuzzReport {
  cases: number;
  /** answers with status 500-599 (goal: 0) */
  fiveXX: number;
  byStatus: Record<string, number>;
  failures: Array<{ case: FuzzCase; problem: string }>;
}

/** Runs `numRuns` cases (fixed seed) and collects every broken promise instead of stopping at the first. */
export async function fuzzApi(app: FastifyInstance, opts: { numRuns: number; seed: number; session: () => Promise<string | null> }): Promise<FuzzReport> {
  const paths = contractPaths();
  const routed = routedCalls(app, paths);
  const report: FuzzReport = { cases: 0, fiveXX: 0, byStatus: {}, failures: [] };
  await fc.assert(
    fc.asyncProperty(fuzzCase(paths, routed), async (c) => {
      const cookie = c.loggedIn ? await opts.session() : null;
      const res = await app.inject(injectOptions(c, cookie));
      report.cases++;
      report.byStatus[String(res.statusCode)] = (report.byStatus[String(res.statusCode)] ?? 0) + 1;
      if (res.statusCode >= 500) report.fiveXX++;
      const contentType = res.headers['content-type'];
      const problem = answerProblem(res.statusCode, typeof contentType === 'string' ? contentType : undefined, res.body, c.path);
      if (problem && report.failures.length < 50) report.failures.push({ case: c, problem });
      return true;
    }),
    { numRuns: opts.numRuns, seed: opts.seed, endOnFailure: true },
  );
  return report;
}
