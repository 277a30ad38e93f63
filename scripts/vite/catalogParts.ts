import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** `locales/<locale>/messages.po?part=shell` (or `rest`): one part of a locale's compiled catalog. */
const partQuery = /\.po\?part=(shell|rest)$/;

/** Static imports (not `import type`, not `import()`) of our own modules. */
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

/**
 * The source files statically reachable from the entries (relative to `root`): the modules the
 * first route runs, whatever screen it shows among `entries`.
 */
export function staticClosure(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = entries.map((entry) => resolve(root, entry));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (/\.(ts|tsx)$/.test(target) && existsSync(target)) stack.push(target);
    }
  }
  return new Set([...seen].map((file) => relative(root, file)));
}

/**
 * Splits each locale's catalog in two (decision 006): `shell`, the messages of the modules the
 * first route runs (the static import closure of `entries`: main.tsx and the screens a visitor
 * lands on), and `rest`, every other message, loaded when another screen or a member's parts need
 * them. The PO files stay one per locale (`lingui compile --strict` and i18n-check unchanged); the
 * split is made from each message's origin (`#: file` references) at build time.
 */
export function catalogParts({ entries }: { entries: readonly string[] }): Plugin {
  const config = getConfig();
  const root = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  let shellIds: Promise<Set<string>> | null = null;

  async function readShellIds(): Promise<Set<string>> {
    const files = staticClosure(root, entries);
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config.ts has no catalog');
    const source = await catalog.read(sourceLocale);
    const ids = new Set<string>();
    for (const [id, message] of Object.entries(source ?? {})) {
      if ((message.origin ?? []).some(([file]) => files.has(file))) ids.add(id);
    }
    return ids;
  }

  return {
    name: 'lingui-catalog-parts',
    enforce: 'pre',
    buildStart() {
      shellIds = null; // a watch rebuild reads the import graph again
    },
    async transform(_code, id) {
      const part = partQuery.exec(id)?.[1];
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      const found = getCatalogForFile(relative(root, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the catalogs of lingui.config.ts`);
      shellIds ??= readShellIds();
      const shell = await shellIds;
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale,
      });
      const kept = Object.fromEntries(Object.entries(messages).filter(([messageId]) => shell.has(messageId) === (part === 'shell')));
      const { source } = createCompiledCatalog(found.locale, kept, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
