import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { GeocodeAnswer, GeocodeQuery, membersApi } from '../../src/contract/members.ts';
import { reverseGeocode } from './reverseGeocode.ts';

/**
 * GET /api/geocode.php?lat&lon (SPEC §7): country and region, or `false` on any error. The query is
 * parsed by the handler, not the route: a bad one is answered `false` too, never 400.
 */
export const geocodeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(membersApi.geocode, { schema: { response: { 200: GeocodeAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'private, max-age=3600');
    const query = GeocodeQuery.safeParse(request.query);
    if (!query.success) return reply.send(false);
    try {
      return reply.send(await reverseGeocode(app.db, query.data.lat, query.data.lon));
    } catch (error) {
      request.log.warn({ err: error }, 'reverse geocoding failed');
      return reply.send(false);
    }
  });
  done();
};
