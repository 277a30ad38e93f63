import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/members/cards.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';

// Decision 091: a server-rendered public page carries the app's stylesheet inline (its hash in
// the CSP, never 'unsafe-inline'), asks for the app's script at low priority, and is compressed.
describe.each(backends)('public page delivery (%s)', (backend) => {
  let t: TestServer;
  const css = '.lander-headline{font-size:2rem}.content-card{padding:1rem}';
  beforeAll(async () => {
    t = await startTestServer(backend);
    writeFileSync(path.join(t.staticDir, 'assets', 'index-test1.css'), css);
    writeFileSync(
      path.join(t.staticDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>app shell</title><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-test1.css"></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const sha = (text: string) => createHash('sha256').update(text).digest('base64');

  it('inlines the stylesheet of a content page and a lander, allowed by its hash only', async () => {
    for (const url of ['/pages/terms', '/landers/alonetonight/plaineng', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<style>${css}</style>`);
      expect(res.body, url).not.toContain('index-test1.css');
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain(`style-src 'self' 'sha256-${sha(css)}'`);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(policy, url).toContain("script-src 'self';");
    }
  });

  it('starts the app after the first frame on the pages the server paints, at once on the app routes', async () => {
    for (const url of ['/pages/terms', '/landers/alonetonight/plaineng', '/', '/login', '/signup']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('<script defer src="/app-after-paint.js" data-app="/assets/index-abc123.js"></script>');
      expect(body, url).not.toContain('<script type="module"');
    }
    expect((await get('/members')).body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('paints the site-entry warning into the home page for a visitor who has not confirmed yet (decision 093)', async () => {
    const first = (await get('/')).body;
    expect(first).toContain('role="dialog" aria-modal="true" aria-labelledby="ssr-entry-title"');
    expect(first).toContain('>Adults only</h2>');
    expect(first).toContain('contains content for adults. By entering you confirm that you are at least 18 years old');
    expect((await get('/?lang=de')).body).toContain('>Nur für Erwachsene</h2>');
    expect((await get('/', { cookie: 'entry_ok=1700000000000' })).body).not.toContain('role="dialog"');
    // Enter clicked before the app's script ran: the form posts, the server remembers the consent
    expect(first).toContain('<form class="entry-warning-actions" method="post" action="/api/entry-warning.php" enctype="text/plain"><button type="submit"');
    const entered = await t.app.inject({ method: 'POST', url: '/api/entry-warning.php', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, payload: '' });
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe('/');
    const cookie = entered.cookies.find((c) => c.name === 'entry_ok');
    expect(Number(cookie?.value)).toBeGreaterThan(0);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await get('/', { cookie: `entry_ok=${cookie?.value}` })).body).not.toContain('role="dialog"');
    // from another site: refused, no cookie
    const forged = await t.app.inject({ method: 'POST', url: '/api/entry-warning.php', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, payload: '' });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    // /login is painted with it too (decision 137); Enter there before the app ran comes back to /login
    expect((await get('/login')).body).toContain('<form class="entry-warning-actions" method="post" action="/api/entry-warning.php?back=%2Flogin"');
    expect((await get('/login', { cookie: 'entry_ok=1700000000000' })).body).not.toContain('role="dialog"');
    const back = await t.app.inject({ method: 'POST', url: '/api/entry-warning.php?back=%2Flogin', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, payload: '' });
    expect(back.headers.location).toBe('/login');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/entry-warning.php?back=https%3A%2F%2Fevil.test', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, payload: '' });
    expect(elsewhere.headers.location).toBe('/');
    // another country than the site's: no warning (as shouldShowEntryWarning)
    expect((await get('/', { 'x-country': 'JP' })).body).not.toContain('role="dialog"');
  });

  // decision 137: the form is on screen and can be filled in before the app's script arrives
  it('paints /login and /signup with their form in the visitor\'s language; a member gets the app shell', async () => {
    const login = (await get('/login?lang=de')).body;
    expect(login).toContain('<html lang="de"');
    expect(login).toContain('<h1 id="login-title">Anmelden</h1>');
    expect(login).toContain('<form class="login-form stack" method="post" enctype="text/plain" data-ssr-form="login">');
    // posted before the page's script ran: the page again, no password in any URL
    const posted = await t.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, payload: 'email=a@b.c\r\npassword=x' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(login).toContain('<label for="login-email">E-Mail</label><input id="login-email" name="email" type="email" autocomplete="username"');
    expect(login).toContain('<label for="login-password">Passwort</label><input id="login-password" name="password" type="password" autocomplete="current-password" required>');
    expect(login).toContain('Neu hier? <a href="/signup">Erstelle ein kostenloses Konto</a>');
    expect(login).toContain('"form":"login"');
    expect((await get('/login')).body).toContain('<label for="login-password">Password</label>');
    const signup = (await get('/signup?lang=fr', { 'x-country': 'NL' })).body;
    expect(signup).toContain('data-ssr-form="signup"');
    // no answer chosen for the visitor (decision 176)
    expect(signup).toContain('<label><input type="radio" name="seeking" value="female">');
    expect(signup).not.toMatch(/type="radio"[^>]* checked/);
    expect(signup).toContain('name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128"');
    expect(signup).toMatch(/<select id="signup-country" name="country">.*<\/select>/);
    expect(signup).not.toMatch(/\{[A-Za-z_]+\}|<\d>/); // every placeholder and rich-text tag filled in
    const member = await signedInMember(t.app);
    for (const url of ['/login', '/signup']) expect((await get(url, { cookie: member.cookie })).body, url).toContain('<div id="root"></div>');
  });

  it('leaves the shell of the app routes as it is', async () => {
    const res = await get('/members');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-test1.css">');
    expect(res.body).not.toContain('<style>');
    expect(res.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('answers a page as HTML whatever its Accept header; API paths keep their JSON 404', async () => {
    for (const url of ['/pages/terms', '/landers/alonetonight', '/landers/alonetonight/plaineng', '/']) {
      for (const accept of ['*/*', undefined, 'application/json']) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(String(res.headers['content-type']), `${url} ${accept}`).toContain('text/html');
        expect(res.body, `${url} ${accept}`).toContain('<div id="root">');
      }
    }
    for (const url of ['/api/nope', '/%61pi/nope', '/api/nope.php']) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json(), `${url} ${accept}`).toEqual({ error: 'not_found' });
      }
    }
  });

  it("answers 404 with the app's page where the app has no page: unknown paths, pages, landers and members (SPEC §2)", async () => {
    const [member] = rowsOf<{ id: number }>(await t.handle.db.execute(sql`SELECT id FROM members WHERE site_id = 1 AND status <> 'pending_deletion' ORDER BY id LIMIT 1`));
    const id = Number(member?.id);
    const missing = '987654321';
    const found = ['/', '/members', `/members/${id}`, `/members/${id}/chat`, `/members/${id}/landing`, `/likes/m/${id}`, '/likes/new', '/chats/5', '/credits/9/ideal', '/pages/terms', '/landers/video/plaineng', '/landers/tinderswipe', '/admin', '/admin/anything', '/Login/'];
    for (const url of found) expect((await get(url)).statusCode, url).toBe(200);
    const gone = [
      '/nothing-here', '/members/12/nothing', '/pages/nothing-here', '/landers/nothing', '/landers/landing', '/credits/9/ideal/more',
      `/members/${missing}`, `/members/${missing}/chat`, `/members/${missing}/landing`, `/members/${missing}/landing2/plaineng`, `/likes/m/${missing}`,
      '/members/99999999999999999999', '/members/%D9%A1', '/%E2%82%AC', `/members/${id}x`,
    ];
    for (const url of gone) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // the app's shell all the same: it shows its "This page could not be found" screen
      expect(res.body, url).toContain('<div id="root">');
      expect(String(res.headers['content-type']), url).toContain('text/html');
    }
    // a member who asked to be deleted has no page any more
    await t.handle.db.execute(sql`UPDATE members SET status = 'pending_deletion' WHERE id = ${id}`);
    expect((await get(`/members/${id}`)).statusCode).toBe(404);
    await t.handle.db.execute(sql`UPDATE members SET status = 'confirmed' WHERE id = ${id}`);
  });

  it("paints SPEC §2's whole footer: every link, pricing and complaints included, and the company's VAT number", async () => {
    const [company] = rowsOf<{ vat: string[] }>(await t.handle.db.execute(sql`SELECT c.vat_numbers AS vat FROM companies c JOIN sites s ON s.company_id = c.id WHERE s.id = 1`));
    const vat = (company?.vat ?? []).join(', ');
    expect(vat).not.toBe('');
    for (const [url, words] of [
      ['/pages/terms', ['Pricing', 'Complaints', `VAT: ${vat}`, 'aria-label="Footer"']],
      ['/?lang=de', ['Preise', 'Beschwerden', `USt-IdNr.: ${vat}`]],
      ['/landers/alonetonight/plaineng', ['Pricing', 'Complaints', `VAT: ${vat}`]],
    ] as const) {
      const body = (await get(url)).body;
      const foot = body.slice(body.indexOf('<footer'));
      for (const href of ['/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/ban', '/pricing', '/complaints', '/pages/return-policy', '/pages/faq', '/pages/service']) {
        expect(foot, `${url} ${href}`).toContain(`href="${href}"`);
      }
      for (const word of words) expect(foot, `${url} ${word}`).toContain(word);
    }
  });

  it('compresses the HTML with brotli or gzip as the browser accepts', async () => {
    const plain = await get('/pages/terms');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/pages/terms', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await get('/members', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });
});
