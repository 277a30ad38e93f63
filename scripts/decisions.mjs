#!/usr/bin/env node
// The decision records' index (docs/decisions/README.md): `node scripts/decisions.mjs` writes
// docs/decisions/README.md from the records themselves; `--check` (run by `npm test` beside lint) fails
// when a record has no status line, names a record that does not exist, or the index is not current.
//
// A record starts with its title (`# NNN …`), then a line `Status: accepted`, `Status: accepted;
// amended by 125, 162` or `Status: superseded by 162`. The index lists each record with its status and
// the later records that refer to it, so a reader of an old record finds what changed it since.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const dir = 'docs/decisions';
const files = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f)).sort();
const numberOf = (f) => Number(f.slice(0, 3));
const known = new Set(files.map(numberOf));
const problems = [];

const records = files.map((file) => {
  const text = readFileSync(`${dir}/${file}`, 'utf8');
  const lines = text.split('\n');
  const title = lines[0].replace(/^#\s*\d{3}\s*[—–:.·-]*\s*/, '').trim();
  if (!lines[0].startsWith('#')) problems.push(`${file}: the first line is not the record's title`);
  const statusLine = lines.slice(1, 4).find((l) => l.startsWith('Status: '));
  let status = '';
  if (!statusLine) problems.push(`${file}: no "Status: …" line under the title`);
  else {
    status = statusLine.slice('Status: '.length).trim();
    if (!/^(accepted(; amended by \d{3}(, \d{3})*)?|superseded by \d{3})$/.test(status)) {
      problems.push(`${file}: status "${status}" is not "accepted", "accepted; amended by NNN[, NNN]" or "superseded by NNN"`);
    }
    for (const n of status.match(/\d{3}/g) ?? []) {
      if (!known.has(Number(n))) problems.push(`${file}: its status names decision ${n}, which does not exist`);
    }
  }
  // "decision 60", "decision 060", "decisions 105, 108 and 162"
  const refs = new Set();
  for (const m of text.matchAll(/[Dd]ecisions? ((?:\d{1,3}(?:, | and | or |\/)?)+)/g)) {
    for (const n of m[1].match(/\d{1,3}/g) ?? []) if (known.has(Number(n)) && Number(n) !== numberOf(file)) refs.add(Number(n));
  }
  return { file, number: numberOf(file), title, status, refs };
});

const referredBy = new Map();
for (const r of records) for (const n of r.refs) if (n < r.number) referredBy.set(n, [...(referredBy.get(n) ?? []), r.number]);

const pad = (n) => String(n).padStart(3, '0');
const link = (n) => {
  const r = records.find((x) => x.number === n);
  return `[${pad(n)}](${r.file})`;
};
const out = [
  '# Decision records',
  '',
  'Written by `node scripts/decisions.mjs` from the records; `npm test` checks it is current. Each record',
  'says why the product is built the way it is; its status line says whether it still holds',
  '(`accepted`), was changed in part by later records (`amended by`), or no longer holds',
  '(`superseded by`). "Referred to by" lists the later records that mention it: read them before',
  'relying on an old one. A new record takes the next free number and a status line under its title.',
  'Measurements over time are in [BENCHMARKS.md](../BENCHMARKS.md).',
  '',
  '| # | decision | status | referred to by |',
  '|---|---|---|---|',
  ...records.map((r) => {
    const status = r.status.replace(/\d{3}/g, (n) => link(Number(n)));
    const later = (referredBy.get(r.number) ?? []).map(link).join(', ');
    return `| ${link(r.number)} | ${r.title.replace(/\|/g, '\\|')} | ${status} | ${later} |`;
  }),
  '',
].join('\n');

const indexPath = `${dir}/README.md`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {
    /* missing: reported below */
  }
  if (current !== out) problems.push(`${indexPath} is not current: run node scripts/decisions.mjs`);
  if (problems.length) {
    for (const p of problems) process.stderr.write(`${p}\n`);
    process.exit(1);
  }
  process.stdout.write(`${records.length} decision records, each with a status, index current\n`);
} else {
  writeFileSync(indexPath, out);
  for (const p of problems) process.stderr.write(`${p}\n`);
  process.stdout.write(`wrote ${indexPath} (${records.length} records)\n`);
  if (problems.length) process.exit(1);
}
