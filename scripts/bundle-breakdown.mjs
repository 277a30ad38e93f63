// What each built chunk holds, grouped by package or source folder (decision 136).
// Build with `BUNDLE_STATS=1 npx vite build --outDir <dir>` first (rollup-plugin-visualizer's raw
// data in bundle-stats/), then: `node scripts/bundle-breakdown.mjs [page|worker] [chunk-substring]`.
// Sizes per module are the rendered code (after tree-shaking, before minifying the whole chunk)
// and that code gzipped alone: the shares are right, the sum of the parts' gzip exceeds the chunk's.
import { readFileSync } from 'node:fs';

const [which = 'worker', chunkFilter = ''] = process.argv.slice(2);
const data = JSON.parse(readFileSync(`bundle-stats/${which}.json`, 'utf8'));

/** The package (node_modules/x, node_modules/@scope/x) or the source folder two levels deep. */
function groupOf(id) {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = id.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const rel = id.replace(/^.*?\/(src|workers|locales)\//, '$1/');
  const parts = rel.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : rel;
}

const byChunk = new Map();
for (const meta of Object.values(data.nodeMetas)) {
  for (const [chunk, uid] of Object.entries(meta.moduleParts)) {
    if (!chunk.includes(chunkFilter)) continue;
    const part = data.nodeParts[uid];
    const groups = byChunk.get(chunk) ?? new Map();
    const g = groups.get(groupOf(meta.id)) ?? { raw: 0, gzip: 0, modules: 0 };
    g.raw += part.renderedLength;
    g.gzip += part.gzipLength;
    g.modules += 1;
    groups.set(groupOf(meta.id), g);
    byChunk.set(chunk, groups);
  }
}

const kb = (n) => (n / 1024).toFixed(1);
for (const [chunk, groups] of [...byChunk].sort()) {
  const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = rows.reduce((n, [, g]) => n + g.raw, 0);
  if (!chunkFilter && total < 20_000) continue;
  process.stdout.write(`\n${chunk}: ${kb(total)} KB rendered\n`);
  for (const [name, g] of rows) if (g.raw >= 500) process.stdout.write(`  ${kb(g.raw).padStart(7)} KB  ${kb(g.gzip).padStart(6)} KB gz  ${String(g.modules).padStart(3)}  ${name}` + '\n');
}
