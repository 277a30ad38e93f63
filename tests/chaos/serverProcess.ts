import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { mulberry32 } from '../../server/media/prng.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const chaosBackends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The real server (`node --import tsx server/main.ts`, the production build in dist/) as a child
 * process the test can kill with SIGKILL and start again on the same database: the embedded
 * PGlite data directory, or a fresh PostgreSQL database made for the run.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private stderr = '';
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'chaos-db-'));
  private databaseUrl: string | null = null;
  private databaseName: string | null = null;
  /** How many times the process was started. */
  starts = 0;

  constructor(
    readonly backend: Backend,
    readonly port: number,
    /** more environment for the process (e.g. SHUTDOWN_DRAIN_MS) */
    readonly extraEnv: Record<string, string> = {},
    /** how long the start may take (migrations and the seed; longer on a loaded machine) */
    readonly readyMs = 90_000,
  ) {}

  get baseURL(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('server already running');
    if (this.backend === 'postgres' && !this.databaseUrl) {
      this.databaseName = `chaos_${randomBytes(5).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${this.databaseName}`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${this.databaseName}`;
      this.databaseUrl = url.toString();
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      SEED_MEMBERS: '40',
      DEMO_MODE: '1',
      TEST_API: '1',
      LOGIN_RATE_LIMIT: '1000',
      // the chaos runs send CHAOS_MESSAGES (100) from an account made a minute ago: above the
      // new-member hourly cap (decision 110), which member-limits.test.ts tests
      NEW_MEMBER_MESSAGES_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : { DATA_DIR: this.dataDir }),
      ...this.extraEnv,
    };
    delete env.TEST_DATABASE_URL;
    this.stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child = child;
    this.starts += 1;
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code, signal) => reject(new Error(`server exited during start (${code ?? signal}): ${this.stderr}`)));
    });
    await Promise.race([this.ready(), exited]);
  }

  /** Polls the settings call until the server answers (the start includes migrations and the seed). */
  private async ready(): Promise<void> {
    const deadline = Date.now() + this.readyMs;
    for (;;) {
      try {
        const res = await fetch(`${this.baseURL}/api/settings.php`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not ready after ${this.readyMs / 1000} s: ${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut, the database sees a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  /** Sends a signal (SIGTERM: a graceful shutdown) and resolves with how the process ended and how long it took. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; ms: number }> {
    const child = this.child;
    if (!child) throw new Error('server not running');
    this.child = null;
    const started = Date.now();
    const gone = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    const code = await gone;
    return { code, ms: Date.now() - started };
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  get running(): boolean {
    return this.child !== null;
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
  }
}

/** A seeded generator, so a failing run can be replayed with CHAOS_SEED. */
export const seededRandom = mulberry32;
