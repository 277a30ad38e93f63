import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('config', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SEED_MEMBERS: 2000,
      STATIC_DIR: './dist',
      LOGIN_RATE_LIMIT: 30,
      TEST_API: false,
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      PUBLIC_URL: 'https://example.com/',
      TEST_API: '1',
      TRUST_PROXY: 'true',
      SEED_MEMBERS: '0',
      LOGIN_RATE_LIMIT: '5',
    });
    expect(c).toMatchObject({ PORT: 8080, TEST_API: true, TRUST_PROXY: true, SEED_MEMBERS: 0, LOGIN_RATE_LIMIT: 5 });
    expect(c.PUBLIC_URL).toBe('https://example.com');
    expect(c.DATABASE_URL).toBe('postgres://u@db:5432/app');
  });

  it('rejects a bad environment with one message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TEST_API: 'maybe', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid server configuration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TEST_API', 'PUBLIC_URL']) expect(message).toContain(`${name}:`);
    expect(message).toContain('eighty');
    expect(message).not.toContain('HOST:');
  });

  it('does not switch behaviour on NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toEqual(loadConfig({ NODE_ENV: 'development' }));
  });
});

describe('server/main.ts with a bad environment', () => {
  it('prints the bad variables and exits with status 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: '99999', LOGIN_RATE_LIMIT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid server configuration');
    expect(run.stderr).toContain('PORT:');
    expect(run.stderr).toContain('LOGIN_RATE_LIMIT:');
  });
});
