#!/usr/bin/env node
// Writes docs/BENCHMARKS.md and its SVG charts (docs/bench/) from the JSON results of
// `npm run bench` (tests/bench/results/*.json). Run at the end of the bench, or alone:
// `node scripts/bench-report.mjs`. Parts without results are listed as not measured.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { firstRouteSection } from '../tests/bench/first-route-size.mjs';
import { membersLighthouseSection, pushOpenSection, slow3gSection } from '../tests/bench/client-report.mjs';
import { barChart, lineChart } from './bench-charts.mjs';

const resultsDir = 'tests/bench/results';
const read = (name) => {
  const file = `${resultsDir}/${name}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

/** This machine's processor and kernel: recorded with each part's figures (bench.mjs) and compared here. */
export function machineId() {
  return { cpu: `${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}`, os: `${os.type()} ${os.release()}` };
}

function machine() {
  let postgres = 'not available';
  try {
    postgres = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // no psql client
  }
  let chromium = 'not available';
  try {
    chromium = execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // not installed
  }
  const { cpu, os: system } = machineId();
  return {
    cpu,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: system,
    node: process.version,
    postgres,
    chromium,
  };
}

const cell = (v) => String(v).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
const here = machineId();
/** When a part was measured, and on which machine if not the one this report names under "Machine". */
const measured = (r) => {
  if (!r?.measured_at) return '';
  const when = `measured ${r.measured_at.slice(0, 16).replace('T', ' ')} UTC`;
  // results written before bench.mjs recorded the machine may come from an earlier one
  if (!r.machine) return ` (${when}; machine not recorded)`;
  if (r.machine.cpu === here.cpu && r.machine.os === here.os) return ` (${when})`;
  return ` (${when} on ${r.machine.cpu}, ${r.machine.os})`;
};

/** `n` and the noun, plural unless n is 1 */
const plural = (n, noun) => `${n} ${noun}${Number(n) === 1 ? '' : 's'}`;

export function report() {
  mkdirSync('docs/bench', { recursive: true });
  const m = machine();
  const out = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`scripts/bench-report.mjs`) from `tests/bench/results/*.json`. Run parts',
    'alone with `npm run bench -- <part>`: first-route, lighthouse, lighthouse-content, lighthouse-members, slow3g, push-open, chat, search, fuzz, load, realtime.',
    '',
    '## Machine',
    '',
    'The machine of the last run; a part measured on another names its own beside its date.',
    '',
    table(['', ''], Object.entries(m).map(([k, v]) => [k, v])),
    '',
  ];

  const load = read('load');
  out.push('## Load at scale on PostgreSQL' + measured(load), '');
  if (load && !load.error) {
    out.push(
      `${load.counts.members.toLocaleString('en')} members, ${load.counts.messages.toLocaleString('en')} messages, ${load.counts.likes.toLocaleString('en')} likes; ${load.seconds_per_step} s per step. Rate steps: ${load.rate_steps ?? `autocannon with ${load.connections} connections`}; maximum: ${load.max_step ?? 'autocannon'}. Ceiling: a bare Fastify route serving the same chats.php JSON from memory, ${load.bare_fastify_max_rps} requests/s. Goal: chats.php and search p99 ≤ 20 ms at 500 requests/s, ratio to the ceiling ≥ 0.5. \`chats_delta\` is the call a running app makes (\`since\` its cursor); \`chats\` is the whole list of the bench member's 63 chats as a server sends it again from its copy while the member's chats are unchanged (decision 106), \`chats_rebuilt\` the same list built by PostgreSQL on every call (a second server with \`CHAT_LIST_CACHE_MB=0\`: what a first call or a changed list costs). \`search\` is answered from the server's kept page (decision 108), \`search_read\` read from PostgreSQL on every call (the second server, \`SEARCH_CACHE_MB=0\`: a first search, a changed page or a viewer with blocks). Session checks of chats.php and search are batched across concurrent requests (decision 107). \`profile\` (a member viewing another's profile) is answered from the server's kept profile after the session check, batched with the searches' (decision 162); \`profile_rebuilt\` is read from PostgreSQL on every call (the second server, \`PROFILE_CACHE_MB=0\`: a first view, a changed profile, one's own or a viewer with blocks), one statement with the session check in it, shared by concurrent requests (decision 135), planned once per connection (decision 147). \`likes\` is the bench member's 53 likes both ways as a server sends the whole list again from its copy while the member's like rows are unchanged (decision 148), \`likes_rebuilt\` the same list built by PostgreSQL on every call (the second server, \`LIKES_LIST_CACHE_MB=0\`: one statement with the session check, decisions 135, 144 and 147). The bench's members have no real-time stream open, so their sends poke nobody (decision 145).${load.autovacuum ? ` PostgreSQL's autovacuum: ${load.autovacuum}.` : ''}`,
      '',
      load.pgbench
        ? load.pgbench.error
          ? `pgbench: ${load.pgbench.error}`
          : `The database's own ceiling for a small write transaction, in the same run: pgbench's built-in TPC-B-like script (5 statements, one commit), scale ${load.pgbench.scale}, ${load.pgbench.clients} clients, ${load.pgbench.threads} threads, ${load.pgbench.seconds} s: **${load.pgbench.tps} tps** (latency average ${load.pgbench.latency_avg_ms} ms). The send's ratio to it: ${load.summary.send?.ratio_to_pgbench ?? '—'} (goal ≥ 0.5); the send's p99 at 250 requests/s: ${load.summary.send?.p99_ms_at_250rps ?? '—'} ms (goal ≤ 50 ms). At the maximum, ${load.summary.send?.transactions_per_request ?? '—'} transactions per send: sends that arrive while three send statements run go together, one statement and one commit for many (decision 150). The ratio moves with the machine more than with the send: on a faster machine pgbench gains more than a send does (0.49 at 1,637 tps, 0.29–0.30 at 3,585–3,814 tps, the same code before decision 150); what the rest of a send costs, part by part: decision 140, "Measured later".`
        : '',
      '',
      ...(load.summary.send?.wire
        ? [
            `A send on the wire (\`tests/bench/pgwire-count.mjs\`, a server talking to PostgreSQL through a counting proxy, ${load.summary.send.wire.sends} sends one after another): **${plural(load.summary.send.wire.round_trips_per_send, 'round trip')} and ${plural(load.summary.send.wire.statements_per_send, 'statement')} per send**, the recipient's push and e-mail work after the answer (server/notify) included. Where a send's time goes (decision 134): the request is one statement, checked by tests/cost/send-statements.test.ts (under load, one statement for the sends that arrive together: decision 150, tests/integration/send-batch.test.ts) — the session check, both members' locks, every rule, the charge and its ledger line, the message, both chat rows and the answer's chat, about a dozen statements that PostgreSQL runs inside the function \`chat_send\` without a round trip between them and with the locks held only while they run; Node parses the request, judges the contact filter and checks the answer against its contract. The same statement answers the facts of the recipient's notification and, with PostgreSQL's bus, sends the pokes of members with an open stream (decisions 143, 145); what the notification does after the answer is its own: the mail job, and for a recipient with push their subscriptions and badge (the bench's recipients are demo profiles without a login, so none). Inside PostgreSQL (decisions 140 and 146, pg_stat_statements of the statements inside the function, per send): the sender's charge (a HOT update), the ledger line with its three index entries, the message with its three, the two conversation rows with their four (their version is indexed for the chat list's stamp, so those updates cannot be HOT), the notification's facts, the locks and the answer, then the commit's WAL flush; the functions it calls are PL/pgSQL, planned once per connection (decision 146: as SQL functions they were parsed and planned on every call, a third of PostgreSQL's CPU per send).`,
            '',
          ]
        : []),
      table(
        ['call', 'max req/s', 'ratio to bare', 'p99 at 500 req/s (ms)', 'CPU per request at max: server / PostgreSQL (ms)'],
        Object.entries(load.summary).map(([name, s]) => [
          name,
          s.max_rps,
          s.ratio_to_bare,
          s.p99_ms_at_500rps ?? '—',
          s.cpu_ms_per_request ? `${s.cpu_ms_per_request.server} / ${s.cpu_ms_per_request.postgres}` : '—',
        ]),
      ),
      '',
      table(
        ['call', ...(Object.values(load.steps)[0] ?? []).filter((x) => typeof x.target_rps === 'number').map((x) => `${x.target_rps} req/s: p50 / p99 ms`)],
        Object.entries(load.steps).map(([name, steps]) => [name, ...steps.filter((x) => typeof x.target_rps === 'number').map((x) => `${x.p50_ms} / ${x.p99_ms}${x.achieved_rps < x.target_rps * 0.95 ? ` (served ${x.achieved_rps})` : ''}`)]),
      ),
      '',
      'Reading these figures: the machine is a two-vCPU virtual machine shared by the server, PostgreSQL and the load generator, with CPU stolen by its neighbours (the bare route itself ranged 6,800–22,000 requests/s between runs on the same day). Consecutive runs of the same code differ by a third in throughput, and near saturation p99 swings by an order of magnitude; CPU time per request is the steadier figure to compare versions by. A call needing C ms of CPU in all (server + PostgreSQL) cannot exceed about 2,000 / C requests/s here, and p99 stays low only well below that. A CPU profile of the server put 40 % of its time in the kernel’s socket writes (writev) of queries and answers: the round trip to PostgreSQL, not the work around it, separated a call from the bare route. Since decision 107 the session checks of concurrent chats.php and search requests share one statement (natural batching: alone when idle, together under load), so a kept chat list, an unchanged delta poll and a kept search page (decisions 106, 108) cost a fraction of a round trip each, while every request is still checked in the database after it arrived. The calls that read or write their own rows on every call (chats_rebuilt, search_read, send) still make their round trips and stay far below the bare route. Since decision 135 a profile view and a likes list are one statement each (a view was four statements in three waits, the likes list two), batched like the session checks: under load one statement answers many requests, so what is left per request is PostgreSQL’s work on its rows (a view reads the member, photos, interests and the six nearest related members of twelve walked, with the region and main photo of the six kept only; the likes list 53 likes with their cards) and the server’s building and validating of the answer. Since decision 162 a profile many look at is read once per instance as a visitor sees it and answered to each viewer from that copy after the batched session check (the photos each may see, the viewer left out of the related members), so `profile` costs what a kept search page does and `profile_rebuilt` shows what a first view, a changed profile, one’s own or a viewer with blocks costs.',
      '',
      '![p99 latency against offered load](bench/load-latency.svg)',
      '',
    );
    const series = Object.entries(load.steps).map(([name, steps]) => ({
      name,
      points: steps.filter((s) => typeof s.target_rps === 'number').map((s) => [s.achieved_rps, s.p99_ms]),
    }));
    writeFileSync('docs/bench/load-latency.svg', lineChart({ title: 'p99 latency against load (PostgreSQL)', xLabel: 'requests per second served', yLabel: 'p99 ms', series }));
  } else out.push('Not measured yet (`npm run bench -- load`).', '');

  const rt = read('realtime');
  out.push('## Real-time at scale: two instances on one PostgreSQL' + measured(rt), '');
  if (rt?.sse) {
    out.push(
      table(
        ['figure', 'value', 'goal'],
        [
          ['idle SSE connections one instance holds', `${rt.sse.open} of ${rt.sse.requested}`, '≥ 10,000'],
          ['that instance\'s resident memory (before → after)', `${rt.sse.server_rss_before_mb} → ${rt.sse.server_rss_after_mb} MB (${rt.sse.kb_per_connection} KB per connection)`, '≤ 300 MB'],
          ['delivery across instances under that load, p50 / p99', `${rt.delivery_across_instances.p50_ms} / ${rt.delivery_across_instances.p99_ms} ms (${rt.delivery_across_instances.delivered}/${rt.delivery_across_instances.messages})`, ''],
          ['chats.php through the proxy: one instance → two', `${rt.chats_throughput.one_instance.rps} → ${rt.chats_throughput.two_instances.rps} req/s (× ${rt.chats_throughput.ratio})`, ''],
        ],
      ),
      '',
      'Both throughput figures go through the same small Node proxy, on the same two vCPUs as both servers, PostgreSQL and the load generator: the second instance shows that instances share the load and deliver to each other, not how far more machines would take it. The cheaper a call is for one instance (chats.php from a kept list with batched session checks, decisions 106 and 107), the more of the machine the proxy itself takes, and the smaller the gain from a second instance here.',
      '',
    );
  } else out.push('Not measured yet (`npm run bench -- realtime`).', '');

  const chat = read('chat');
  out.push('## Chat delivery and offline start' + measured(chat), '');
  if (chat?.delivery) {
    out.push(
      table(
        ['figure', 'value', 'goal'],
        [
          ['delivery p50 (send in one browser → shown in the other)', `${chat.delivery.p50_ms} ms`, '≤ 150 ms'],
          ['delivery p99', `${chat.delivery.p99_ms} ms`, '≤ 500 ms'],
          [
            'offline cold start to a painted cached conversation',
            chat.offline_cold_starts
              ? `${chat.offline_cold_start_ms} ms (median of ${chat.offline_cold_starts.length} new tabs, ${Math.min(...chat.offline_cold_starts.map((c) => c.painted_ms))}–${Math.max(...chat.offline_cold_starts.map((c) => c.painted_ms))} ms; HTML from the service worker at ${chat.offline_cold_starts.map((c) => c.html_ms).sort((x, y) => x - y)[Math.floor(chat.offline_cold_starts.length / 2)]} ms)`
              : `${chat.offline_cold_start_ms} ms`,
            '≤ 500 ms',
          ],
          // measured by the real-time part: the server as `npm start` runs it, on PostgreSQL
          ...(rt?.sse
            ? [['SSE connections one server process holds / its resident memory (real-time part above)', `${rt.sse.open} / ${rt.sse.server_rss_after_mb} MB`, '≥ 10,000 at ≤ 300 MB']]
            : []),
          ...(chat.backfill && !chat.backfill.error && chat.backfill.engine_apply_ms !== undefined
            ? [
                ['10,000-message backfill in Chromium, conversation on screen: plain bulkPut / engine apply (median)', `${chat.backfill.plain_bulkput_ms} / ${chat.backfill.engine_apply_ms} ms, ratio ${chat.backfill.ratio_bulkput_over_apply}`, 'ratio ≥ 0.8'],
                ['the same with nothing on screen', `${chat.backfill.engine_apply_nothing_shown_ms} ms, ratio ${chat.backfill.ratio_nothing_shown}`, ''],
                [
                  'longest main-thread task during the backfill',
                  chat.backfill.longest_main_thread_task_ms > 0
                    ? `${chat.backfill.longest_main_thread_task_ms} ms (long tasks per run: ${(chat.backfill.main_thread_long_tasks_per_apply ?? []).join(', ')})`
                    : 'none of 50 ms or more (PerformanceObserver longtask)',
                  '≤ 50 ms',
                ],
                ['conversation on screen updated while applying', `${(chat.backfill.conversation_updates_while_applying ?? []).join(', ')} times per run; a 10 ms timer at most ${chat.backfill.max_timer_lateness_ms} ms late`, ''],
              ]
            : chat.backfill && !chat.backfill.error
              ? [['10,000-message backfill', '`' + JSON.stringify(chat.backfill) + '`', 'ratio ≥ 0.8 to a plain bulkPut']]
              : []),
          ...(chat.backfill_node && !chat.backfill_node.error ? [['10,000-message backfill in Node (fake-indexeddb), plain / reconcile', `${chat.backfill_node.plain_bulkput_ms} / ${chat.backfill_node.reconcile_apply_ms} ms, ratio ${chat.backfill_node.ratio_bulkput_over_apply}`, '']] : []),
          ...(chat.backfill_node?.same_backfill_again_ms !== undefined
            ? [
                ['the same backfill again, every row already stored (decision 157: nothing written)', `${chat.backfill_node.same_backfill_again_ms} ms`, ''],
                ['comparing 5,000 stored rows with equal copies / one structured clone of them', `${chat.backfill_node.compare_5000_rows_ms} / ${chat.backfill_node.structured_clone_5000_rows_ms} ms`, 'compare < clone'],
              ]
            : []),
        ],
      ),
      '',
      '![delivery latency](bench/delivery.svg)',
      '',
    );
    writeFileSync(
      'docs/bench/delivery.svg',
      barChart({
        title: 'Message delivery latency between two browsers',
        yLabel: 'ms',
        bars: [
          { label: 'p50', value: chat.delivery.p50_ms, goal: 150 },
          { label: 'p99', value: chat.delivery.p99_ms, goal: 500 },
          { label: 'offline start', value: chat.offline_cold_start_ms, goal: 500 },
        ],
      }),
    );
  } else out.push('Not measured yet (`npm run bench -- chat`).', '');

  const fuzz = read('fuzz');
  out.push('## Fuzzing' + measured(fuzz), '');
  if (fuzz) {
    out.push(
      `${fuzz.runs_per_backend.toLocaleString('en')} generated requests per backend over every call of the contract; ${fuzz.passed ? 'no 5xx and every refusal a contract error code' : '**failures found**'}.`,
      '',
      table(['backend', 'cases', 'answers by status'], fuzz.backends.map((b) => [b.backend, b.cases, Object.entries(b.byStatus).map(([k, v]) => `${k}: ${v}`).join(', ')])),
      '',
    );
  } else out.push('Not measured yet (`npm run bench -- fuzz`).', '');

  const first = read('first-route-size');
  out.push('## First route' + measured(first), '');
  if (first) out.push(...firstRouteSection(first));
  else out.push('Not measured yet (`npm run bench -- first-route`).', '');

  const lighthouseTable = (runs) =>
    table(
      ['page', 'run', 'performance', 'accessibility', 'best practices', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'CLS'],
      runs.map((r) => [
        new URL(r.url).pathname,
        `${r.run ?? 1}${r.attempts > 1 ? ` (${r.attempts} attempts)` : ''}`,
        r.performance ?? r.error ?? '?',
        r.accessibility ?? '?',
        r.best_practices ?? '?',
        r.first_contentful_paint_ms == null ? '?' : Math.round(r.first_contentful_paint_ms),
        r.largest_contentful_paint_ms == null ? '?' : Math.round(r.largest_contentful_paint_ms),
        r.total_blocking_time_ms == null ? '?' : Math.round(r.total_blocking_time_ms),
        r.cumulative_layout_shift == null ? '?' : Number(r.cumulative_layout_shift.toFixed(3)),
      ]),
    );
  const lhNote = 'Mobile preset, simulated throttling, Debian Chromium, each run in a fresh browser; figures vary with the load of the shared machine.';

  const lh = read('lighthouse');
  out.push('## Lighthouse (mobile)' + measured(lh), '');
  if (lh?.runs) out.push(lhNote, '', lighthouseTable(lh.runs), '');
  else out.push('Not measured yet (`npm run bench -- lighthouse`).', '');

  const lhContent = read('lighthouse-content');
  out.push('## Lighthouse: lander, content page, home' + measured(lhContent), '');
  if (lhContent?.runs) out.push(`${lhNote} Goal: performance ≥ 98, LCP ≤ 1200 ms, accessibility 100, best practices 100.`, '', lighthouseTable(lhContent.runs), '');
  else out.push('Not measured yet (`npm run bench -- lighthouse-content`).', '');

  // the members area logged in and the slow 3G connection (tests/bench/client-report.mjs, decision 137)
  out.push(...membersLighthouseSection({ read, measured, lighthouseTable }), ...slow3gSection({ read, measured, table }), ...pushOpenSection({ read, measured, table }));

  const search = read('search');
  out.push('## Members search' + measured(search), '');
  if (search) {
    out.push(
      'One request at a time through the app (inject), every page read from the database (`SEARCH_CACHE_MB=0`; the kept pages of decision 108 are in the load benchmark above): the first page, page 50 by its cursor (keyset, as the app pages) and page 50 by number (a deep link). Milliseconds; then the processing time of a 12-megapixel JPEG upload.',
      '',
      '```json',
      JSON.stringify(search, null, 2),
      '```',
      '',
    );
  }
  else out.push('Not measured yet (`npm run bench -- search`).', '');

  const dashboard = read('dashboard');
  out.push('## Dashboard at scale on PostgreSQL (decision 132)' + measured(dashboard), '');
  if (dashboard && !dashboard.error) {
    const a = (x) => `p50 ${x.p50_ms} ms, p95 ${x.p95_ms} ms, max ${x.max_ms} ms`;
    out.push(
      `The load benchmark's data (${dashboard.data.members.toLocaleString('en')} members, ${dashboard.data.messages.toLocaleString('en')} messages, ${dashboard.data.sites} sites) plus ${dashboard.data.lander_visits.toLocaleString('en')} lander visits over 90 days. Goal: the answer for 90 days of one site and of all sites ≤ 300 ms. The answer reads only the rollup (\`server/admin/dashboard/query.ts\`, as the route calls it, ${dashboard.runs} runs after 3 warm-up runs); the rollup job recomputes the last closed day and today.`,
      '',
      '| What | Time |',
      '|---|---|',
      `| Answer, 90 days, one site (site ${dashboard.answer_one_site.site}) | ${a(dashboard.answer_one_site)} |`,
      `| Answer, 90 days, all sites | ${a(dashboard.answer_all_sites)} |`,
      `| Rollup, first run (backfill ${dashboard.rollup.backfill_days}) | ${dashboard.rollup.backfill_ms} ms |`,
      `| Rollup, ordinary run (${dashboard.rollup.ordinary_run_days}) | ${dashboard.rollup.ordinary_run_ms} ms |`,
      '',
      '```json',
      JSON.stringify(dashboard, null, 2),
      '```',
      '',
    );
  } else out.push('Not measured yet (`npm run bench -- dashboard`).', '');

  writeFileSync('docs/BENCHMARKS.md', keepPrevious(`${out.join('\n')}\n`));
  return 'docs/BENCHMARKS.md';
}

/**
 * The results are not committed and several people run single parts on one working tree: a part
 * without results here keeps its section (figures and date) from the BENCHMARKS.md written before.
 */
function keepPrevious(text) {
  const file = 'docs/BENCHMARKS.md';
  if (!existsSync(file)) return text;
  const sections = (md) => md.split(/\n(?=## )/);
  const title = (section) => section.split('\n', 1)[0].replace(/ \(measured [^)]*\)$/, '');
  const previous = new Map(sections(readFileSync(file, 'utf8')).map((s) => [title(s), s.trimEnd()]));
  return `${sections(text)
    .map((section) => {
      const old = previous.get(title(section));
      return section.includes('Not measured yet') && old && !old.includes('Not measured yet') ? old : section.trimEnd();
    })
    .join('\n\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${report()}\n`);
