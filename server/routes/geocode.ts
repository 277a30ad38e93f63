import type { FastifyInstance } from 'fastify';
import { GeocodeAnswer, GeocodeQuery, membersApi } from '../../src/contract/members.ts';
import type { Db } from '../db/connect.ts';
import { reverseGeocode } from '../geo/reverseGeocode.ts';
import { answer } from '../http.ts';

/** GET /api/geocode.php?lat&lon (SPEC §7): country and region, or `false` on any error. */
export function geocodeRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get(membersApi.geocode, async (request, reply) => {
    reply.header('cache-control', 'private, max-age=3600');
    const query = GeocodeQuery.safeParse(request.query);
    if (!query.success) return answer(reply, GeocodeAnswer, false);
    try {
      return answer(reply, GeocodeAnswer, await reverseGeocode(deps.db, query.data.lat, query.data.lon));
    } catch (error) {
      request.log.warn({ err: error }, 'reverse geocoding failed');
      return answer(reply, GeocodeAnswer, false);
    }
  });
}
