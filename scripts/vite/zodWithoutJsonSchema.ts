import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: every classic schema refers to it, nothing that validates calls it. */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The names a module exports (`export function|const …`, `export { a as b }`). */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = ''] of source.matchAll(/^export (?:function|const|let|class) (\w+)/gm)) names.add(name);
  for (const [, list = ''] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The sync worker's build only (decision 136): zod's JSON Schema generator is left out. zod classic
 * attaches `toJSONSchema()` and per-type JSON Schema processors to every schema, so tree-shaking
 * keeps the whole generator although the worker only parses. The same names are exported; a call
 * throws (the `create…Method` factories return a function that throws when called), so parsing is
 * unchanged and any use of JSON Schema in the worker fails loudly instead of answering wrongly.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    load(id) {
      if (!JSON_SCHEMA_MODULE.test(id)) return null;
      const names = exportedNames(readFileSync(id, 'utf8'));
      const lines = [
        "const unavailable = () => { throw new Error('zod JSON Schema is not built into the sync worker (decision 136)'); };",
        ...[...names].map((name) => (name.startsWith('create') ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`)),
      ];
      return lines.join('\n');
    },
  };
}
