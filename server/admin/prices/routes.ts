import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import {
  adminPricesApi,
  BundleAnswer,
  BundleCreateRequest,
  BundleUpdateRequest,
  DiscountCodeAnswer,
  DiscountCodeParams,
  DiscountCreateRequest,
  DiscountListAnswer,
  DiscountListQuery,
  DiscountUpdateRequest,
  PaymentMethodsAnswer,
  PaymentMethodsRequest,
  PricesAnswer,
  PricesQuery,
} from '../../../src/contract/adminPrices.ts';
import type { Db } from '../../db/connect.ts';
import { answer, parseWith } from '../../http.ts';
import { requireStaff, staffOfRequest } from '../../staff/guard.ts';
import { createBundle, priceSites, pricesOf, setOfferedMethods, updateBundle } from './bundles.ts';
import { createCode, listCodes, updateCode } from './discountCodes.ts';

export interface AdminPricesDeps {
  db: Db;
  clock: () => Date;
}

const BundleParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Bundles, payment methods and discount codes for the `admin` role (decision 128). Every change
 * writes its audit entry in the change's own transaction.
 */
export const adminPricesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const deps: AdminPricesDeps = app;
  const { db, clock } = deps;
  const guard = { preHandler: requireStaff('admin') };

  app.get(adminPricesApi.bundles, guard, async (request, reply) => {
    const query = parseWith(PricesQuery, request.query);
    return answer(reply, PricesAnswer, await pricesOf(db, query.site_id, query.country));
  });

  app.post(adminPricesApi.bundles, guard, async (request, reply) => {
    const body = parseWith(BundleCreateRequest, request.body);
    const bundle = await createBundle(db, staffOfRequest(request).id, body, clock());
    return answer(reply.code(201), BundleAnswer, { bundle });
  });

  app.post(adminPricesApi.bundle, guard, async (request, reply) => {
    const { id } = parseWith(BundleParams, request.params);
    const body = parseWith(BundleUpdateRequest, request.body);
    return answer(reply, BundleAnswer, { bundle: await updateBundle(db, staffOfRequest(request).id, id, body, clock()) });
  });

  app.post(adminPricesApi.paymentMethods, guard, async (request, reply) => {
    const body = parseWith(PaymentMethodsRequest, request.body);
    const offered = await setOfferedMethods(db, staffOfRequest(request).id, body.site_id, body.country, body.methods, clock());
    return answer(reply, PaymentMethodsAnswer, { methods_offered: offered });
  });

  app.get(adminPricesApi.discountCodes, guard, async (request, reply) => {
    const query = parseWith(DiscountListQuery, request.query);
    return answer(reply, DiscountListAnswer, { codes: await listCodes(db, query.site_id), sites: await priceSites(db) });
  });

  app.post(adminPricesApi.discountCodes, guard, async (request, reply) => {
    const body = parseWith(DiscountCreateRequest, request.body);
    const code = await createCode(db, staffOfRequest(request).id, body, clock());
    return answer(reply.code(201), DiscountCodeAnswer, { code });
  });

  app.post(adminPricesApi.discountCode, guard, async (request, reply) => {
    const { code } = parseWith(DiscountCodeParams, request.params);
    const body = parseWith(DiscountUpdateRequest, request.body);
    return answer(reply, DiscountCodeAnswer, { code: await updateCode(db, staffOfRequest(request).id, code, body, clock()) });
  });
  done();
};
