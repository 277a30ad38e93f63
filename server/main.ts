import { buildApp } from './platform/app.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { openDatabase } from './db/connect.ts';
import { S3MediaStore } from './media/store.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_PASSWORD, demoLogins } from './db/seed-data.ts';
import { DEMO_STAFF_TOTP_SECRET, demoStaffLogins } from './staff/demo.ts';
import { assertStaffSecretKey, staffSecretBox } from './staff/secrets.ts';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    // decision 169: production keeps the staff TOTP secrets encrypted, so it needs the key
    assertStaffSecretKey(config);
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }

  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, preparedStatements: config.DATABASE_PREPARED_STATEMENTS });
  const opened = performance.now();
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    prepared = await prepareDatabase(handle, { seedMembers: config.SEED_MEMBERS, demo: config.DEMO_MODE, now: new Date(), secrets: staffSecretBox(config) });
  } catch (error) {
    // decision 168: a production start on a database with demo logins says what to do
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await handle.close();
    process.exit(1);
  }
  const app = await buildApp({ config, db: handle.db });
  // decision 174: the bucket and keys are checked before the start; a store that does not answer only warns
  if (app.mediaStore instanceof S3MediaStore) {
    try {
      const away = await app.mediaStore.check();
      if (away) app.log.warn({ bucket: app.mediaStore.bucket, reason: away }, 'object store not reachable: images answer 503 until it is');
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      process.stderr.write(`${error.message}\n`);
      await app.close();
      await handle.close();
      process.exit(1);
    }
  }
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

  // decision 113: a bounded drain. app.close() stops accepting connections (new requests
  // on kept-alive ones answer 503), closes the idle ones, ends the SSE streams (their preClose hook
  // in server/notify/routes/events.ts), and waits for requests in flight; after SHUTDOWN_DRAIN_MS the rest
  // are cut and the process exits anyway (exit code 1: the drain did not finish).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: draining requests in flight');
    const force = setTimeout(() => {
      app.log.warn({ drainMs: config.SHUTDOWN_DRAIN_MS }, 'drain bound reached: cutting the remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS);
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
  say(`Flirtwave is running at ${url} (ready in ${Math.round(performance.now() - started)} ms, database: ${handle.kind}, images: ${app.mediaStore.kind === 's3' ? `bucket ${config.S3_BUCKET ?? ''}` : 'database'})`);
  if (config.DEMO_MODE) {
    // decision 109: the demo conveniences are on; say so plainly
    say('');
    say('*** DEMO MODE: demo logins, development mailbox (/dev/mailbox), sandbox payments (no real money)');
    say('*** and the SMS sandbox (/dev/sms) are on. Never expose this server publicly; see README "Deploying to production".');
    say('');
    say(`Other demo sites: http://gay.localhost:${port}, http://she.localhost:${port}, … (one per niche)`);
    say(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const login of demoLogins) {
      say(`  ${login.email.padEnd(20)} ${login.paidUser ? 'premium member' : 'free member'}, ${login.credits} credits`);
    }
    // decision 120: the staff console's demo logins; the second factor from the printed secret
    say(`Staff console ${url}/admin (password "${DEMO_PASSWORD}", then the TOTP code):`);
    for (const login of demoStaffLogins) say(`  ${login.email.padEnd(20)} ${login.role}`);
    say(`  TOTP secret (base32, for any authenticator app): ${DEMO_STAFF_TOTP_SECRET}`);
  }
  say('');
}

main().catch((error: unknown) => {
  // PGlite errors can carry huge minified sources: print the message only.
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(`Server failed to start: ${message.slice(0, 2000)}\n`);
  process.exit(1);
});
