import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { matchRoutePath } from '../../src/contract/routePaths.ts';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../members/cards.ts';
import type { RenderedPage } from './ssr.ts';
import { notPendingDeletion } from '../safety/reach.ts';

/** The routes that name a member by `:id` (src/contract/routePaths.ts). */
const memberRoutes = new Set(['member', 'memberChat', 'memberSignup', 'memberLanding', 'memberLanding2', 'memberLanding3', 'likesMember']);

/**
 * The status of a page the app shell answers (SPEC §2): 404 with the app's "This page could not be
 * found" screen where no route of the app matches, a content page or lander does not exist, or the
 * member a page names does not exist on this site; 200 otherwise. Crawlers index a 200 as a page
 * (a soft 404). The staff console's paths (/admin) are its own app's to answer.
 */
export async function pageStatus(db: Db, request: FastifyRequest, pathname: string, page: RenderedPage | null): Promise<200 | 404> {
  if (/^\/admin(\/|$)/i.test(pathname)) return 200;
  const route = matchRoutePath(pathname);
  if (!route) return 404;
  // the server renders every content page and lander that exists (renderPublicPage)
  if (route.name === 'page' || route.name === 'lander') return page ? 200 : 404;
  if (memberRoutes.has(route.name)) {
    // a lander the server rendered knows whether its member is shown; other pages ask
    const lander = page?.data.lander;
    if (lander) return lander.member ? 200 : 404;
    return (await memberExists(db, request.site.id, route.params.id ?? '')) ? 200 : 404;
  }
  return 200;
}

async function memberExists(db: Db, siteId: number, id: string): Promise<boolean> {
  // an id the database cannot hold is no member (and no 500): at most 9 digits, as the landers' pattern
  if (!/^\d{1,9}$/.test(id)) return false;
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`SELECT 1 AS one FROM members WHERE id = ${Number(id)} AND site_id = ${siteId} AND ${notPendingDeletion('members')}`),
  );
  return rows.length > 0;
}
