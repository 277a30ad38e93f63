import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CreditsAnswer,
  DirectDebitAnswer,
  DirectDebitConfirmRequest,
  DirectDebitRequest,
  DiscountCodeAnswer,
  DiscountCodeQuery,
  OrderAnswer,
  OrderQuery,
  OrderRequest,
  PayRequest,
  paymentApi,
  PricingAnswer,
  TimeBonusAnswer,
  TransactionAnswer,
  TransactionQuery,
  TransactionsAnswer,
  WebhookRequest,
} from '../../../src/contract/payments.ts';
import { TIME_BONUS_CODE } from '../../../src/contract/constants.ts';
import { ApiFailure } from '../../platform/errors.ts';
import { bundleAnswer, bundlesFor, currencyOf, messagePrice, methodInfos, orderAnswer, repeatableOrders, savedMethodsOf, shopCountry } from '../catalog.ts';
import { confirmDirectDebit, startDirectDebit } from '../directDebit.ts';
import { checkDiscount, discountAnswer, storeDiscount, storedDiscount, judgeTypedCode, timeBonusFor } from '../discounts.ts';
import { offeredMethods } from '../methodOffers.ts';
import { createOrder, ownOrder } from '../orders.ts';
import { ProviderError } from '../provider.ts';
import type { PaymentService } from '../service.ts';
import { visitorCountry } from '../../content/visitor.ts';
import { textMessagePrice } from '../../chat/pricing.ts';
import { takeMemberLimit } from '../../platform/limits.ts';
import type { ZodApp } from '../../platform/appDeps.ts';
import { memberFirst, memberFirstThen, requireMember, type AuthDeps } from '../../account/routes/auth.ts';

export interface PaymentRouteDeps extends AuthDeps {
  payments: PaymentService;
}

