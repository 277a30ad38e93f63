import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '../../../src/contract/api.ts';
import { ContentPageAnswer, ContentPageQuery, contentApi, HomeAnswer, LanderAnswer, LanderQuery, ResellAnswer, TermsAcceptRequest, TermsStatus } from '../../../src/contract/content.ts';
import { ENTRY_WARNING_ACTION } from '../markup.ts';
import { robotsTxt, sitemapXml } from '../seo.ts';
import { ENTRY_WARNING_COOKIE } from '../ssr.ts';
import { visitorCountry, visitorLocale, visitorOrigin } from '../visitor.ts';
import { pageHiddenEvents } from '../../db/schema.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { cleanText } from '../../platform/hostileInput.ts';
import { acceptTerms, contentPage, termsStatus } from '../content.ts';
import { homeProfiles, landerData } from '../landers.ts';
import { recordLanderVisit } from '../../admin/dashboard/landerVisits.ts';
import { resellOf } from '../resell.ts';
import { optionalViewer } from '../../members/viewer.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';
import { contentTestRoutes } from '../../testApi/content.ts';

/** SPEC §7: the page-hidden beacon's body is empty (or an empty JSON object) */
const PageHiddenBeacon = z.union([z.object({}), z.null(), z.undefined()]);

/** Beacon values decoded here from the page's URL (past the request guard): NULs and lone surrogates cleaned. */
const short = (value: unknown, max = 500): string | null => (typeof value === 'string' && value !== '' ? cleanText(value.slice(0, max)) : null);

/** The page a beacon reports: its `path` query value, else the Referer of the same host. */
function reportedUrl(query: Record<string, unknown>, referer: string | undefined, host: string | undefined): URL | null {
  const base = `http://${host ?? 'localhost'}`;
  try {
    if (typeof query.path === 'string' && query.path.startsWith('/')) return new URL(query.path, base);
    if (referer) {
      const url = new URL(referer);
      return url.host === host ? url : null;
    }
  } catch {
    return null;
  }
  return null;
}

/** Content pages, landers, terms acceptance, page-bounce beacons, robots.txt and sitemap.xml. */
export const contentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock } = app;

  // The painted entry warning's Enter, clicked before the app's script ran (a plain form post):
  // remember the consent as the app does (the same cookie) and show the page again: the home page,
  // or /login, the other page it is painted on (decision 137).
  app.post(ENTRY_WARNING_ACTION, async (request, reply) => {
    const now = clock().getTime();
    reply.setCookie(ENTRY_WARNING_COOKIE, String(now), { path: '/', maxAge: 365 * 86_400, sameSite: 'lax' });
    const back = (request.query as Record<string, unknown> | undefined)?.back === '/login' ? '/login' : '/';
    return reply.code(303).header('location', back).send();
  });

  // The painted /login and /signup forms post only when their page's small script has not run yet
  // (decision 137): the page again, where the app then takes the form over.
  for (const path of ['/login', '/signup'] as const) app.post(path, async (_request, reply) => reply.code(303).header('location', path).send());

  app.get(contentApi.page, { schema: { querystring: ContentPageQuery, response: { 200: ContentPageAnswer } } }, async (request, reply) => {
    const { query } = request;
    const page = await contentPage(db, request.site, query.token, visitorLocale(request, query.locale), visitorCountry(request));
    if (!page) throw new ApiFailure(404, 'not_found');
    reply.header('cache-control', 'private, no-cache');
    return page;
  });

  app.get(contentApi.lander, { schema: { querystring: LanderQuery, response: { 200: LanderAnswer } } }, async (request, reply) => {
    const { query } = request;
    const data = await landerData(
      db,
      request.site,
      { kind: query.kind, slug: query.slug, memberId: query.member, locale: visitorLocale(request), country: visitorCountry(request) },
      clock(),
    );
    // a lander the app navigated to: a view for the dashboard (decision 132)
    await recordLanderVisit(db, request.site.id, query.kind, clock(), { ip: request.ip, userAgent: request.headers['user-agent'] }, request.log);
    reply.header('cache-control', 'private, no-cache');
    return data;
  });

  // the visitors' home page's members when the app shows it without the server's page (decision 181)
  app.get(contentApi.home, { schema: { response: { 200: HomeAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return { profiles: await homeProfiles(db, request.site, visitorCountry(request), clock()) };
  });

  app.get(contentApi.resell, { schema: { response: { 200: ResellAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return resellOf(request.site);
  });

  app.get(contentApi.terms, { schema: { response: { 200: TermsStatus } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const status = await termsStatus(db, request.site, member);
    reply.header('cache-control', 'private, no-store');
    return {
      version: status.version.toISOString(),
      accepted: status.accepted.toISOString(),
      needs_acceptance: status.accepted < status.version,
    };
  });

  app.post(contentApi.terms, { preValidation: memberFirst, schema: { body: TermsAcceptRequest, response: { 200: TermsStatus } } }, async (request) => {
    const member = await requireMember(app, request);
    const { body } = request;
    const status = await termsStatus(db, request.site, member);
    // only the version in force can be accepted: a page open since before a change must reload
    if (new Date(body.version).getTime() !== status.version.getTime()) throw new ApiFailure(409, 'invalid_request');
    await acceptTerms(db, member.id, status.version, clock());
    return { version: status.version.toISOString(), accepted: status.version.toISOString(), needs_acceptance: false };
  });

  // SPEC §7: an empty JSON body sent as a beacon when a page opened with ?lb is hidden
  app.post(api.pageHidden, { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { body: PageHiddenBeacon } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const url = reportedUrl(query, request.headers.referer, request.headers.host);
    if (url) {
      const viewer = await optionalViewer(db, request, clock());
      const p = url.searchParams;
      await db.insert(pageHiddenEvents).values({
        siteId: request.site.id,
        memberId: viewer?.id ?? null,
        path: url.pathname.slice(0, 500),
        referrer: short(query.referrer),
        network: short(p.get('network'), 100),
        ref: short(p.get('ref'), 100),
        sub1: short(p.get('sub1'), 100),
        sub2: short(p.get('sub2'), 100),
        sub3: short(p.get('sub3'), 100),
        createdAt: clock(),
      });
    }
    return reply.code(204).send();
  });

  if (app.config.TEST_API) contentTestRoutes(app, { db });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(visitorOrigin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(visitorOrigin(request), request.site)),
  );
  done();
};
