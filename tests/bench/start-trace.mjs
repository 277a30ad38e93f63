// The page's main-thread start work, from a Chromium performance trace (decision 142): what runs
// after navigation, in which tasks, attributed to scripts and functions. CPU throttled 4x through
// CDP (Emulation.setCPUThrottlingRate, the rate of Lighthouse's mobile preset). Scores of a shared
// machine move with its load; the work a page does does not, and comparing two builds alternately
// (A, B, A, B, …) in one session lets the load's drift cancel.
//
//   node tests/bench/start-trace.mjs --base A=http://localhost:3000 [--base B=http://localhost:3001]
//        [--runs 5] [--paths /signup,/members,chat] [--json out.json] [--maps A=dist-a,B=dist-b]
//        [--save-traces dir] (each trace, for Chromium's performance panel) [--cpu 4] (CPU slowdown) [--slow3g]
//        [--no-profiler] (no V8 sampling: starting it costs the page some 70 ms at the navigation's
//        start, which shifts every later time of the trace; functions are then not named)
//        LONG_TASK_MS=12 in the environment lists shorter tasks (default 50): with --cpu 1, the tasks
//        Lighthouse's simulation multiplies by 4 into long ones
//
// `/signup` (any path not under the members' area) is opened as a first-time visitor in a fresh
// browser context; `/members`, `/chats…`, `/likes…` and `chat` (the demo conversation) as the demo
// member, logged in beforehand in that context (a returning member: service worker and IndexedDB
// warm; the conversation opened once before, as slow3g.mjs's repaint). Each server must run in demo mode (as `npm run bench` starts it). With `--maps`, the
// builds' source maps (`vite build --sourcemap`) name the functions of the long tasks.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from './lighthouse.mjs';
import { SLOW_3G } from './slow3g.mjs';
import { demoConversation, loginInPage, openConversation } from './member-session.mjs';

let CPU_SLOWDOWN = 4;
/** `--slow3g`: the network of slow3g.mjs on the traced tab */
let NETWORK = null;
const LONG_TASK_MS = Number(process.env.LONG_TASK_MS ?? 50);
const SETTLE_MS = 3_000;
let CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

function parseArgs(argv) {
  const args = { bases: [], runs: 5, paths: ['/signup', '/members', 'chat'], json: null, maps: {} };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--base') {
      const [name, url] = value.split('=');
      args.bases.push({ name, url });
    } else if (flag === '--runs') args.runs = Number(value);
    else if (flag === '--paths') args.paths = value.split(',');
    else if (flag === '--json') args.json = value;
    else if (flag === '--save-traces') args.saveTraces = value;
    else if (flag === '--cpu') CPU_SLOWDOWN = Number(value);
    else if (flag === '--no-profiler') {
      CATEGORIES = CATEGORIES.filter((category) => category !== 'disabled-by-default-v8.cpu_profiler');
      continue;
    } else if (flag === '--slow3g') {
      NETWORK = SLOW_3G;
      continue;
    }
    else if (flag === '--maps') for (const pair of value.split(',')) args.maps[pair.split('=')[0]] = pair.split('=')[1];
    else continue;
    i++;
  }
  return args;
}

const memberPath = (path) => path === 'chat' || /^\/(members|chats|likes)/.test(path);


/** A browser context with the demo member logged in (member-session.mjs), on /members or `warmPath`. */
async function memberContext(browser, base, warmPath) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await loginInPage(page, base);
  if (warmPath) await openConversation(page, `${base}${warmPath}`);
  return { context, page };
}

/** Traces one navigation in `page` (a fresh tab), CPU throttled; the trace's events. */
async function traceNavigation(page, url, ready, painted) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  // the frame's time when the screen first holds its content (a mutation observer, as slow3g.mjs marks it)
  await page.evaluateOnNewDocument(`new MutationObserver(() => {
    if (window.__ready === undefined && (${ready})()) window.__ready = performance.now();
  }).observe(document, { subtree: true, childList: true });`);
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // a painted login or signup form: the app starts at the visitor's first interaction (decision 151),
  // here a focus on its first field once the app's module is downloaded
  if (painted) {
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]') !== null, { timeout: 120_000, polling: 50 });
    await page.focus('form[data-ssr-form] input');
  }
  await page.waitForFunction(() => window.__ready !== undefined, { timeout: 120_000, polling: 50 });
  const readyAt = await page.evaluate(() => window.__ready);
  // the work that follows the first screen (data, effects, the worker's answers) belongs to the start too
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const buffer = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { events: JSON.parse(Buffer.from(buffer).toString('utf8')).traceEvents, readyAt };
}

