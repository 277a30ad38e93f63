// The server as `npm start` runs it (decision 101): server/main.ts bundled by esbuild into one
// JavaScript file (packages stay in node_modules), run by plain node with the flags below. Running
// the TypeScript through tsx costs some 40 MB of resident memory (its loader thread), which counts
// when one instance holds ten thousand real-time streams. Tests and `npm run dev:server` keep tsx.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
// esbuild: a runtime dependency of its own (tsx builds with it too)
import { build, stop } from 'esbuild';

export const serverBundle = resolve('.build/server/main.mjs');

/**
 * V8 grows its heap to ~1.5-4x the live objects after each full collection; 30 % keeps an instance
 * with many idle streams (whose setup garbage lands in the old generation) near its live size, at no
 * measurable cost per request (decision 101). Source maps keep the stack traces in TypeScript lines.
 */
export const serverNodeFlags = ['--heap-growing-percent=30', '--enable-source-maps'];

/** Bundles server/main.ts into `outfile` (about a second); a benchmark may name its own file. */
export async function buildServer(outfile = serverBundle) {
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // the migrations stay where they are (server/db/connect.ts finds them relative to itself otherwise)
    define: { __MIGRATIONS_DIR__: JSON.stringify(resolve('server/db/migrations')) },
  });
  // esbuild's service process would otherwise stay next to the server for nothing
  await stop();
  return outfile;
}

/** node's arguments for the built server. */
export function serverArgs(bundle = serverBundle) {
  return [...serverNodeFlags, bundle];
}

/** Builds, then starts the server as a child process (options as for child_process.spawn). */
export async function startServer(options = {}) {
  await buildServer();
  return spawn(process.execPath, serverArgs(), options);
}
