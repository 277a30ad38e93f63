import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../server/db/schema.ts';
import { adminSitePath, adminSitesApi, type AdminSite, type SiteForm } from '../../src/contract/adminSites.ts';
import type { Settings } from '../../src/contract/settings.ts';
import { uuidv7 } from 'uuidv7';
import { MASK_TOKEN } from '../../src/contract/reports.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, type TestStaff } from '../helpers/staff.ts';

// Sites without code (decision 127): the admin's site routes, the host names, the audit entry and
// the reload of every instance's site directory after a change.

const json = { 'content-type': 'application/json' };

/** polls until `check` passes or `ms` have gone by (the other instance hears the notification) */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe.each(backends)('admin sites on %s (decision 127)', (backend) => {
  let t: TestServer;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await signedInStaff(t.app, 'admin', t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    app.inject({ method, url, headers: { ...(payload === undefined ? {} : json), ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const settingsOf = async (app: FastifyInstance, host: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/settings.php', headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json<Settings>();
  };
  /** the plain site's form, as the edit screen starts from it */
  const plainSite = async (): Promise<AdminSite> => {
    const list = await call(t.app, 'GET', adminSitesApi.sites, admin.cookie);
    const plain = list.json<{ sites: { id: number; domain: string }[] }>().sites.find((s) => s.domain === 'localhost');
    if (!plain) throw new Error('no plain site');
    return (await call(t.app, 'GET', adminSitePath(plain.id), admin.cookie)).json<{ site: AdminSite }>().site;
  };
  const newForm = async (name: string, hosts: string[]): Promise<SiteForm> => {
    const base = (await plainSite()).site;
    return { ...(base as unknown as SiteForm), name, hosts, countries: ['DE', 'AT'], settings: { ...(base.settings as SiteForm['settings']), minimum_message_costs: { DE: { costs: 1.5, currency: 'EUR' } } } };
  };

  it('answers 401 without a staff session and 403 to moderators and support, on every route', async () => {
    const moderator = await signedInStaff(t.app, 'moderator', t.clock.now());
    const support = await signedInStaff(t.app, 'support', t.clock.now());
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', adminSitesApi.sites, undefined],
      ['GET', adminSitePath(1), undefined],
      ['POST', adminSitesApi.sites, { site: {} }],
      ['POST', adminSitePath(1), { version: 1, site: {} }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [moderator, support]) {
        const res = await call(t.app, method, url, who.cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: 'forbidden' });
      }
    }
  });

  it('lists the seeded sites with their host names and companies', async () => {
    const res = await call(t.app, 'GET', adminSitesApi.sites, admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sites: { domain: string; hosts: string[] }[]; companies: unknown[] }>();
    expect(body.sites.find((s) => s.domain === 'localhost')?.hosts).toEqual(['localhost', '127.0.0.1', 'plain.localhost']);
    expect(body.companies.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', adminSitePath(999_999), admin.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${adminSitesApi.sites}/abc`, admin.cookie)).statusCode).toBe(400);
  });

  it('creates a site that settings.php answers at once on its new host names; the creation is audited', async () => {
    expect((await settingsOf(t.app, 'brand-new.localhost')).name).not.toBe('Brand New');
    const form = await newForm('Brand New', ['brand-new.localhost', 'www.brand-new.example']);
    const res = await call(t.app, 'POST', adminSitesApi.sites, admin.cookie, { site: form });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ site: AdminSite }>().site;
    expect(created.site.hosts).toEqual(['brand-new.localhost', 'www.brand-new.example']);
    for (const host of ['brand-new.localhost', 'WWW.Brand-New.example:8080']) {
      const settings = await settingsOf(t.app, host);
      expect(settings).toMatchObject({ site_id: created.id, name: 'Brand New', domain: 'brand-new.localhost', countries: ['DE', 'AT'] });
      expect(settings.minimum_message_costs).toEqual({ DE: { costs: 1.5, currency: 'EUR' } });
      expect(settings.push_public_key).not.toBe('');
      expect(settings.brand).toEqual(form.brand);
    }
    const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'site.create'), eq(staffAudit.targetId, String(created.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetKind: 'site', before: null, after: { name: { chars: 'Brand New'.length } } });
  });

  it('refuses a host name of another site with 409 host_taken, and changes nothing', async () => {
    const form = await newForm('Thief', ['thief.localhost', 'plain.localhost']);
    const res = await call(t.app, 'POST', adminSitesApi.sites, admin.cookie, { site: form });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'host_taken', host: 'plain.localhost' });
    expect((await settingsOf(t.app, 'thief.localhost')).name).not.toBe('Thief');
    const list = (await call(t.app, 'GET', adminSitesApi.sites, admin.cookie)).json<{ sites: { name: string }[] }>();
    expect(list.sites.some((s) => s.name === 'Thief')).toBe(false);
  });

  it('validates with the settings contract: bad host names, counts, countries and unknown fields are 400 with their paths', async () => {
    const form = await newForm('Checked', ['checked.localhost']);
    const cases: [unknown, string][] = [
      [{ ...form, hosts: ['Checked.localhost'] }, 'hosts.0'],
      [{ ...form, hosts: ['checked.localhost:8080'] }, 'hosts.0'],
      [{ ...form, hosts: ['-bad.localhost'] }, 'hosts.0'],
      [{ ...form, hosts: ['a.localhost', 'a.localhost'] }, 'hosts'],
      [{ ...form, hosts: [] }, 'hosts'],
      [{ ...form, countries: ['de'] }, 'countries.0'],
      [{ ...form, niche: 9 }, 'niche'],
      [{ ...form, settings: { ...form.settings, message_credits: -1 } }, 'settings.message_credits'],
      [{ ...form, settings: { ...form.settings, signups: 'sometimes' } }, 'settings.signups'],
      [{ ...form, settings: { ...form.settings, support_email: 'nope' } }, 'settings.support_email'],
      [{ ...form, settings: { ...form.settings, search_fields: ['shoe_size'] } }, 'settings.search_fields.0'],
      [{ ...form, settings: { ...form.settings, minimum_message_costs: { FR: { costs: 1, currency: 'EUR' } } } }, 'settings.minimum_message_costs.FR'],
      [{ ...form, brand: { ...form.brand, primary: 'red' } }, 'brand.primary'],
      [{ ...form, settings: { ...form.settings, push_public_key: 'mine' } }, 'settings'],
      [{ ...form, company_id: 999_999 }, 'company_id'],
    ];
    for (const [site, path] of cases) {
      const res = await call(t.app, 'POST', adminSitesApi.sites, admin.cookie, { site });
      expect(res.statusCode, path).toBe(400);
      const body = res.json<{ error: string; issues: { path: string }[] }>();
      expect(body.error).toBe('invalid_request');
      expect(body.issues.map((i) => i.path)).toContain(`site.${path}`);
    }
  });

  it('hostile input is a 400, never a 500: a NUL byte, a huge string, a __proto__ key', async () => {
    const form = await newForm('Hostile', ['hostile.localhost']);
    const bodies = [
      JSON.stringify({ site: { ...form, name: 'Bad\u0000Name' } }),
      JSON.stringify({ site: { ...form, name: 'x'.repeat(200_000) } }),
      `{"site":${JSON.stringify(form).replace(/^\{/, '{"__proto__":{"admin":true},')}}`,
      JSON.stringify({ site: { ...form, settings: { ...form.settings, minimum_message_costs: JSON.parse('{"__proto__":{"costs":1,"currency":"EUR"}}') as object } } }),
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: adminSitesApi.sites, headers: { ...json, cookie: admin.cookie }, payload });
      expect(res.statusCode, payload.slice(0, 80)).toBe(400);
    }
  });

  it('an edit is audited with before and after, a stale version answers 409 site_changed, and the moderation policy follows', async () => {
    const plain = await plainSite();
    const edited: SiteForm = { ...(plain.site as unknown as SiteForm), name: 'Plain Renamed', photo_moderation: 'pre', brand: { ...plain.site.brand, primary: '#112233' }, settings: { ...(plain.site.settings as SiteForm['settings']), message_credits: 7 } };
    const res = await call(t.app, 'POST', adminSitePath(plain.id), admin.cookie, { version: plain.version, site: edited });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ site: AdminSite }>().site;
    expect(after.version).not.toBe(plain.version);
    expect(await settingsOf(t.app, 'localhost')).toMatchObject({ name: 'Plain Renamed', message_credits: 7 });
    const stale = await call(t.app, 'POST', adminSitePath(plain.id), admin.cookie, { version: plain.version, site: { ...edited, name: 'Lost' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'site_changed' });
    const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'site.update'), eq(staffAudit.targetId, String(plain.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { name: { chars: plain.site.name.length }, photo_moderation: 'post' }, after: { name: { chars: 'Plain Renamed'.length }, photo_moderation: 'pre' } });
    // the per-site moderation policy is read from the reloaded directory: the request's site has it
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'localhost' } });
    expect(manifest.json<{ name: string; theme_color: string }>()).toMatchObject({ name: 'Plain Renamed', theme_color: '#112233' });
    // put it back for the other tests
    const back = await call(t.app, 'POST', adminSitePath(plain.id), admin.cookie, { version: after.version, site: plain.site });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a second instance on the same database serves an edit and a new host within a second, without a restart', async () => {
    const other = await t.build();
    const plain = await plainSite();
    expect((await settingsOf(other, 'localhost')).name).toBe(plain.site.name);
    expect((await settingsOf(other, 'second.localhost')).site_id).toBe(plain.id);
    const edited = { ...(plain.site as unknown as SiteForm), name: 'Seen Everywhere', hosts: [...plain.site.hosts, 'second.localhost'] };
    const res = await call(t.app, 'POST', adminSitePath(plain.id), admin.cookie, { version: plain.version, site: edited });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await within(1000, () => settingsOf(other, 'localhost'), (s) => s.name === 'Seen Everywhere');
    expect(seen.name).toBe('Seen Everywhere');
    expect((await settingsOf(other, 'second.localhost')).name).toBe('Seen Everywhere');
    const created = await call(t.app, 'POST', adminSitesApi.sites, admin.cookie, { site: await newForm('Other Instance', ['other-instance.localhost']) });
    expect(created.statusCode, created.body).toBe(201);
    const served = await within(1000, () => settingsOf(other, 'other-instance.localhost'), (s) => s.name === 'Other Instance');
    expect(served.name).toBe('Other Instance');
  });

  it("the site's moderation policy follows an edit on another instance: its contact filter lets phone numbers through", async () => {
    const other = await t.build();
    const a = await signedInMember(other, { credits: 100 }, 'policy');
    const b = await signedInMember(other, {}, 'policy');
    const sendOn = async (body: string) => {
      const res = await other.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: a.cookie }, payload: { id: uuidv7(), kind: 'text', profile_id: b.id, body } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ message: { masked?: boolean } }>().message;
    };
    // the seeded policy masks phone numbers
    expect((await sendOn('call me on 0612345678')).masked).toBe(true);
    const plain = await plainSite();
    const edited: SiteForm = { ...(plain.site as unknown as SiteForm), name: 'Phones Allowed', contact_filter: { ...(plain.site.contact_filter as SiteForm['contact_filter']), phone: 'allow' } };
    const res = await call(t.app, 'POST', adminSitePath(plain.id), admin.cookie, { version: plain.version, site: edited });
    expect(res.statusCode, res.body).toBe(200);
    await within(1000, () => settingsOf(other, 'localhost'), (s) => s.name === 'Phones Allowed');
    const sent = await sendOn('or on 0687654321');
    expect(sent.masked).toBeUndefined();
    const page = await other.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: b.cookie } });
    expect(page.body).toContain('or on 0687654321');
    expect(page.body).not.toContain(`or on ${MASK_TOKEN}`);
  });
});
