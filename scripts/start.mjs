#!/usr/bin/env node
// `npm start`: build the client when its sources changed since the last build, then run the server
// (which migrates and seeds the embedded database on its own) from its bundle (scripts/server-build.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server-build.mjs';

const staticDir = process.env.STATIC_DIR ?? 'dist';
const inputs = ['index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json', 'src', 'sw', 'workers', 'locales', 'public'];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

const hash = createHash('sha256');
for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(file));
const digest = hash.digest('hex');
const stamp = join(staticDir, '.build-hash');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  process.stdout.write('Building the client…\n');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, digest);
}

// decision 109: a fresh checkout with nothing configured runs the full demo. Demo mode is
// turned on only when DEMO_MODE is not set and PUBLIC_URL is unset or local (the same hosts as
// isLocalHostname in server/platform/config.ts, which refuses demo mode on any other address anyway).
function isLocalUrl(value) {
  if (value === undefined || value.trim() === '') return true;
  let host;
  try {
    host = new URL(value).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
const env = { ...process.env };
if (env.DEMO_MODE === undefined && isLocalUrl(env.PUBLIC_URL)) {
  env.DEMO_MODE = '1';
  process.stdout.write('Starting the DEMO (DEMO_MODE=1: demo logins, development mailbox, sandbox payments). For production see README "Deploying to production".\n');
}

// the server bundled into one file and run by plain node with its memory flags (decision 101)
const server = await startServer({ stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
