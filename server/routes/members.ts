import type { FastifyInstance } from 'fastify';
import {
  membersApi,
  OwnProfileAnswer,
  OwnProfileUpdate,
  ProfileAnswer,
  ProfileQuery,
  SearchAnswer,
  SearchQuery,
} from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { answer, parseWith } from '../http.ts';
import { CountCache } from '../services/members-area/countCache.ts';
import { ownProfile, updateOwnProfile } from '../services/members-area/ownProfile.ts';
import { profileDetail } from '../services/members-area/profileDetail.ts';
import { searchMembers } from '../services/members-area/search.ts';
import { assertMayBrowse, optionalViewer } from '../services/members-area/viewer.ts';
import { requireMember, type AuthDeps } from './auth.ts';

/** Search (GET members.php), one profile (GET profile.php?id=) and the own profile (GET/PUT profile.php). */
export function membersRoutes(app: FastifyInstance, deps: AuthDeps & { db: Db }): void {
  const { db, clock } = deps;
  const counts = new CountCache({ onRefreshError: (error) => app.log.warn({ err: error }, 'search count refresh failed') });

  app.get(membersApi.search, async (request, reply) => {
    const query = parseWith(SearchQuery, request.query);
    const now = clock();
    const viewer = await optionalViewer(db, request, now);
    assertMayBrowse(request.site, viewer, query);
    reply.header('cache-control', 'private, no-store');
    return answer(reply, SearchAnswer, await searchMembers(db, request.site, viewer?.id ?? null, query, now, counts));
  });

  app.get(membersApi.profile, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const raw = request.query as Record<string, unknown>;
    const now = clock();
    if (raw.id === undefined) {
      const member = await requireMember(deps, request);
      return answer(reply, OwnProfileAnswer, { profile: await ownProfile(db, request.site, member) });
    }
    const { id } = parseWith(ProfileQuery, raw);
    const viewer = await optionalViewer(db, request, now);
    assertMayBrowse(request.site, viewer, {
      network: typeof raw.network === 'string' ? raw.network : undefined,
      ref: typeof raw.ref === 'string' ? raw.ref : undefined,
    });
    return answer(reply, ProfileAnswer, await profileDetail(db, request.site, id, viewer, now));
  });

  app.put(membersApi.profile, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(OwnProfileUpdate, request.body);
    const updated = await updateOwnProfile(db, request.site, member, body);
    return answer(reply, OwnProfileAnswer, { profile: await ownProfile(db, request.site, updated) });
  });
}
