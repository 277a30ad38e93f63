import { describe, expect, it } from 'vitest';
import { assertSafeConfig, ConfigError, isLocalHostname, loadConfig } from '../../server/platform/config.ts';

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
      DEMO_MODE: false,
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
      TRUST_PROXY: '2',
      SEED_MEMBERS: '0',
      LOGIN_RATE_LIMIT: '5',
    });
    expect(c).toMatchObject({ PORT: 8080, DEMO_MODE: false, TEST_API: false, TRUST_PROXY: 2, SEED_MEMBERS: 0, LOGIN_RATE_LIMIT: 5 });
    expect(loadConfig({ DEMO_MODE: '1', TEST_API: 'yes' })).toMatchObject({ DEMO_MODE: true, TEST_API: true });
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

  it('TRUST_PROXY takes a hop count or proxy addresses/CIDRs, and refuses "trust every hop" naming the new forms', () => {
    for (const off of ['', '0', 'false', 'no', 'off']) expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8']);
    for (const all of ['true', 'yes', 'on', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: all })).toThrow(ConfigError);
      try {
        loadConfig({ TRUST_PROXY: all });
      } catch (e) {
        expect((e as Error).message).toContain('TRUST_PROXY:');
        expect((e as Error).message).toContain('every hop');
        expect((e as Error).message).toContain('TRUST_PROXY=1');
        expect((e as Error).message).toContain('CIDR');
      }
    }
    for (const bad of ['11', '10.0.0.0/33', 'proxy.local', '10.0.0.1,', '1.2.3.4/8/9']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY:/);
  });

  describe('demo mode and the test API are impossible on a public address (decision 109)', () => {
    const refused = (env: Record<string, string>): string => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };

    it('refuses DEMO_MODE or TEST_API with a public PUBLIC_URL, naming the setting', () => {
      for (const url of ['https://flirtwave.example', 'http://203.0.113.7:3000', 'https://[2001:db8::1]/', 'http://10.0.0.5', 'http://127.example.com', 'http://localhost.example.com']) {
        expect(refused({ PUBLIC_URL: url, DEMO_MODE: '1' }), url).toContain('DEMO_MODE:');
        const both = refused({ PUBLIC_URL: url, DEMO_MODE: '1', TEST_API: '1' });
        expect(both).toContain('DEMO_MODE:');
        expect(both).toContain('TEST_API:');
        expect(refused({ PUBLIC_URL: url, TEST_API: '1' }), url).toContain('TEST_API:');
      }
    });

    it('allows them on a local address or without PUBLIC_URL', () => {
      for (const url of ['', 'http://localhost:3000', 'http://gay.localhost:3000', 'http://127.0.0.1:3201', 'http://127.1.2.3', 'http://[::1]:3000', 'http://LOCALHOST.']) {
        expect(loadConfig({ PUBLIC_URL: url, DEMO_MODE: '1', TEST_API: '1' })).toMatchObject({ DEMO_MODE: true, TEST_API: true });
      }
    });

    it('refuses the test API without demo mode', () => {
      expect(refused({ TEST_API: '1' })).toContain('TEST_API: needs DEMO_MODE=1');
      expect(refused({ TEST_API: '1', DEMO_MODE: '0', PUBLIC_URL: 'http://localhost:3000' })).toContain('TEST_API:');
    });

    it('production with a public address and everything demo off starts', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://flirtwave.example' })).toMatchObject({ DEMO_MODE: false, TEST_API: false });
    });

    it('assertSafeConfig is the one rule loadConfig applies', () => {
      expect(() => assertSafeConfig({ PUBLIC_URL: 'https://flirtwave.example', DEMO_MODE: true, TEST_API: false })).toThrow(/DEMO_MODE:/);
      expect(() => assertSafeConfig({ PUBLIC_URL: undefined, DEMO_MODE: true, TEST_API: true })).not.toThrow();
      expect(isLocalHostname('127.0.0.1')).toBe(true);
      expect(isLocalHostname('128.0.0.1')).toBe(false);
      expect(isLocalHostname('127.0.0.256')).toBe(false);
    });
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

  it('refuses to start in demo mode on a public address, naming DEMO_MODE', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PUBLIC_URL: 'https://flirtwave.example', DEMO_MODE: '1', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DEMO_MODE:');
    expect(run.stderr).toContain('public address');
  });
});
