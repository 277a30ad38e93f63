#!/usr/bin/env node
// Fills the PO catalogs from translation files: `node scripts/i18n-merge.mjs`.
// Each area writes `locales/incoming/<area>.json` as { "<English message>": { "da": "…", "de": "…", … } }
// (the message exactly as in the code, ICU placeholders included). The script extracts the messages
// from the code, fills every empty translation it has a text for, and reports what is still missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  process.stdout.write(extract.stdout + extract.stderr);
  process.exit(1);
}

const incoming = {};
const dir = 'locales/incoming';
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(incoming, JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')));
  }
}

let filled = 0;
const missing = [];
for (const locale of readdirSync('locales').filter((l) => l !== 'incoming' && l !== 'en')) {
  const path = `locales/${locale}/messages.po`;
  const po = PO.parse(readFileSync(path, 'utf8'));
  for (const item of po.items) {
    if (item.msgstr.some((s) => s !== '')) continue;
    const text = incoming[item.msgid]?.[locale];
    if (text) {
      item.msgstr = [text];
      filled++;
    } else {
      missing.push(`${locale}: ${item.msgid}`);
    }
  }
  writeFileSync(path, po.toString());
}
process.stdout.write(`Filled ${filled} translations.\n`);
if (missing.length) {
  process.stdout.write(`Still missing (${missing.length}):\n${missing.slice(0, 80).join('\n')}\n`);
  process.exit(1);
}
