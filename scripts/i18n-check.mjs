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

// The seeded sites' own texts (decision 173): every site has every text in every locale.
const listIn = (file, name) => new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(readFileSync(file, 'utf8'))?.[1].match(/'[a-z_]+'/g)?.map((k) => k.slice(1, -1)) ?? [];
const localeList = listIn('src/contract/locales.ts', 'locales');
const keys = listIn('src/contract/siteTexts.ts', 'siteTextKeys');
if (localeList.length !== 11) missing.push('src/contract/locales.ts: locales not found');
if (keys.length === 0) missing.push('src/contract/siteTexts.ts: siteTextKeys not found');
const seeded = JSON.parse(readFileSync('server/db/seed-site-texts.json', 'utf8'));
const seedSlugs = [...readFileSync('server/db/seed-data.ts', 'utf8').matchAll(/slug: '([a-z]+)', name: '/g)].map((m) => m[1]);
if (seedSlugs.length === 0) missing.push('server/db/seed-data.ts: no seeded sites found');
for (const slug of seedSlugs) {
  for (const l of localeList) {
    const texts = { ...seeded.shared?.[l], ...seeded.sites?.[slug]?.[l] };
    for (const key of keys) {
      const value = texts[key];
      if (typeof value !== 'string' || value.trim() === '') missing.push(`site ${slug}, ${l}: ${key} (server/db/seed-site-texts.json)`);
    }
  }
}

if (missing.length) {
  process.stdout.write(`Missing translations (${missing.length}):\n${missing.slice(0, 50).join('\n')}\n`);
  process.exit(1);
}
run(['compile', '--strict', '--typescript']);
process.stdout.write('All 11 catalogs complete.\n');
