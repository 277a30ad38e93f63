// What the page's entry imports statically is the JavaScript of every first route (decision 136):
// Dexie, the members' screens, the staff console and the barrels that re-export them stay out.
// The same for the sync worker's first part (decision 141): a visitor's start loads neither Dexie
// nor zod classic.
// A plain walk over the static imports (dynamic `import()` is where a split starts).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every module the file imports statically, itself included: project files by path, packages by name. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const [, spec = ''] of source.matchAll(IMPORT)) {
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
      else seen.add(spec);
    }
  };
  walk(resolve(root, entry));
  return new Set([...seen].map((id) => (id.startsWith(root) ? id.slice(root.length + 1) : id)));
}

describe('the first route', () => {
  const graph = staticGraph('src/main.tsx');

  it('walks the entry (the check sees the imports)', () => {
    expect(graph).toContain('src/app/App.tsx');
    expect(graph).toContain('src/db/kv.ts');
    expect(graph).toContain('react-dom/client');
  });

  it('loads neither Dexie nor the hooks that read through it', () => {
    const dexie = [...graph].filter((id) => id.startsWith('dexie') || /^src\/db\/(index|hooks|pageDb|schema|database)\.ts$/.test(id));
    expect(dexie).toEqual([]);
  });

  it('loads no barrel that would pull the lazily loaded screens’ modules into it', () => {
    const barrels = [...graph].filter((id) => /^src\/(i18n|sync|contract|db)\/index\.ts$/.test(id));
    expect(barrels).toEqual([]);
  });

  it('loads no staff console code and no members-area screen', () => {
    expect([...graph].filter((id) => id.startsWith('src/admin/') || /^src\/features\/(chats|members|likes|credits)\//.test(id))).toEqual([]);
  });
});

describe('the sync worker’s first part', () => {
  const graph = staticGraph('workers/sync.worker.ts');

  it('walks the worker’s entry (the check sees the imports)', () => {
    expect(graph).toContain('workers/engine.ts');
    expect(graph).toContain('workers/pull.ts');
    expect(graph).toContain('workers/kvStore.ts');
    expect(graph).not.toContain('workers/memberParts.ts');
  });

  it('loads no Dexie: the kv table is plain IndexedDB until the member’s part (decision 141)', () => {
    const dexie = [...graph].filter((id) => id.startsWith('dexie') || /^src\/db\/(index|hooks|pageDb|schema)\.ts$/.test(id));
    expect(dexie).toEqual([]);
  });

  it('validates with zod/mini, never zod classic: the start’s contracts are zod/mini schemas (decision 141)', () => {
    const classic = [...graph].filter((id) => id === 'zod' || id.startsWith('zod/v4/classic') || id === 'zod/v4');
    expect(classic).toEqual([]);
    expect(graph).toContain('zod/mini');
  });

  it('loads neither the chat engine nor the member’s actions, nor a barrel that would bring them', () => {
    const member = [...graph].filter((id) => /^workers\/(chatEngine|chatPull|likesPull|outbox|memberActions|membersActions|accountActions|paymentsActions|chatActions|likesActions)\.ts$/.test(id) || /^src\/(sync|contract|db)\/index\.ts$/.test(id));
    expect(member).toEqual([]);
  });
});
