import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../server/db/schema.ts';
import type { Settings } from '../../src/contract/settings.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

// A site's brand colours (decision 127) paint its server-rendered pages: the colour tokens as an
// inline style allowed by its hash, and the theme colour; the SPEC's colours add nothing.

describe.each(backends)('brand colours of a site on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
  const settings = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host } })).json<Settings>();

  it("a branded site's home page carries its colour tokens under a CSP hash; the plain site none", async () => {
    await t.handle.db.update(sites).set({ brand: { primary: '#ffd400', secondary: '#0b3d91', logo: '/icons/brand.png' } }).where(eq(sites.domain, 'bdsm.localhost'));
    // every instance reloads its sites on the change's notification (decision 127)
    const end = Date.now() + 3000;
    while ((await settings('bdsm.localhost')).brand?.primary !== '#ffd400' && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect((await settings('bdsm.localhost')).brand).toEqual({ primary: '#ffd400', secondary: '#0b3d91', logo: '/icons/brand.png' });

    const branded = await page('bdsm.localhost');
    expect(branded.statusCode).toBe(200);
    const style = /<style>(:root\{[^<]*\})<\/style>/.exec(branded.body)?.[1];
    expect(style).toContain('--color-primary:#ffd400');
    // yellow carries white text only darkened: the strong shade is not the picked colour
    expect(style).toMatch(/--color-primary-strong:#[0-9a-f]{6}/);
    expect(style).not.toContain('--color-primary-strong:#ffd400');
    const hash = createHash('sha256').update(style ?? '').digest('base64');
    expect(branded.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    const plain = await page('localhost');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('<style>:root{');
  });
});
