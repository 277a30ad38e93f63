import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Decision 138: `app.printRoutes()` tells the whole API. Every path the contract names (src/contract,
 * the `api` / `…Api` constants) is served, every /api route served is named by the contract, and
 * the list of methods and URLs is kept in a snapshot, so a route added or removed shows in review.
 */

/** Routes outside the contract's path constants: operations, files, pages, the SPA. */
const OUTSIDE_CONTRACT = [
  ...['/', '/*', '/healthz', '/readyz', '/metrics', '/media/:file', '/icons/:file', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml'],
  // the server-rendered pages' plain form posts (before the app's script runs)
  ...['/login', '/signup', '/api/entry-warning.php'],
];

async function contractPaths(): Promise<Set<string>> {
  const dir = path.resolve(import.meta.dirname, '../../src/contract');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name !== 'api' && !name.endsWith('Api')) continue;
      const values = typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value) : [];
      for (const v of values) if (typeof v === 'string' && v.startsWith('/')) found.add(v.split('?')[0] ?? v);
    }
  }
  return found;
}

/**
 * `METHOD url` of every route, from printRoutes' tree (each level indented by four characters, a
 * node's path continuing its parent's); the HEAD routes Fastify adds to GET ones are left out.
 */
function servedRoutes(printed: string): string[] {
  const list: string[] = [];
  const prefixes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match?.[3]) continue;
    const depth = ((match[1] ?? '').length + 4) / 4;
    const full = (prefixes[depth - 1] ?? '') + match[3];
    prefixes[depth] = full;
    prefixes.length = depth + 1;
    for (const method of match[4]?.split(', ') ?? []) if (method !== 'HEAD') list.push(`${method} ${full}`);
  }
  return list.sort();
}

/**
 * Decision 138: a route declares its contract (`schema` on the route). The handlers that still parse
 * or check their own answer (`parseWith` / `answer` of server/platform/http.ts), with how many calls each:
 * the exceptions the decision lists. A new call fails this test; a call moved to a schema too, so
 * the list shrinks with it.
 */
const HANDLER_PARSES: Record<string, number> = {
  // POST user.php: a login or, with ?push=1, a push subscription (parsed in push.ts)
  'server/account/routes/auth.ts': 2,
  'server/notify/routes/push.ts': 2,
  // GET chats.php and POST messages.php: the session check is in their statement (decisions 103, 134)
  'server/chat/routes.ts': 2,
  // GET likes.php: the session check is in the list's statement (decision 135)
  'server/likes/routes.ts': 1,
  // the search's kept page or checked answer (decision 108); GET profile.php's two answers, its
  // session check in the profile's statement (decision 135)
  'server/members/routes/members.ts': 4,
  // the data export download: a zip or a 202 with the export's state
  'server/account/routes/dataExport.ts': 1,
};

/** `parseWith(` / `answer(` calls per server file that imports them, comments left out. */
function handlerParses(): Record<string, number> {
  const root = path.resolve(import.meta.dirname, '../..');
  const found: Record<string, number> = {};
  for (const entry of readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })) {
    const file = `server/${entry.split(path.sep).join('/')}`;
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'server/platform/http.ts') continue;
    const code = readFileSync(path.join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    // server/platform/http.ts's functions (a service may have an `answer` method of its own)
    if (!/import\s*{[^}]*\b(?:parseWith|answer)\b[^}]*}\s*from\s*'(?:\.\.?\/)+(?:platform\/)?http\.ts'/.test(code)) continue;
    const calls = code.match(/(?<![.\w])(?:parseWith|answer)\(/g)?.length ?? 0;
    if (calls > 0) found[file] = calls;
  }
  return found;
}

describe('routes declare their contracts', () => {
  it('parse in the handler only where decision 138 says a schema does not fit', () => {
    expect(handlerParses()).toEqual(HANDLER_PARSES);
  });
});

describe('the API as printRoutes tells it', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves every contract path, serves no /api path the contract does not name, and lists them all', async () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
    const servedPaths = new Set(served.map((route) => route.slice(route.indexOf(' ') + 1)));
    const contract = await contractPaths();
    // a constant may be a prefix (the sandbox checkout's pages are under it)
    const served1 = (p: string) => servedPaths.has(p) || [...servedPaths].some((s) => s.startsWith(`${p}/`));
    expect([...contract].filter((p) => !served1(p)), 'contract paths without a route').toEqual([]);
    expect(
      [...servedPaths].filter((p) => !contract.has(p) && !OUTSIDE_CONTRACT.includes(p) && !p.startsWith('/assets/') && !p.startsWith('/admin')),
      'routes the contract does not name',
    ).toEqual([]);
    expect(served).toMatchSnapshot();
  });
});
