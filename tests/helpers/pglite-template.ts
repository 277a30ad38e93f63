// vitest globalSetup: one migrated PGlite data directory for every server test file. A fresh PGlite
// runs initdb (1.2–2 s on this machine); loading a dumped directory takes ~0.3 s. Each file still
// gets its own database (loaded from the dump) and seeds it with its own clock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../../server/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tar of a migrated, empty PGlite data directory ('' when none) */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-pglite-'));
  const pglite = new PGlite();
  const handle = await openDatabase({ pglite });
  await runMigrations(handle, handle.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
