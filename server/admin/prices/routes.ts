import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
export const adminPricesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: AdminPricesDeps = app;
  const { db, clock } = deps;
  // the staff session before the schemas: a stranger gets 401, never a 400
  const preValidation = requireStaff('admin');

  app.get(adminPricesApi.bundles, { preValidation, schema: { querystring: PricesQuery, response: { 200: PricesAnswer } } }, async (request) => {
    return pricesOf(db, request.query.site_id, request.query.country);
  });

  app.post(adminPricesApi.bundles, { preValidation, schema: { body: BundleCreateRequest, response: { 201: BundleAnswer } } }, async (request, reply) => {
    const bundle = await createBundle(db, staffOfRequest(request).id, request.body, clock());
    return reply.code(201).send({ bundle });
  });

  app.post(adminPricesApi.bundle, { preValidation, schema: { params: BundleParams, body: BundleUpdateRequest, response: { 200: BundleAnswer } } }, async (request) => {
    return { bundle: await updateBundle(db, staffOfRequest(request).id, request.params.id, request.body, clock()) };
  });

  app.post(adminPricesApi.paymentMethods, { preValidation, schema: { body: PaymentMethodsRequest, response: { 200: PaymentMethodsAnswer } } }, async (request) => {
    const { body } = request;
    const offered = await setOfferedMethods(db, staffOfRequest(request).id, body.site_id, body.country, body.methods, clock());
    return { methods_offered: offered };
  });

  app.get(adminPricesApi.discountCodes, { preValidation, schema: { querystring: DiscountListQuery, response: { 200: DiscountListAnswer } } }, async (request) => {
    return { codes: await listCodes(db, request.query.site_id), sites: await priceSites(db) };
  });

  app.post(adminPricesApi.discountCodes, { preValidation, schema: { body: DiscountCreateRequest, response: { 201: DiscountCodeAnswer } } }, async (request, reply) => {
    const code = await createCode(db, staffOfRequest(request).id, request.body, clock());
    return reply.code(201).send({ code });
  });

  app.post(adminPricesApi.discountCode, { preValidation, schema: { params: DiscountCodeParams, body: DiscountUpdateRequest, response: { 200: DiscountCodeAnswer } } }, async (request) => {
    return { code: await updateCode(db, staffOfRequest(request).id, request.params.code, request.body, clock()) };
  });
  done();
};
