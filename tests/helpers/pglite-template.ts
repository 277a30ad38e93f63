// vitest globalSetup: one migrated, empty database for every server test file, on each backend.
// - PGlite: a dumped data directory. A fresh PGlite runs initdb (1.2–2 s on this machine); loading
//   the dump takes ~0.3 s.
// - PostgreSQL (TEST_DATABASE_URL): a template database. Migrating a new database takes 1–1.4 s on a
//   loaded 2-core machine; CREATE DATABASE … TEMPLATE copies the migrated one in ~0.1 s.
// Each file still gets its own database and seeds it with its own clock.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../../server/db/connect.ts';
import { adminQuery } from './postgresAdmin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tar of a migrated, empty PGlite data directory ('' when none) */
    pgliteTemplate: string;
    /** the name of a migrated, empty PostgreSQL database to copy ('' without TEST_DATABASE_URL) */
    postgresTemplate: string;
  }
}

/** A migrated PostgreSQL database nobody stays connected to (a template may have no sessions while it is copied). */
async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await runMigrations(handle, handle.db);
  } finally {
    await handle.close();
  }
  return { name, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface Templates {
  postgres: string;
  pglite: string;
  drop: () => Promise<void>;
}

async function makeTemplates(): Promise<Templates> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await postgresTemplate(adminUrl) : undefined;
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-pglite-'));
  const pglite = new PGlite();
  const handle = await openDatabase({ pglite });
  await runMigrations(handle, handle.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return {
    postgres: postgres?.name ?? '',
    pglite: file,
    drop: async () => {
      rmSync(dir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

// Both server projects (vitest.config.ts) run this setup; they share one set of templates, made by
// the first and dropped by the last to finish. The key lives on globalThis because vitest may load
// this file once per project.
const sharedKey = Symbol.for('flirtwave.test-templates');
type Shared = { templates: Promise<Templates>; users: number };
const registry = globalThis as { [sharedKey]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (registry[sharedKey] ??= { templates: makeTemplates(), users: 0 });
  shared.users++;
  const templates = await shared.templates;
  project.provide('postgresTemplate', templates.postgres);
  project.provide('pgliteTemplate', templates.pglite);
  return async () => {
    if (--shared.users > 0) return;
    delete registry[sharedKey];
    await templates.drop();
  };
}