/** The origin the payer's browser used, for redirect and webhook URLs (PUBLIC_URL wins). */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Form posts (webhooks, the sandbox checkout) as plain objects; registered inside this plugin only. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** Credits shop, orders, payments, discount codes, time bonus and direct debit. */
export function paymentRoutes(app: ZodApp, deps: PaymentRouteDeps): void {
  const { db, clock, payments } = deps;

  app.get(paymentApi.credits, { schema: { response: { 200: CreditsAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const country = await shopCountry(db, request.site, visitorCountry(request));
    const bundles = await bundlesFor(db, request.site.id, country);
    const currency = bundles[0]?.currency ?? currencyOf(country);
    const now = clock();
    const stored = await storedDiscount(db, member.id);
    const discount = stored ? await checkDiscount(db, stored, { member, siteId: request.site.id, now, country }).catch(() => null) : null;
    // decision 166: the price the send charges a request from this country
    const messageCredits = await textMessagePrice(db, request.site, country);
    return {
      country,
      currency,
      bundles: bundles.map(bundleAnswer),
      methods: methodInfos(country, await offeredMethods(db, request.site.id, country)),
      message_price: { credits: messageCredits, amount: messagePrice(bundles, messageCredits), currency },
      saved_methods: await savedMethodsOf(db, member.id),
      repeatable_orders: await repeatableOrders(db, member.id, bundles),
      discountcode: discount ? discountAnswer(discount, member, now) : null,
    };
  });

  // SPEC §2 /pricing: visitors see the prices of the country the site assumes for them, as members do.
  app.get(paymentApi.pricing, { schema: { response: { 200: PricingAnswer } } }, async (request, reply) => {
    const country = await shopCountry(db, request.site, visitorCountry(request));
    const bundles = await bundlesFor(db, request.site.id, country);
    const currency = bundles[0]?.currency ?? currencyOf(country);
    const messageCredits = await textMessagePrice(db, request.site, country);
    reply.header('cache-control', 'private, no-cache');
    return {
      country,
      currency,
      bundles: bundles.map(bundleAnswer),
      message_price: { credits: messageCredits, amount: messagePrice(bundles, messageCredits), currency },
    };
  });

  app.post(paymentApi.order, { preValidation: memberFirst, schema: { body: OrderRequest, response: { 200: OrderAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const now = clock();
    const country = await shopCountry(db, request.site, visitorCountry(request));
    const make = () => createOrder(db, request.site, member, request.body, now, country);
    // decision 166: a code typed into the order is judged as one typed into discountcode.php
    const order = request.body.discount_code === undefined ? await make() : await judgeTypedCode(db, { memberId: member.id, address: request.ip }, now, reply, make);
    return { order: orderAnswer(order) };
  });

  app.get(paymentApi.order, { preValidation: memberFirst, schema: { querystring: OrderQuery, response: { 200: OrderAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    return { order: orderAnswer(await ownOrder(db, member.id, request.query.id)) };
  });

  app.post(paymentApi.pay, { preValidation: memberFirst, schema: { body: PayRequest, response: { 200: TransactionAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    try {
      const payment = await payments.pay(request.site, member, request.body, originOf(request, deps.config.PUBLIC_URL));
      return { transaction: await payments.answer(payment) };
    } catch (error) {
      if (error instanceof ProviderError) {
        request.log.warn({ err: error }, 'payment provider refused a payment');
        throw new ApiFailure(502, 'payment_failed');
      }
      throw error;
    }
  });

  app.get(paymentApi.transaction, { preValidation: memberFirst, schema: { querystring: TransactionQuery, response: { 200: TransactionAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    let payment = await payments.ownPayment(member.id, request.query.id);
    try {
      payment = await payments.refresh(request.site, payment);
    } catch (error) {
      // The provider is unreachable: answer what we know; the webhook or the next look catches up.
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, 'payment status check failed');
    }
    return { transaction: await payments.answer(payment) };
  });

  app.get(paymentApi.transactions, { schema: { response: { 200: TransactionsAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    return { transactions: await payments.history(member.id) };
  });

  // the provider's form post (acceptForms): its body is the parsed form
  app.post(paymentApi.webhook, { schema: { body: WebhookRequest } }, async (request, reply) => {
    const { id } = request.body;
    try {
      await payments.webhook(request.site, id);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, 'webhook: provider status check failed');
      // Not 2xx: the provider calls again later.
      throw new ApiFailure(503, 'server_error');
    }
    return reply.send({ ok: true });
  });

  app.get(paymentApi.discountCode, { preValidation: memberFirst, schema: { querystring: DiscountCodeQuery, response: { 200: DiscountCodeAnswer } } }, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { query } = request;
    const now = clock();
    const country = await shopCountry(db, request.site, visitorCountry(request));
    if (query.welcome) {
      const bonus = await timeBonusFor(db, member, request.site.id, now, country);
      if (!bonus) throw new ApiFailure(404, 'discount_not_found');
      const row = await checkDiscount(db, TIME_BONUS_CODE, { member, siteId: request.site.id, now, country });
      await storeDiscount(db, member.id, row.code, now);
      return { discountcode: discountAnswer(row, member, now) };
    }
    if (!query.code) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'code', code: 'invalid_type' }] });
    // decision 166: a typed code's refusals are limited per member and address, and told as one answer
    const typed = query.code;
    const row = await judgeTypedCode(db, { memberId: member.id, address: request.ip }, now, reply, () =>
      checkDiscount(db, typed, { member, siteId: request.site.id, now, country }),
    );
    await storeDiscount(db, member.id, row.code, now);
    return { discountcode: discountAnswer(row, member, now) };
  });

  app.get(paymentApi.timeBonus, { schema: { response: { 200: TimeBonusAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    return { time_bonus: await timeBonusFor(db, member, request.site.id, clock(), await shopCountry(db, request.site, visitorCountry(request))) };
  });

  // Each start texts a code: counted per member (per session cookie, a new login was a new budget),
  // a start with a bad body too: the limit is claimed before the schema
  const directDebitLimit = memberFirstThen((member, _request, reply) => takeMemberLimit(db, 'directDebitStart', member.id, clock(), reply));
  app.post(paymentApi.directDebit, { preValidation: directDebitLimit, schema: { body: DirectDebitRequest, response: { 200: DirectDebitAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const started = await startDirectDebit(db, request.site, member, request.body, clock());
    return { mandate_id: started.mandateId, phone_hint: started.phoneHint };
  });

  app.post(paymentApi.directDebitConfirm, { preValidation: memberFirst, schema: { body: DirectDebitConfirmRequest, response: { 200: TransactionAnswer } } }, async (request) => {
    const member = await requireMember(deps, request);
    const payment = await confirmDirectDebit(db, request.site, member, request.body, clock());
    return { transaction: await payments.answer(payment) };
  });
}
