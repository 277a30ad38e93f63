// The server as `npm start` runs it (decision 101): server/main.ts bundled by esbuild into one
// JavaScript file (packages stay in node_modules), run by plain node with the flags below. Running
// the TypeScript through tsx costs some 40 MB of resident memory (its loader thread), which counts
// when one instance holds ten thousand real-time streams. Tests and `npm run dev:server` keep tsx.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
// esbuild: a runtime dependency of its own (tsx builds with it too)
import { build, stop, version as esbuildVersion } from 'esbuild';

export const serverBundle = resolve('.build/server/main.mjs');

/**
 * V8 grows its heap to ~1.5-4x the live objects after each full collection; 30 % keeps an instance
 * with many idle streams (whose setup garbage lands in the old generation) near its live size, at no
 * measurable cost per request (decision 101). Source maps keep the stack traces in TypeScript lines.
 */
export const serverNodeFlags = ['--heap-growing-percent=30', '--enable-source-maps'];

/** Files esbuild reads besides the bundled sources (module resolution, TypeScript settings). */
const SETTINGS = ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'server/tsconfig.json'];

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hashOf = (file) => {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null;
  }
};

/** Writes a file whole or not at all: a temporary file in the same folder, then a rename (atomic on one file system). */
function writeAtomically(file, contents) {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The stamp beside a bundle (decision 101): the build's options, the bundle's hash and the hash of
 * every file esbuild read for it (its metafile's inputs), so the next start can tell whether
 * anything changed.
 */
const stampOf = (outfile) => `${outfile}.inputs.json`;

/** True when `outfile` is the bundle its stamp names and no input of that build changed since. */
export function bundleIsCurrent(outfile, key) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampOf(outfile), 'utf8'));
  } catch {
    return false;
  }
  if (stamp === null || typeof stamp !== 'object' || stamp.key !== key || stamp.inputs === null || typeof stamp.inputs !== 'object') return false;
  if (stamp.bundle !== hashOf(outfile)) return false;
  const inputs = Object.entries(stamp.inputs);
  return inputs.length > 0 && inputs.every(([file, hash]) => hashOf(file) === hash);
}

/**
 * Bundles `entry` (server/main.ts) into `outfile` (about a second); a benchmark may name its own
 * file. Several instances may start at once from one checkout (README "Deploying to production"):
 * the bundle and its source map are written to temporary files and renamed into place, so a node
 * starting meanwhile reads the old file or the new one, never half of one; and nothing is built
 * when no input changed since the last build (the stamp beside the bundle). Answers the bundle's path.
 */
export async function buildServer(outfile = serverBundle, entry = 'server/main.ts') {
  outfile = resolve(outfile);
  mkdirSync(dirname(outfile), { recursive: true });
  const options = {
    entryPoints: [entry],
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
  };
  const key = sha256(JSON.stringify({ esbuild: esbuildVersion, options, settings: SETTINGS.map(hashOf) }));
  if (bundleIsCurrent(outfile, key)) return outfile;
  try {
    const result = await build({ ...options, write: false, metafile: true });
    // the source map first: a bundle is never in place without the map it names
    const files = [...result.outputFiles].sort((a, b) => Number(a.path === outfile) - Number(b.path === outfile));
    for (const file of files) writeAtomically(file.path, file.contents);
    const bundle = sha256(files.find((file) => file.path === outfile).contents);
    const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, hashOf(file)]));
    writeAtomically(stampOf(outfile), JSON.stringify({ key, bundle, inputs }));
  } finally {
    // esbuild's service process would otherwise stay next to the server for nothing
    await stop();
  }
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
