#!/usr/bin/env node
// Extracts every message from the code and fails when any of the 11 catalogs misses a translation.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

function run(args) {
  const r = spawnSync('npx', ['lingui', ...args], { encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout + r.stderr);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

run(['extract', '--clean']);

// Our own check on the PO files too, so the message names the missing ids.
const missing = [];
for (const locale of readdirSync('locales')) {
  if (locale === 'en' || locale === 'incoming') continue;
  const text = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const id = /msgid\s+((?:".*"\s*)+)/.exec(block);
    if (!id) continue;
    const msgid = id[1].replace(/"\s*"/g, '').trim().slice(1, -1);
    if (!msgid) continue;
    const strs = [...block.matchAll(/msgstr(?:\[\d+\])?\s+((?:".*"\s*)+)/g)].map((m) => m[1].replace(/"\s*"/g, '').trim().slice(1, -1));
    if (!strs.length || strs.some((s) => s === '')) missing.push(`${locale}: ${msgid}`);
  }
}
if (missing.length) {
  process.stdout.write(`Missing translations (${missing.length}):\n${missing.slice(0, 50).join('\n')}\n`);
  process.exit(1);
}
run(['compile', '--strict', '--typescript']);
process.stdout.write('All 11 catalogs complete.\n');
