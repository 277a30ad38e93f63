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

// the server bundled into one file and run by plain node with its memory flags (decision 101)
const server = await startServer({ stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
