import { onlySiteSearchFields } from '../../../src/contract/siteFields.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  membersApi,
  OwnProfileAnswer,
  OwnProfileUpdate,
  ProfileAnswer,
  ProfileQuery,
  SearchAnswer,
  SearchQuery,
} from '../../../src/contract/members.ts';
import { answer, parseWith } from '../../platform/http.ts';
import { CountCache } from '../countCache.ts';
import { ownProfile, updateOwnProfile } from '../ownProfile.ts';
import { profileDetail } from '../profileDetail.ts';
import { filtersOf, scopeOf, searchMembers } from '../search.ts';
import { homeOf } from '../nearness.ts';
import { visitorCountry } from '../../content/visitor.ts';
import { cachedProfile } from '../profileCached.ts';
import { cachedSearch } from '../searchCached.ts';
import { searchViewers, type SessionLookup } from '../../account/session/batch.ts';
import { sessionTokenHash } from '../../account/session/sessions.ts';
import { BATCHED_READS, batchedRead, KEPT_READS, keptRead } from '../../platform/readModel/index.ts';
import { AUTH_COOKIE } from '../../../src/contract/constants.ts';
import { assertMayBrowse } from '../viewer.ts';
import { memberFirst, requireMember } from '../../account/routes/auth.ts';

/**
 * Search (GET members.php), one profile (GET profile.php?id=) and the own profile (GET/PUT
 * profile.php). The search answers a kept JSON page or a checked answer (`answer`); GET profile.php
 * is two calls (own profile without `id`, with tracking values read leniently) and parses its query
 * itself.
 */
export const membersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, clock } = app;
  const deps = app;
  const counts = keptRead(KEPT_READS.searchCounts, new CountCache({ onRefreshError: (error) => app.log.warn({ err: error }, 'search count refresh failed') }));

  // the viewers of searches and kept profiles, many requests to a statement under load (decision 107)
  const viewers = batchedRead(BATCHED_READS.searchViewers, (lookups: SessionLookup[]) => searchViewers(db, lookups, clock()));

  // no response schema: a kept JSON page or an `answer`-checked one (decisions 108, 138)
  app.get(membersApi.search, { schema: { querystring: SearchQuery } }, async (request, reply) => {
    // SPEC §3 search_fields: a filter the site does not offer is ignored (decision 118)
    const query = onlySiteSearchFields(request.query, request.site.settings.search_fields);
    const now = clock();
    // optionalViewer's rule, checked in the database for this request (batched)
    const tokenHash = sessionTokenHash(request.cookies[AUTH_COOKIE]);
    const viewer = tokenHash === null ? null : await viewers.load({ tokenHash, siteId: request.site.id });
    assertMayBrowse(request.site, viewer, query);
    reply.header('cache-control', 'private, no-store');
    // discovery starts from the member, a visitor's from their country (decision 175)
    const home = viewer ? await homeOf(db, viewer.country, viewer.regionId) : { country: visitorCountry(request), regionId: null, nearby: [] };
    // the same search answered from this instance's kept page (decision 108), or read
    const kept = await cachedSearch(db, request.site, viewer, query, now, counts, deps.searchPages, scopeOf(viewer, filtersOf(query), home));
    if (kept !== null) return reply.type('application/json; charset=utf-8').send(kept);
    return answer(reply, SearchAnswer, await searchMembers(db, request.site, viewer, query, now, counts, home));
  });

  // parses in the handler: two answers (own profile without `id`), and the profile's session check
  // is in its one statement (decisions 135, 138)
  app.get(membersApi.profile, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const raw = request.query as Record<string, unknown>;
    const now = clock();
    if (raw.id === undefined) {
      const member = await requireMember(deps, request);
      return answer(reply, OwnProfileAnswer, { profile: await ownProfile(db, request.site, member) });
    }
    const { id } = parseWith(ProfileQuery, raw);
    const tracking = { network: typeof raw.network === 'string' ? raw.network : undefined, ref: typeof raw.ref === 'string' ? raw.ref : undefined };
    const tokenHash = sessionTokenHash(request.cookies[AUTH_COOKIE]);
    if (deps.profiles.enabled) {
      // the viewer checked for this request (batched with the searches'), the profile as this
      // instance kept it (decision 162), or read
      const viewer = tokenHash === null ? null : await viewers.load({ tokenHash, siteId: request.site.id });
      assertMayBrowse(request.site, viewer, tracking);
      const kept = await cachedProfile(db, request.site, id, viewer, now, deps.profiles);
      if (kept !== null) return reply.type('application/json; charset=utf-8').send(kept);
    }
    // the session check is part of the profile's one statement (decision 135)
    return answer(reply, ProfileAnswer, await profileDetail(db, request.site, id, tokenHash, tracking, now));
  });

  app.put(membersApi.profile, { preValidation: memberFirst, schema: { body: OwnProfileUpdate, response: { 200: OwnProfileAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const updated = await updateOwnProfile(db, request.site, member, request.body);
    return { profile: await ownProfile(db, request.site, updated) };
  });
  done();
};
