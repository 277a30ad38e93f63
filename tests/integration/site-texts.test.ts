import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, staffAudit } from '../../server/db/schema.ts';
import { adminSitePath, adminSitesApi, type AdminSite, type SiteForm } from '../../src/contract/adminSites.ts';
import { locales } from '../../src/contract/locales.ts';
import { Settings } from '../../src/contract/settings.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { signedInStaff, type TestStaff } from '../helpers/staff.ts';

// Decision 173: every text a site owns is per locale, the site's default locale's shown where one
// is missing: the painted pages, settings.php, the content pages and the console's editor.

const json = { 'content-type': 'application/json' };
const GERMAN_TITLE = 'SheWaves – Frauen treffen Frauen';
const GERMAN_WARNING = /Mit ✦ markierte Profile sind fiktiv/;
const ENGLISH_WARNING = /Profiles marked with ✦ are fictional/;

describe.each(backends)('site texts per locale on %s (decision 173)', (backend) => {
  let t: TestServer;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await signedInStaff(t.app, 'admin', t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, host: string, lang?: string) => t.app.inject({ method: 'GET', url, headers: { host, ...(lang ? { cookie: `lang=${lang}` } : {}) } });
  const settingsOf = async (host: string, lang?: string) => Settings.parse((await page('/api/settings.php', host, lang)).json());
  const siteByHost = async (host: string): Promise<AdminSite> => {
    const list = (await t.app.inject({ method: 'GET', url: adminSitesApi.sites, headers: { cookie: admin.cookie } })).json<{ sites: { id: number; domain: string }[] }>();
    const found = list.sites.find((s) => s.domain === host);
    if (!found) throw new Error(`no site ${host}`);
    return (await t.app.inject({ method: 'GET', url: adminSitePath(found.id), headers: { cookie: admin.cookie } })).json<{ site: AdminSite }>().site;
  };
  const save = (site: AdminSite, form: unknown) =>
    t.app.inject({ method: 'POST', url: adminSitePath(site.id), headers: { ...json, cookie: admin.cookie }, payload: { version: site.version, site: form } as object });

  it('a German visitor reads the home page’s title, hero and footer warning in German; an English one in English', async () => {
    const de = await page('/', 'she.localhost', 'de');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain(`<title>${GERMAN_TITLE}</title>`);
    // the hero's own headline (decision 181); the title stays the page's <title>
    expect(de.body).toContain('<h1 class="hero-title">Wo Frauen Frauen finden</h1>');
    expect(de.body).toContain('Ein freundlicher Ort für Frauen, die Frauen lieben.');
    expect(de.body).toMatch(GERMAN_WARNING);
    expect(de.body).not.toMatch(ENGLISH_WARNING);
    const en = await page('/', 'she.localhost');
    expect(en.body).toContain('<title>SheWaves – women meeting women</title>');
    expect(en.body).toMatch(ENGLISH_WARNING);
    // ?lang= chooses too (a shared link), and the description meta follows
    const fr = await page('/?lang=fr', 'she.localhost');
    expect(fr.body).toContain('<meta name="description" content="Un lieu chaleureux pour les femmes qui aiment les femmes.">');
  });

  it('settings.php answers the visitor’s language and every locale’s texts, the content pages fill the warning in their language', async () => {
    const de = await settingsOf('she.localhost', 'de');
    expect(de).toMatchObject({ index_title: GERMAN_TITLE, fictional_singular: 'fiktives Profil', fictional_plural: 'fiktive Profile', mail_name: 'SheWaves-Team' });
    expect(de.fictional_warning).toMatch(GERMAN_WARNING);
    expect(Object.keys(de.texts ?? {}).sort()).toEqual([...locales]);
    expect(de.texts?.pl?.index_title).toBe('SheWaves – kobiety poznają kobiety');
    const faq = await page('/pages/faq', 'she.localhost', 'de');
    expect(faq.body).toMatch(GERMAN_WARNING);
    const terms = await page('/pages/terms?lang=it', 'she.localhost');
    expect(terms.body).toContain('I profili contrassegnati con ✦ sono fittizi');
    expect(terms.body).not.toMatch(ENGLISH_WARNING);
  });

  it('a text missing in a locale falls back to the site’s default locale’s; the editor saves per locale, audited like every site edit', async () => {
    const site = await siteByHost('bbw.localhost');
    const form = site.site as unknown as SiteForm;
    // German keeps a title of its own only; Danish loses everything
    const texts: SiteForm['texts'] = { ...form.texts, de: { index_title: '  CurvyCrush – Rundungen herzlich willkommen  ', description: '' }, da: {} };
    const res = await save(site, { ...form, texts });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ site: AdminSite }>().site;
    expect(saved.site.texts.de).toEqual({ index_title: 'CurvyCrush – Rundungen herzlich willkommen' });
    expect(saved.site.texts.da).toBeUndefined();
    expect(saved.site.texts.en?.index_title).toBe('CurvyCrush – curves welcome');

    const de = await page('/', 'bbw.localhost', 'de');
    expect(de.body).toContain('<title>CurvyCrush – Rundungen herzlich willkommen</title>');
    expect(de.body).toContain('Dating for curvy singles and their admirers.');
    expect(de.body).toMatch(ENGLISH_WARNING);
    const da = await settingsOf('bbw.localhost', 'da');
    expect(da).toMatchObject({ index_title: 'CurvyCrush – curves welcome', fictional_plural: 'fictional profiles', mail_name: 'CurvyCrush Team' });

    const [audit] = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'site.update'), eq(staffAudit.targetId, String(site.id))));
    expect(audit?.targetKind).toBe('site');
    expect(typeof audit?.staffId).toBe('number');
    // texts are kept as their lengths only (decision 167), per locale
    expect(audit?.after).toMatchObject({ texts: { de: { index_title: { chars: 'CurvyCrush – Rundungen herzlich willkommen'.length } } } });
    expect(JSON.stringify(audit?.after)).not.toContain('Rundungen');

    // a site whose default language is German falls back to German
    const german = await save(saved, { ...(saved.site as unknown as SiteForm), domain_language: 'de', texts: { ...saved.site.texts, de: { index_title: 'CurvyCrush – Rundungen herzlich willkommen', mail_name: 'CurvyCrush-Team', fictional_warning: 'Profile mit ✦ sind fiktiv.' } } });
    expect(german.statusCode, german.body).toBe(200);
    expect((await settingsOf('bbw.localhost', 'fi')).fictional_warning).toBe(saved.site.texts.fi?.fictional_warning);
    const nl = await settingsOf('bbw.localhost', 'nl');
    expect(nl.index_title).toBe('CurvyCrush – rondingen welkom');
    await t.handle.db.execute(sql`UPDATE sites SET texts = texts - 'nl' WHERE id = ${site.id}`);
    await t.app.sites.reload();
    expect((await settingsOf('bbw.localhost', 'nl')).index_title).toBe('CurvyCrush – Rundungen herzlich willkommen');
  });

  it('the editor refuses unknown locales and texts, a missing default title, too long texts and hostile input with a 400, never a 500', async () => {
    const site = await siteByHost('gilf.localhost');
    const form = site.site as unknown as SiteForm;
    const en = form.texts.en ?? {};
    const cases: [unknown, string][] = [
      [{ ...form.texts, xx: { index_title: 'Hallo' } }, 'site.texts'],
      [{ ...form.texts, de: { ...form.texts.de, slogan: 'Hallo' } }, 'site.texts.de'],
      [{ ...form.texts, en: { ...en, index_title: '   ' } }, 'site.texts.en.index_title'],
      [{ ...form.texts, en: { ...en, mail_name: '' } }, 'site.texts.en.mail_name'],
      [{ ...form.texts, de: { ...form.texts.de, fictional_warning: 'x'.repeat(1001) } }, 'site.texts.de.fictional_warning'],
      [{ ...form.texts, de: { ...form.texts.de, index_title: 42 } }, 'site.texts.de.index_title'],
      [{ ...form.texts, fr: 'Bonjour' }, 'site.texts.fr'],
      [{ ...form.texts, de: { ...form.texts.de, description: 'Hallo\u0000Welt' } }, 'site.texts.de.description'],
    ];
    for (const [texts, path] of cases) {
      const res = await save(site, { ...form, texts });
      expect(res.statusCode, path).toBe(400);
      const body = res.json<{ error: string; issues: { path: string }[] }>();
      expect(body.error).toBe('invalid_request');
      expect(body.issues.map((i) => i.path)).toContain(path);
    }
    const raw = [
      `{"version":${site.version},"site":${JSON.stringify(form).replace('"texts":{', '"texts":{"__proto__":{"index_title":"x"},')}}`,
      JSON.stringify({ version: site.version, site: { ...form, texts: { ...form.texts, de: { description: 'x'.repeat(2_000_000) } } } }),
    ];
    for (const payload of raw) {
      const res = await t.app.inject({ method: 'POST', url: adminSitePath(site.id), headers: { ...json, cookie: admin.cookie }, payload });
      expect([400, 413], payload.slice(0, 60)).toContain(res.statusCode);
      expect(res.json<{ error: string }>().error).toMatch(/invalid_request|payload_too_large|too_large/);
    }
    // nothing was saved
    expect((await siteByHost('gilf.localhost')).version).toBe(site.version);
  });

  it('migration 0040 moves a site’s one-language texts into its default locale and out of the settings', async () => {
    const [row] = await t.handle.db.select().from(sites).where(eq(sites.domain, 'milf.localhost'));
    if (!row) throw new Error('no milf site');
    // the site as it was before the migration: texts in the settings, a Dutch domain language
    const before = { ...row.settings, index_title: 'PrimeTime – ontmoet zelfverzekerde vrouwen', description: '', mail_name: 'PrimeTime', fictional_warning: 'Fictief.', fictional_singular: 'fictief profiel', fictional_plural: 'fictieve profielen' };
    await t.handle.db.update(sites).set({ settings: before, texts: {}, domainLanguage: 'nl_NL' }).where(eq(sites.id, row.id));
    const migration = readFileSync(new URL('../../server/db/migrations/0040_site_texts_per_locale.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "sites"'));
    if (!update) throw new Error('no UPDATE in migration 0040');
    await t.handle.db.execute(sql.raw(`${update.trim().replace(/;$/, '')} WHERE id = ${row.id}`));
    const [after] = await t.handle.db.select().from(sites).where(eq(sites.id, row.id));
    expect(after?.texts).toEqual({ nl: { index_title: 'PrimeTime – ontmoet zelfverzekerde vrouwen', mail_name: 'PrimeTime', fictional_warning: 'Fictief.', fictional_singular: 'fictief profiel', fictional_plural: 'fictieve profielen' } });
    expect(Object.keys(after?.settings ?? {})).not.toContain('index_title');
    expect(Object.keys(after?.settings ?? {})).not.toContain('fictional_warning');
    await t.handle.db.update(sites).set({ settings: row.settings, texts: row.texts, domainLanguage: row.domainLanguage }).where(eq(sites.id, row.id));
    await t.app.sites.reload();
  });
});
