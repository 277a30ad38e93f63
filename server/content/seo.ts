import { landerKinds } from '../../src/contract/content.ts';
import { locales, type Locale } from '../../src/contract/locales.ts';
import type { NicheId } from '../../src/contract/niches.ts';
import type { SiteRow } from '../platform/sites.ts';
import { landerSlug } from './landers.ts';
import { pageTokens } from './texts/index.ts';

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Crawlers may read the public pages; the members area and the API are private. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /chats',
    'Disallow: /likes',
    'Disallow: /credits',
    'Disallow: /profile',
    'Disallow: /settings',
    'Disallow: /notifications',
    'Disallow: /transactions',
    'Disallow: /directdebit',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One public page in every locale: its URL per locale (hreflang) and the default (x-default). */
export interface Alternates {
  byLocale: Record<Locale, string>;
  xDefault: string;
}

/** Locale variants of a page addressed by ?lang= (home and content pages). */
export function langAlternates(origin: string, path: string): Alternates {
  const byLocale = Object.fromEntries(locales.map((l) => [l, `${origin}${path}?lang=${l}`])) as Record<Locale, string>;
  return { byLocale, xDefault: `${origin}${path}` };
}

/** Locale variants of a lander: its slug names the niche and the locale. */
export function landerAlternates(origin: string, base: string, niche: NicheId): Alternates {
  const byLocale = Object.fromEntries(locales.map((l) => [l, `${origin}${base}/${landerSlug(niche, l)}`])) as Record<Locale, string>;
  return { byLocale, xDefault: `${origin}${base}` };
}

function urlEntry(loc: string, alternates: Alternates): string {
  const links = locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(alternates.byLocale[l])}"/>`).join('');
  return `<url><loc>${xml(loc)}</loc>${links}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(alternates.xDefault)}"/></url>`;
}

/** The site's public pages: home, content pages and landers, each with its locale variants. */
export function sitemapXml(origin: string, site: SiteRow): string {
  const niche = site.niche as NicheId;
  const entries: string[] = [];
  const byLang = (path: string) => {
    const alt = langAlternates(origin, path);
    for (const l of locales) entries.push(urlEntry(alt.byLocale[l], alt));
  };
  byLang('/');
  for (const token of pageTokens) byLang(`/pages/${token}`);
  for (const name of landerKinds.filter((k) => !k.startsWith('landing'))) {
    const base = `/landers/${name}`;
    if (name === 'tinderswipe') {
      entries.push(urlEntry(`${origin}${base}`, langAlternates(origin, base)));
      continue;
    }
    const alt = landerAlternates(origin, base, niche);
    for (const l of locales) entries.push(urlEntry(alt.byLocale[l], alt));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
