import type { FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../src/contract/locales.ts';
import { siteLocale, type SiteRow } from '../platform/sites.ts';

/** The visitor's country: a proxy's x-country header, else the site's first country (as settings.php). */
export function visitorCountry(request: FastifyRequest, site: SiteRow = request.site): string {
  const header = request.headers['x-country'];
  return typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : (site.countries[0] ?? 'GB');
}

/** The locale of a page request: an explicit choice (slug, ?lang=), else the lang cookie, else the site's language. */
export function visitorLocale(request: FastifyRequest, explicit?: string | null, site: SiteRow = request.site): Locale {
  if (isLocale(explicit)) return explicit;
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.lang)) return query.lang;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return siteLocale(site);
}

/** The origin the visitor used (scheme and host), for canonical links, robots.txt and the sitemap. */
export function visitorOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? request.site.domain}`;
}
