import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../server/platform/app.ts';
import { loadConfig, type Config } from '../../server/platform/config.ts';
import { openDatabase, type DbHandle } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { members } from '../../server/db/schema.ts';
import { staffSecretBox } from '../../server/staff/secrets.ts';
import { adminQuery } from './postgresAdmin.ts';

export type BackendName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const backends: BackendName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SEED_MEMBERS = 50;

export class FakeClock {
  constructor(public ms: number = Date.now()) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface TestServer {
  backend: BackendName;
  app: FastifyInstance;
  handle: DbHandle;
  clock: FakeClock;
  config: Config;
  staticDir: string;
  /** the PostgreSQL database's URL (undefined on PGlite), for a second connection such as another instance's */
  databaseUrl?: string;
  /** another app on the same database, e.g. with a different config */
  build(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

const baseEnv = (staticDir: string): Record<string, string> => ({
  SEED_MEMBERS: String(TEST_SEED_MEMBERS),
  STATIC_DIR: staticDir,
  LOGIN_RATE_LIMIT: '10000',
  // the demo conveniences (mailbox, sandbox payments, demo logins) the tests use; the test API needs it
  DEMO_MODE: '1',
  TEST_API: '1',
  LOG_LEVEL: 'silent',
  // no background job rounds on a timer; tests run them with notifier.jobs.tick()
  JOB_RUNNER: '0',
});

/** A built client stand-in: index.html, a hashed asset and a service worker. */
function makeStaticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export const x = 1;\n');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  return dir;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `t_${randomBytes(6).toString('hex')}`;
  // a copy of the migrated database the global setup made (tests/helpers/pglite-template.ts)
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated and seeded database (one per test file) with an app on a fake clock. */
export async function startTestServer(backend: BackendName, env: Record<string, string> = {}): Promise<TestServer> {
  const staticDir = makeStaticDir();
  const clock = new FakeClock();
  let drop = (): Promise<void> => Promise.resolve();
  let handle: DbHandle;
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databaseUrl = created.url;
    handle = await openDatabase({ databaseUrl: created.url });
  } else {
    // from the migrated directory the global setup dumped (tests/helpers/pglite-template.ts)
    const template = inject('pgliteTemplate');
    handle = template
      ? await openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) })
      : await openDatabase({ dataDir: 'memory://' });
  }
  const config = loadConfig({ ...baseEnv(staticDir), ...env });
  await prepareDatabase(handle, { seedMembers: config.SEED_MEMBERS, demo: config.DEMO_MODE, now: clock.now(), secrets: staffSecretBox(config) });
  const apps: FastifyInstance[] = [];
  const build = async (extra: Record<string, string> = {}) => {
    const app = await buildApp({
      config: loadConfig({ ...baseEnv(staticDir), ...env, ...extra }),
      db: handle.db,
      clock: clock.now,
      logger: false,
    });
    apps.push(app);
    return app;
  };
  const app = await build();
  return {
    backend,
    app,
    handle,
    clock,
    config,
    staticDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    build,
    close: async () => {
      for (const a of apps) await a.close();
      await handle.close();
      await drop();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` of a Set-Cookie answer, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  // `__Host-sid` when PUBLIC_URL is https, `sid` otherwise
  const cookie = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A member made through the test API, and the session cookie of their login. */
export interface TestMember {
  id: number;
  cookie: string;
}

/** Creates a member with POST /api/test/members (`fields` as that call takes them) and logs them in. */
export async function signedInMember(app: FastifyInstance, fields: Record<string, unknown> = {}, prefix = 'member'): Promise<TestMember> {
  const email = `${prefix}-${Math.random().toString(36).slice(2)}@int.test`;
  const json = { 'content-type': 'application/json' };
  const created = await app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'pw-123456', ...fields } });
  if (created.statusCode !== 201) throw new Error(`test member not created: ${created.statusCode} ${created.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'pw-123456' } });
  return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login) };
}

/**
 * A demo login (`premium@demo.test`…) on the site that requests without a Host land on. The demo
 * logins exist on every site, so a lookup by address alone picks one at random.
 */
export async function demoMember(t: Pick<TestServer, 'app' | 'handle'>, email: string): Promise<{ id: number; name: string }> {
  const siteId = (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json<{ site_id: number }>().site_id;
  const [row] = await t.handle.db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(and(eq(members.email, email), eq(members.siteId, siteId)));
  if (!row) throw new Error(`demo member ${email} missing`);
  return row;
}
