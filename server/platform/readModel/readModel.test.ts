import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BATCHED_READS, KEPT_READS, STALENESS_COMMAND, stalenessPage } from './index.ts';

// The seam of kept reads (decision 188): one page lists every read that may be stale, written from
// the declarations; every kept read and every batcher of the server is declared there.

const root = path.resolve(import.meta.dirname, '../../..');
const pagePath = path.join(root, 'docs/STALENESS.md');

/** the server's source files (tests left out), as paths from the repository root */
function serverFiles(): string[] {
  return readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

describe('the read model', () => {
  it('docs/STALENESS.md is what the declarations say', () => {
    const page = stalenessPage();
    if (process.env.STALENESS_WRITE === '1') writeFileSync(pagePath, page);
    expect(read('docs/STALENESS.md'), `docs/STALENESS.md is out of date: ${STALENESS_COMMAND}`).toBe(page);
  });

  it('every declaration names its home, and the server uses it', () => {
    const server = serverFiles()
      .filter((file) => !file.startsWith('server/platform/readModel/'))
      .map(read)
      .join('\n');
    for (const [key, declaration] of Object.entries(KEPT_READS)) {
      expect(read(declaration.home).length, declaration.home).toBeGreaterThan(0);
      expect(server, `KEPT_READS.${key} is used`).toContain(`KEPT_READS.${key}`);
    }
    for (const [key, declaration] of Object.entries(BATCHED_READS)) {
      expect(read(declaration.home), `${declaration.home} makes its batchers with BATCHED_READS.${key}`).toContain(`BATCHED_READS.${key}`);
    }
  });

  it('every batcher is made through the read model, under a declaration', () => {
    const making = serverFiles().filter((file) => /new Batcher\b/.test(read(file)));
    expect(making).toEqual(['server/platform/readModel/batchers.ts']);
  });

  it('every cache kept per database or per app is declared: a file keeping one is a declared home', () => {
    const homes = new Set([...Object.values(KEPT_READS), ...Object.values(BATCHED_READS)].map((d) => d.home));
    const keeping = serverFiles().filter(
      (file) => !file.startsWith('server/platform/readModel/') && (/new WeakMap<Db\b|extends (NotifiedCache|RangeCache)\b|^const cache = new Map/m.test(read(file))),
    );
    expect(keeping.filter((file) => !homes.has(file) && !file.endsWith('rangeCache.ts') && !file.endsWith('keptLists.ts'))).toEqual([]);
  });

  it('the notified caches are registered on the app\'s read model, one listener for all', () => {
    const app = read('server/platform/app.ts');
    for (const key of ['chatLists', 'likeLists', 'searchPages', 'profiles'] as const) expect(app).toContain(`keep(KEPT_READS.${key},`);
  });
});
