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
} from '../../src/contract/payments.ts';
import { TIME_BONUS_CODE } from '../../src/contract/constants.ts';
import { ApiFailure } from '../errors.ts';
import { answer, parseWith } from '../http.ts';
import { bundleAnswer, bundlesFor, currencyOf, messagePrice, methodInfos, orderAnswer, repeatableOrders, savedMethodsOf, shopCountry } from '../payments/catalog.ts';
import { confirmDirectDebit, startDirectDebit } from '../payments/directDebit.ts';
import { checkDiscount, discountAnswer, storeDiscount, storedDiscount, timeBonusFor } from '../payments/discounts.ts';
import { offeredMethods } from '../payments/methodOffers.ts';
import { createOrder, ownOrder } from '../payments/orders.ts';
import { ProviderError } from '../payments/provider.ts';
import type { PaymentService } from '../payments/service.ts';
import { visitorCountry } from '../content/visitor.ts';
import { takeMemberLimit } from '../services/limits.ts';
import { requireMember, type AuthDeps } from './auth.ts';

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
export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { db, clock, payments } = deps;

  app.get(paymentApi.credits, async (request, reply) => {
    const member = await requireMember(deps, request);
    const country = await shopCountry(db, request.site, visitorCountry(request));
    const bundles = await bundlesFor(db, request.site.id, country);
    const currency = bundles[0]?.currency ?? currencyOf(country);
    const now = clock();
    const stored = await storedDiscount(db, member.id);
    const discount = stored ? await checkDiscount(db, stored, { member, siteId: request.site.id, now, country }).catch(() => null) : null;
    const messageCredits = request.site.settings.message_credits;
    return answer(reply, CreditsAnswer, {
      country,
      currency,
      bundles: bundles.map(bundleAnswer),
      methods: methodInfos(country, await offeredMethods(db, request.site.id, country)),
      message_price: { credits: messageCredits, amount: messagePrice(bundles, messageCredits), currency },
      saved_methods: await savedMethodsOf(db, member.id),
      repeatable_orders: await repeatableOrders(db, member.id, bundles),
      discountcode: discount ? discountAnswer(discount, member, now) : null,
    });
  });

  // SPEC §2 /pricing: visitors see the prices of the country the site assumes for them, as members do.
  app.get(paymentApi.pricing, async (request, reply) => {
    const country = await shopCountry(db, request.site, visitorCountry(request));
    const bundles = await bundlesFor(db, request.site.id, country);
    const currency = bundles[0]?.currency ?? currencyOf(country);
    const messageCredits = request.site.settings.message_credits;
    reply.header('cache-control', 'private, no-cache');
    return answer(reply, PricingAnswer, {
      country,
      currency,
      bundles: bundles.map(bundleAnswer),
      message_price: { credits: messageCredits, amount: messagePrice(bundles, messageCredits), currency },
    });
  });

  app.post(paymentApi.order, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(OrderRequest, request.body);
    const order = await createOrder(db, request.site, member, body, clock(), await shopCountry(db, request.site, visitorCountry(request)));
    return answer(reply, OrderAnswer, { order: orderAnswer(order) });
  });

  app.get(paymentApi.order, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { id } = parseWith(OrderQuery, request.query);
    return answer(reply, OrderAnswer, { order: orderAnswer(await ownOrder(db, member.id, id)) });
  });

  app.post(paymentApi.pay, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(PayRequest, request.body);
    try {
      const payment = await payments.pay(request.site, member, body, originOf(request, deps.config.PUBLIC_URL));
      return answer(reply, TransactionAnswer, { transaction: await payments.answer(payment) });
    } catch (error) {
      if (error instanceof ProviderError) {
        request.log.warn({ err: error }, 'payment provider refused a payment');
        throw new ApiFailure(502, 'payment_failed');
      }
      throw error;
    }
  });

  app.get(paymentApi.transaction, async (request, reply) => {
    const member = await requireMember(deps, request);
    const { id } = parseWith(TransactionQuery, request.query);
    let payment = await payments.ownPayment(member.id, id);
    try {
      payment = await payments.refresh(request.site, payment);
    } catch (error) {
      // The provider is unreachable: answer what we know; the webhook or the next look catches up.
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, 'payment status check failed');
    }
    return answer(reply, TransactionAnswer, { transaction: await payments.answer(payment) });
  });

  app.get(paymentApi.transactions, async (request, reply) => {
    const member = await requireMember(deps, request);
    return answer(reply, TransactionsAnswer, { transactions: await payments.history(member.id) });
  });

  app.post(paymentApi.webhook, async (request, reply) => {
    const { id } = parseWith(WebhookRequest, request.body);
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

  app.get(paymentApi.discountCode, async (request, reply) => {
    const member = await requireMember(deps, request);
    const query = parseWith(DiscountCodeQuery, request.query);
    const now = clock();
    const country = await shopCountry(db, request.site, visitorCountry(request));
    let code: string;
    if (query.welcome) {
      const bonus = await timeBonusFor(db, member, request.site.id, now, country);
      if (!bonus) throw new ApiFailure(404, 'discount_not_found');
      code = TIME_BONUS_CODE;
    } else if (query.code) {
      code = query.code;
    } else {
      throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'code', code: 'invalid_type' }] });
    }
    const row = await checkDiscount(db, code, { member, siteId: request.site.id, now, country });
    await storeDiscount(db, member.id, row.code, now);
    return answer(reply, DiscountCodeAnswer, { discountcode: discountAnswer(row, member, now) });
  });

  app.get(paymentApi.timeBonus, async (request, reply) => {
    const member = await requireMember(deps, request);
    return answer(reply, TimeBonusAnswer, { time_bonus: await timeBonusFor(db, member, request.site.id, clock(), await shopCountry(db, request.site, visitorCountry(request))) });
  });

  // Each start texts a code: counted per member (per session cookie, a new login was a new budget)
  app.post(paymentApi.directDebit, async (request, reply) => {
    const member = await requireMember(deps, request);
    await takeMemberLimit(db, 'directDebitStart', member.id, clock(), reply);
    const body = parseWith(DirectDebitRequest, request.body);
    const started = await startDirectDebit(db, request.site, member, body, clock());
    return answer(reply, DirectDebitAnswer, { mandate_id: started.mandateId, phone_hint: started.phoneHint });
  });

  app.post(paymentApi.directDebitConfirm, async (request, reply) => {
    const member = await requireMember(deps, request);
    const body = parseWith(DirectDebitConfirmRequest, request.body);
    const payment = await confirmDirectDebit(db, request.site, member, body, clock());
    return answer(reply, TransactionAnswer, { transaction: await payments.answer(payment) });
  });
}
