import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentPageAnswer, HomeAnswer, LanderAnswer, LanderKind } from '../../src/contract/content.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '../../src/contract/locales.ts';
import type { NicheId } from '../../src/contract/niches.ts';
import type { Db } from '../db/connect.ts';
import { companyOf, contentPage } from './content.ts';
import { homeProfiles, isLanderKind, landerData, parseSlug } from './landers.ts';
import { optionalViewer } from '../members/viewer.ts';
import { siteTexts } from '../platform/sites.ts';
import { recordLanderVisit } from '../admin/dashboard/landerVisits.ts';
import { loginBody, signupBody } from './authForms.ts';
import { appMessage } from './appMessages.ts';
import { contentBody, entryWarningDialog, esc, footer, landerBody } from './markup.ts';
import { homeBody } from './homeMarkup.ts';
import { landerAlternates, langAlternates, type Alternates } from './seo.ts';
import { contentTexts } from './texts/index.ts';
import { visitorCountry, visitorLocale, visitorOrigin } from './visitor.ts';

/** The public page a path names, if it is one the server renders. */
type PublicPage =
  | { type: 'home' }
  | { type: 'login' }
  | { type: 'signup' }
  | { type: 'page'; token: string }
  | { type: 'lander'; kind: LanderKind; slug: string | undefined; memberId: number | undefined; base: string };

export function publicPageOf(pathname: string): PublicPage | null {
  if (pathname === '/') return { type: 'home' };
  if (/^\/login\/?$/i.test(pathname)) return { type: 'login' };
  if (/^\/signup\/?$/i.test(pathname)) return { type: 'signup' };
  let m = /^\/pages\/([a-z0-9-]{1,40})\/?$/.exec(pathname);
  if (m?.[1]) return { type: 'page', token: m[1] };
  if (/^\/landers\/tinderswipe\/?$/.test(pathname)) return { type: 'lander', kind: 'tinderswipe', slug: undefined, memberId: undefined, base: '/landers/tinderswipe' };
  m = /^\/landers\/([a-z]+)(?:\/([^/]{1,40}))?\/?$/.exec(pathname);
  if (m?.[1] && isLanderKind(m[1]) && m[1] !== 'tinderswipe' && !m[1].startsWith('landing')) {
    return { type: 'lander', kind: m[1], slug: m[2], memberId: undefined, base: `/landers/${m[1]}` };
  }
  m = /^\/members\/(\d{1,9})\/(landing|landing2|landing3)(?:\/([^/]{1,40}))?\/?$/.exec(pathname);
  if (m?.[1] && m[2] && !(m[2] === 'landing' && m[3])) {
    return { type: 'lander', kind: m[2] as LanderKind, slug: m[3], memberId: Number(m[1]), base: `/members/${m[1]}/${m[2]}` };
  }
  return null;
}

/** What the server puts into index.html for a public page. */
export interface RenderedPage {
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  alternates: Alternates;
  body: string;
  /** the locale was chosen by the URL (a lander slug or ?lang=) */
  chosenLocale: boolean;
  /** the largest picture of the page, fetched before the stylesheets and scripts are parsed */
  preloadImage?: string | undefined;
  /** the data the React screen starts from (embedded as JSON, never executed) */
  data: { path: string; page?: ContentPageAnswer; lander?: LanderAnswer; home?: HomeAnswer; form?: 'login' | 'signup' };
}

const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Inserts tags at the end of <head> (after <title> in a shell without a head element). */
export function addToHead(html: string, tags: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${tags}</head>`);
  return html.replace('</title>', `</title>${tags}`);
}

/** index.html with the page's language, title, meta, links, body and data. */
export function injectPage(html: string, page: RenderedPage): string {
  const links = [
    `<link rel="canonical" href="${esc(page.canonical)}">`,
    ...Object.entries(page.alternates.byLocale).map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${esc(href)}">`),
    `<link rel="alternate" hreflang="x-default" href="${esc(page.alternates.xDefault)}">`,
    `<meta property="og:title" content="${esc(page.title)}">`,
    `<meta property="og:description" content="${esc(page.description)}">`,
  ].join('');
  let out = /<html lang="[^"]*"/.test(html)
    ? html.replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    : html.replace(/^(<!doctype html>)?/i, `$1<html lang="${page.locale}">`);
  out = out.replace(/<title>[^<]*<\/title>/, `<title>${esc(page.title)}</title>`);
  const description = `<meta name="description" content="${esc(page.description)}">`;
  out = /<meta name="description"[^>]*>/.test(out) ? out.replace(/<meta name="description"[^>]*>/, description) : addToHead(out, description);
  out = addToHead(out, links);
  if (page.preloadImage) {
    const preload = `<link rel="preload" as="image" href="${esc(page.preloadImage)}" fetchpriority="high">`;
    out = out.includes('<head>') ? out.replace('<head>', `<head>${preload}`) : addToHead(out, preload);
  }
  return out.replace(
    /<div id="root"><\/div>/,
    `<div id="root">${page.body}</div><script type="application/json" id="ssr-data">${safeJson(page.data)}</script>`,
  );
}

