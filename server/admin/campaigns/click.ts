import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { campaignClickApi, CampaignTarget } from '../../../src/contract/adminCampaigns.ts';
import type { Db } from '../../db/connect.ts';
import { campaigns } from '../../db/schema.ts';
import { recordClick } from '../../notify/campaignFigures.ts';

const Params = z.object({ campaign: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const Query = z.object({ t: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * The campaign link (decision 131): GET /api/c/<campaign>?t=<member's token> counts the member's
 * click once and redirects to the campaign's path on the host the link was opened on. The target
 * is the stored path (checked again here), never anything from the link, so it cannot be turned
 * into an open redirect; an unknown campaign or token leads to the start page or the path
 * without counting. Never answers an error: a member's click always lands somewhere.
 */
export function campaignClickRoute(app: FastifyInstance, deps: { db: Db; clock: () => Date }): void {
  app.get(campaignClickApi, async (request, reply) => {
    const params = Params.safeParse(request.params);
    const query = Query.safeParse(request.query);
    let target = '/';
    if (params.success) {
      const [row] = await deps.db.select({ path: campaigns.path }).from(campaigns).where(eq(campaigns.id, params.data.campaign));
      if (row && CampaignTarget.safeParse(row.path).success) {
        target = row.path;
        if (query.success) await recordClick(deps.db, params.data.campaign, query.data.t, deps.clock());
      }
    }
    return reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('location', target).send();
  });
}
