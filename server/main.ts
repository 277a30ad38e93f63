import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_PASSWORD, demoLogins } from './db/seed-data.ts';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }

  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, preparedStatements: config.DATABASE_PREPARED_STATEMENTS });
  const opened = performance.now();
  const prepared = await prepareDatabase(handle, { seedMembers: config.SEED_MEMBERS, now: new Date() });
  const app = await buildApp({ config, db: handle.db });
  app.log.info(
    {
      database: handle.kind,
      openMs: Math.round(opened - started),
      migrateMs: Math.round(prepared.migrateMs),
      seeded: prepared.seed.seeded,
      seedMs: Math.round(prepared.seed.ms),
      members: prepared.seed.members,
    },
    'database ready',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  say('');
  say(`Flirtwave is running at ${url} (ready in ${Math.round(performance.now() - started)} ms, database: ${handle.kind})`);
  say(`Other demo sites: http://gay.localhost:${port}, http://she.localhost:${port}, … (one per niche)`);
  say(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const login of demoLogins) {
    say(`  ${login.email.padEnd(20)} ${login.paidUser ? 'premium member' : 'free member'}, ${login.credits} credits`);
  }
  say('');
}

main().catch((error: unknown) => {
  // PGlite errors can carry huge minified sources: print the message only.
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(`Server failed to start: ${message.slice(0, 2000)}\n`);
  process.exit(1);
});