export interface SsrDeps {
  db: Db;
  clock: () => Date;
}

/** Renders a public page for the request, or null for every other path (the plain app shell). */
export async function renderPublicPage(deps: SsrDeps, request: FastifyRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://x');
  const target = publicPageOf(url.pathname);
  if (!target) return null;
  const site = request.site;
  const origin = visitorOrigin(request);
  const country = visitorCountry(request);
  const company = await companyOf(deps.db, site);
  const now = deps.clock();
  const viewer = await optionalViewer(deps.db, request, now);
  const frame = (locale: Locale, layout: 'default' | 'lander', main: string) => {
    // the login page offers no "Log in" in its own header (TopBar, decision 176)
    const loginButton = !viewer && target.type !== 'login';
    const texts = contentTexts[locale];
    const brand = `<a href="/" class="topbar-brand"><span class="brand-mark" aria-hidden="true">♥</span><span class="brand-name">${esc(site.name)}</span></a>`;
    // the default layout's top bar as a visitor sees it, so nothing moves when the app takes over
    const head =
      layout === 'lander'
        ? `<header class="logo-bar">${brand}</header>`
        : `<header class="topbar"><div class="container topbar-inner">${brand}<div class="topbar-end">${loginButton ? `<a href="/login" class="btn btn-primary topbar-login">${esc(texts.home.login)}</a>` : ''}</div></div></header><div class="warnings container" id="warnings"></div>`;
    const foot = footer(site, company, texts, locale, locale === 'en' && country === 'US', now.getUTCFullYear());
    return `<div class="layout layout-${layout} ${viewer ? 'logged-in' : 'logged-out'}">${head}<main id="main" class="layout-main" tabindex="-1">${main}</main>${foot}</div>`;
  };

  if (target.type === 'home') {
    // a member is sent on to the members area at once: the visitors' home would only flash
    if (viewer) return null;
    const locale = visitorLocale(request);
    const entryWarning = showsEntryWarning(request, country);
    const own = siteTexts(site, locale);
    // the members of the niche sell the site (decision 181); the app starts from the same list
    const profiles = await homeProfiles(deps.db, site, country, now);
    const main = homeBody({ site, locale, own, profiles, icon: site.settings.fictional_icon });
    return {
      locale,
      title: own.index_title || site.name,
      description: own.description,
      canonical: `${origin}/`,
      alternates: langAlternates(origin, '/'),
      // the warning first: the parser paints it with the first frame (it is fixed over the page)
      body: (entryWarning ? entryWarningDialog(site.name, contentTexts[locale]) : '') + frame(locale, 'default', main),
      chosenLocale: typeof url.searchParams.get('lang') === 'string',
      data: { path: url.pathname, home: { profiles } },
    };
  }
  if (target.type === 'login' || target.type === 'signup') {
    // a member is sent on by the app; a closed signup (or one open only to visitors with tracking
    // data, which the app reads from the visit's storage) is the app's to answer
    if (viewer || (target.type === 'signup' && site.settings.signups !== 'all')) return null;
    const locale = visitorLocale(request);
    const path = `/${target.type}`;
    const title = appMessage(locale, target.type === 'login' ? 'Log in' : 'Sign up');
    // the empty layout's brand bar (EmptyLayout): the site's mark and name above the signup
    const brandBar = `<header class="logo-bar"><a href="/" class="topbar-brand"><span class="brand-mark" aria-hidden="true">♥</span><span class="brand-name">${esc(site.name)}</span></a></header>`;
    const main = target.type === 'login' ? loginBody(locale, site.name) : signupBody(locale, { countries: site.countries, country });
    return {
      locale,
      title: `${title} · ${site.name}`,
      description: siteTexts(site, locale).description,
      canonical: `${origin}${path}`,
      alternates: langAlternates(origin, path),
      // the routes' layouts: /login the default one, /signup the empty one (src/app/routes.ts)
      // a first visitor's site-entry warning on /login as on the home page (its default layout shows it; decision 093)
      body: target.type === 'login' ? (showsEntryWarning(request, country) ? entryWarningDialog(site.name, contentTexts[locale], '/login') : '') + frame(locale, 'default', main) : `<div class="layout layout-empty logged-out">${brandBar}<main id="main" class="layout-main" tabindex="-1"><div class="container"></div>${main}</main></div>`,
      chosenLocale: typeof url.searchParams.get('lang') === 'string',
      data: { path: url.pathname, form: target.type },
    };
  }
  if (target.type === 'page') {
    const locale = visitorLocale(request);
    const page = await contentPage(deps.db, site, target.token, locale, country);
    if (!page) return null;
    return {
      locale,
      title: `${page.title} | ${site.name}`,
      description: page.sections[0]?.paragraphs[0]?.slice(0, 160) ?? siteTexts(site, locale).description,
      canonical: `${origin}${url.pathname}`,
      alternates: langAlternates(origin, url.pathname),
      body: frame(locale, 'default', contentBody(page, contentTexts[locale])),
      chosenLocale: typeof url.searchParams.get('lang') === 'string',
      data: { path: url.pathname, page },
    };
  }
  const slugLocale = parseSlug(target.slug).locale;
  const lander = await landerData(
    deps.db,
    site,
    { kind: target.kind, slug: target.slug, memberId: target.memberId, locale: visitorLocale(request, slugLocale), country },
    now,
  );
  // a lander view for the dashboard (decision 132)
  await recordLanderVisit(deps.db, site.id, target.kind, now, { ip: request.ip, userAgent: request.headers['user-agent'] }, request.log);
  const s = site.settings;
  const texts = siteTexts(site, lander.locale);
  const alternates = target.kind === 'tinderswipe' || target.kind === 'landing' ? langAlternates(origin, target.base) : landerAlternates(origin, target.base, lander.niche as NicheId);
  return {
    locale: lander.locale,
    title: `${lander.texts.headline} | ${site.name}`,
    description: `${lander.texts.subline} ${texts.description}`.trim().slice(0, 200),
    canonical: `${origin}${url.pathname}`,
    alternates,
    chosenLocale: slugLocale !== null || typeof url.searchParams.get('lang') === 'string',
    preloadImage: lander.video?.poster ?? (lander.kind === 'gallery' || lander.kind === 'iconslanding' || lander.kind === 'maplanding' ? undefined : (lander.member ?? lander.profiles[0])?.main_image?.filename),
    body: frame(lander.locale, 'lander', landerBody(lander, url.searchParams, { icon: s.fictional_icon, warning: texts.fictional_warning })),
    data: { path: url.pathname, lander },
  };
}

/** The cookie the app sets when a visitor confirms being an adult (src/features/entry-warning/dismissal.ts). */
export const ENTRY_WARNING_COOKIE = 'entry_ok';

/**
 * Whether a logged-out visitor of the home page (default layout) sees the site-entry warning, as
 * shouldShowEntryWarning decides it in the app: enabled for the site, the visitor's country among
 * the site's, not dismissed before (the cookie).
 */
function showsEntryWarning(request: FastifyRequest, country: string): boolean {
  const site = request.site;
  if (site.settings.enable_site_entry_popup === 'no' || request.cookies[ENTRY_WARNING_COOKIE]) return false;
  return site.countries.some((allowed) => allowed.toUpperCase() === country.toUpperCase());
}

/** A page opened in a chosen language (slug or ?lang=) remembers it, as the language switcher does. */
export function rememberLocale(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): void {
  if (!page.chosenLocale || request.cookies[LOCALE_COOKIE] === page.locale) return;
  reply.setCookie(LOCALE_COOKIE, page.locale, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 86_400, sameSite: 'lax' });
}
