import { BATCHED_READS, CACHE_MAX_AGE_MS, KEPT_READS, LISTENER_SILENCE_MS, type KeptReadDeclaration } from './declarations.ts';

/** The command that writes docs/STALENESS.md again from the declarations. */
export const STALENESS_COMMAND = 'STALENESS_WRITE=1 npx vitest run server/platform/readModel/readModel.test.ts';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const decisions = (numbers: readonly number[]): string => numbers.map((n) => String(n).padStart(3, '0')).join(', ');

function worst(d: KeptReadDeclaration): string {
  if (d.stalestMs === null) return 'not bounded by time';
  if (d.stalestMs === 0) return 'never';
  return d.stalestMs > 60_000 ? `${d.stalestMs / 60_000} min` : `${d.stalestMs / 1000} s`;
}

/** docs/STALENESS.md, written from the declarations of server/platform/readModel (decision 188). */
export function stalenessPage(): string {
  const kept = Object.values(KEPT_READS).sort((a, b) => (b.stalestMs ?? Infinity) - (a.stalestMs ?? Infinity));
  const lines = [
    '# Reads that may be stale, and for how long',
    '',
    `Written from \`server/platform/readModel/declarations.ts\` (decision 188); do not edit by hand. After changing a`,
    `declaration: \`${STALENESS_COMMAND}\`.`,
    '',
    'Every instance of the server answers some reads from its own memory instead of the database. Each is',
    'declared in the read model with what it keeps, its bound, what drops it and the longest a member or staff',
    'may see a value that is no longer true. Everything not listed here is read from the database for each',
    'request. Most stale-able reads in one sentence: a change to another member\'s card reaches every',
    `instance's kept lists, pages and profiles within milliseconds while its listener hears, within`,
    `${LISTENER_SILENCE_MS / 1000} s the instance stops answering from them when the listener stops hearing, and no`,
    `entry is answered once it is ${CACHE_MAX_AGE_MS / 1000} s old (decision 114). A member's own rows, blocks, logging out and paying`,
    'are checked in the database on every call.',
    '',
    '## Kept reads, stalest first',
    '',
    '| read | worst staleness | keeps | key | bound | invalidation | home | decisions |',
    '|---|---|---|---|---|---|---|---|',
    ...kept.map((d) => `| ${cell(d.name)} | ${worst(d)} | ${cell(d.keeps)} | ${cell(d.key)} | ${cell(d.bound)} | ${cell(d.invalidation)} | \`${d.home}\` | ${decisions(d.decisions)} |`),
    '',
    '### Worst staleness in words',
    '',
    ...kept.map((d) => `- **${d.name}**: ${d.stalest}.`),
    '',
    '## Batched reads: never stale',
    '',
    'Concurrent requests\' lookups of one kind share one statement (decision 107): a lookup is sent at once',
    'while fewer than `maxInFlight` statements of its kind run, the ones that arrive meanwhile go together',
    'when one returns. Every lookup runs in a statement that started after its request arrived, so it sees',
    'every write committed before the request: nothing here is stale.',
    '',
    '| batcher | answers | one per | max in flight | max batch | home | decisions |',
    '|---|---|---|---|---|---|---|',
    ...Object.values(BATCHED_READS).map(
      (d) => `| ${cell(d.name)} | ${cell(d.answers)} | ${cell(d.per)} | ${d.limits.maxInFlight} | ${d.limits.maxBatch} | \`${d.home}\` | ${decisions(d.decisions)} |`,
    ),
    '',
    '## Outside the server',
    '',
    'Browsers and a CDN keep `/media` files as decision 112 says: member photos and chat images up to 5 min',
    '(`max-age=300`, revalidated against the access rules), gift pictures for good (their bytes never change).',
    'The app keeps what it synced in its local database (decision 003) and shows it until the next pull.',
    '',
  ];
  return lines.join('\n');
}