/** The screen is the app's (not the server's painted form), with its main content shown. */
function readyCheck(path) {
  if (path === 'chat') return () => document.querySelector('p.msg-text') !== null;
  if (path.startsWith('/members')) return () => document.querySelector('main h1, main h2') !== null && document.querySelector('main a[href^="/profile"], main li') !== null;
  if (path === '/signup' || path === '/login') return () => !document.querySelector('form[data-ssr-form]') && document.querySelector('main form') !== null;
  return () => document.querySelector('main h1, main h2') !== null;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

/** Source maps of a build's assets, by file name (loaded on demand). */
function mapResolver(dir) {
  const cache = new Map();
  return (url, line, column) => {
    if (!dir || !url) return null;
    const file = basename(new URL(url, 'http://x').pathname);
    if (!cache.has(file)) {
      const path = join(dir, 'assets', `${file}.map`);
      cache.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    const consumer = cache.get(file);
    if (!consumer) return null;
    const pos = consumer.originalPositionFor({ line: line + 1, column });
    if (!pos.source) return null;
    return { source: pos.source.replace(/^.*?\/(node_modules|src|workers|locales)\//, '$1/'), line: pos.line, name: pos.name };
  };
}

const shortUrl = (url) => (url ? basename(new URL(url, 'http://x').pathname) || url : '');

/** Long tasks of the page's main thread, with what ran in them. */
export function analyze(events, pageUrl, resolve) {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith(pageUrl))
    .at(-1);
  if (!nav) throw new Error(`no navigationStart for ${pageUrl}`);
  const { pid, tid } = nav;
  const t0 = nav.ts;
  const ms = (us) => Math.round(us / 100) / 10;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  // the new document's work starts with its parsing (before it: the old document's unload, the navigation)
  const parsed = own.filter((e) => e.name === 'ParseHTML').sort((a, b) => a.ts - b.ts)[0];
  const from = parsed ? parsed.ts : t0;
  // outermost top-level tasks
  const tasks = [];
  for (const e of own.filter((x) => TOP_LEVEL.has(x.name) && x.ts + x.dur >= from).sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue;
    tasks.push(e);
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0);
  // CPU samples of the main thread (the profiler's chunks), each with its stack's leaf and a walk to the root
  const nodes = new Map();
  const samples = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    let t = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
      const cpu = chunk.args.data.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
      const deltas = chunk.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id, i) => {
        t += deltas[i] ?? 0;
        samples.push({ ts: t, id });
      });
    }
  }
  const frameName = (node) => {
    const f = node.callFrame;
    if (!f.url) return f.functionName || '(native)';
    const mapped = resolve(f.url, f.lineNumber, f.columnNumber);
    if (mapped) return `${mapped.name ?? f.functionName ?? '?'} ${mapped.source}:${mapped.line}`;
    return `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };
  const stackOf = (id) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      if (!['(root)', '(program)', '(idle)'].includes(node.callFrame.functionName) || node.callFrame.url) stack.push(node);
    }
    return stack;
  };
  // parents are not given on the nodes of every Chromium: derive them from `children`
  for (const node of nodes.values()) for (const child of node.children ?? []) if (nodes.has(child)) nodes.get(child).parent = node.id;

  const describe = (task) => {
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const kinds = new Map();
    const add = (key, dur) => kinds.set(key, (kinds.get(key) ?? 0) + dur);
    for (const e of inside) {
      const d = e.args?.data ?? {};
      if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') add(`evaluate ${shortUrl(d.url ?? e.args?.url ?? e.args?.fileName)}`, e.dur);
      else if (e.name === 'v8.compile' || e.name === 'v8.compileModule' || e.name === 'V8.CompileCode') add(`compile ${shortUrl(e.args?.fileName ?? d.url)}`, e.dur);
      else if (e.name === 'FunctionCall') add(`call ${d.functionName || '(anonymous)'} ${shortUrl(d.url)}`, e.dur);
      else if (['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'MinorGC', 'MajorGC', 'PrePaint', 'Commit', 'HitTest'].includes(e.name)) add(e.name, e.dur);
      else if (e.name === 'EventDispatch') add(`event ${d.type}`, e.dur);
      else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'RunMicrotasks' || e.name === 'HandlePostMessage') add(e.name, e.dur);
    }
    const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, d]) => `${k} ${ms(d)}`);
    // self time by function and time by our source module (first mapped frame of the stack) from the samples
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
    const self = new Map();
    const byModule = new Map();
    const step = inTask.length ? task.dur / inTask.length : 0;
    for (const s of inTask) {
      const stack = stackOf(s.id);
      const leaf = stack[0];
      const name = leaf ? frameName(leaf) : '(program)';
      self.set(name, (self.get(name) ?? 0) + step);
      const mod = stack.map((n) => n.callFrame.url && resolve(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)).find((m) => m && m.source.startsWith('src/'));
      const key = mod ? mod.source : leaf?.callFrame.url ? `(${shortUrl(leaf.callFrame.url)})` : '(native/GC)';
      byModule.set(key, (byModule.get(key) ?? 0) + step);
    }
    return {
      start_ms: ms(task.ts - t0),
      duration_ms: ms(task.dur),
      cpu_ms: ms(task.tdur ?? 0),
      events: top,
      self_time: [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, d]) => `${k} ${ms(d)}`),
      by_source: [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, d]) => `${k} ${ms(d)}`),
    };
  };
  const long = tasks.filter((t) => t.dur > LONG_TASK_MS * 1000);
  const fcpAt = fcp ? fcp.ts : t0;
  const blocking = tasks.filter((t) => t.ts >= fcpAt).reduce((sum, t) => sum + Math.max(0, t.dur - LONG_TASK_MS * 1000), 0);
  const busy = tasks.reduce((sum, t) => sum + t.dur, 0);
  // thread time (CPU the main thread really used, throttling's pauses and other processes' turns
  // excluded): steadier than wall time on a loaded machine
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  return {
    fcp_ms: fcp ? ms(fcp.ts - t0) : null,
    main_thread_busy_ms: ms(busy),
    main_thread_cpu_ms: ms(cpu),
    long_tasks_cpu_ms: ms(long.reduce((sum, t) => sum + (t.tdur ?? 0), 0)),
    tasks: tasks.length,
    long_tasks: long.length,
    longest_task_ms: ms(Math.max(0, ...tasks.map((t) => t.dur))),
    blocking_after_fcp_ms: ms(blocking),
    long: long.map(describe),
  };
}

async function measure(browser, base, path, conversationId, resolve, save) {
  const member = memberPath(path);
  const target = path === 'chat' ? `/chats/${conversationId}` : path;
  const session = member ? await memberContext(browser, base, path === 'chat' ? target : null) : { context: await browser.createBrowserContext(), page: null };
  try {
    if (!member) await session.context.setCookie({ name: 'entry_ok', value: String(Date.now()), domain: new URL(base).hostname, path: '/' });
    const page = await session.context.newPage();
    if (session.page) await session.page.close();
    const url = `${base}${target}`;
    const { events, readyAt } = await traceNavigation(page, url, readyCheck(path), path === '/login' || path === '/signup');
    if (save) writeFileSync(save, JSON.stringify({ traceEvents: events }));
    return { path: target, ready_ms: Math.round(readyAt), ...analyze(events, url, resolve) };
  } finally {
    await session.context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.bases.length) throw new Error('--base NAME=URL is required');
  const conversations = new Map();
  for (const { name, url } of args.bases) if (args.paths.some(memberPath)) conversations.set(name, (await demoConversation(url)).conversationId);
  const resolvers = Object.fromEntries(args.bases.map(({ name }) => [name, mapResolver(args.maps[name])]));
  const results = [];
  const browser = await launchChromium();
  try {
    for (let run = 1; run <= args.runs; run++) {
      for (const path of args.paths) {
        for (const { name, url } of args.bases) {
          try {
            const save = args.saveTraces ? join(args.saveTraces, `${name}-${path.replace(/\W+/g, '') || 'root'}-${run}.json`) : null;
            const r = await measure(browser, url, path, conversations.get(name), resolvers[name], save);
            results.push({ build: name, run, ...r });
            process.stderr.write(`${name} ${r.path} run ${run}: busy ${r.main_thread_busy_ms} ms (cpu ${r.main_thread_cpu_ms}), ${r.long_tasks} long (longest ${r.longest_task_ms}), blocking after FCP ${r.blocking_after_fcp_ms}, ready ${r.ready_ms}\n`);
          } catch (err) {
            results.push({ build: name, run, path, error: String(err?.message ?? err).slice(0, 500) });
            process.stderr.write(`${name} ${path} run ${run}: ${err?.message ?? err}\n`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = [];
  for (const path of args.paths) {
    for (const { name } of args.bases) {
      const rs = results.filter((r) => r.build === name && !r.error && (r.path === path || (path === 'chat' && r.path.startsWith('/chats/'))));
      summary.push({
        build: name,
        path,
        runs: rs.length,
        median_busy_ms: median(rs.map((r) => r.main_thread_busy_ms)),
        median_cpu_ms: median(rs.map((r) => r.main_thread_cpu_ms)),
        median_long_tasks_cpu_ms: median(rs.map((r) => r.long_tasks_cpu_ms)),
        median_blocking_after_fcp_ms: median(rs.map((r) => r.blocking_after_fcp_ms)),
        median_longest_task_ms: median(rs.map((r) => r.longest_task_ms)),
        median_long_tasks: median(rs.map((r) => r.long_tasks)),
        median_ready_ms: median(rs.map((r) => r.ready_ms)),
      });
    }
  }
  const out = { measured_at: new Date().toISOString(), cpu_slowdown: CPU_SLOWDOWN, summary, results };
  if (args.json) writeFileSync(args.json, JSON.stringify(out, null, 2));
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
