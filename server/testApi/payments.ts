import { eq } from 'drizzle-orm';
import type { ZodApp } from '../platform/appDeps.ts';
import { paymentApi } from '../../src/contract/payments.ts';
import {
  paymentTestApi,
  TestAccountRequest,
  TestAgePaymentRequest,
  TestDiscountCodeRequest,
  TestMandateFailsRequest,
  TestMemberCountryRequest,
  TestRefundRequest,
  TestTimeBonusDelayRequest,
  TestWireRequest,
} from '../../src/contract/payments-testing.ts';
import { TEST_TIME_BONUS_DELAY_COOKIE } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { discountCodes, members, paymentAccounts, payments, sandboxPayments, savedPaymentMethods } from '../db/schema.ts';
import { ApiFailure } from '../platform/errors.ts';
import { normalizeCode } from '../payments/discounts.ts';
import type { SandboxProvider } from '../payments/sandbox.ts';
import type { PaymentService } from '../payments/service.ts';

/** Fixture calls of the payments area; registered only with TEST_API=1. */
export function paymentTestApiRoutes(app: ZodApp, deps: { db: Db; sandbox: SandboxProvider; payments: PaymentService }): void {
  const { db, sandbox } = deps;

  app.post(paymentTestApi.age, { schema: { body: TestAgePaymentRequest } }, async (request) => {
    const { payment_id, seconds } = request.body;
    const [payment] = await db.select().from(payments).where(eq(payments.id, payment_id));
    if (!payment) throw new ApiFailure(404, 'not_found');
    const earlier = new Date(payment.createdAt.getTime() - seconds * 1000);
    await db.update(payments).set({ createdAt: earlier }).where(eq(payments.id, payment_id));
    if (payment.provider === 'sandbox' && payment.providerPaymentId) {
      await db.update(sandboxPayments).set({ createdAt: earlier }).where(eq(sandboxPayments.id, payment.providerPaymentId));
    }
    return { ok: true };
  });

  app.post(paymentTestApi.discountCodes, { schema: { body: TestDiscountCodeRequest } }, async (request, reply) => {
    const { body } = request;
    const values = {
      code: normalizeCode(body.code),
      siteId: request.site.id,
      country: body.country ?? null,
      userId: body.user_id ?? null,
      expires: body.expires ? new Date(body.expires) : null,
      valuePercentage: body.value_percentage,
      currency: body.currency ?? null,
      minimumOrderValue: body.minimum_order_value ?? null,
      status: body.status ?? 'active',
      validity: body.validity ?? 'once',
      paymentmethods: body.paymentmethods ?? null,
    };
    await db.insert(discountCodes).values(values).onConflictDoUpdate({ target: discountCodes.code, set: values });
    return reply.code(201).send({ ok: true });
  });

  /**
   * The provider refunds a payment outside our console (its dashboard), or the payer's bank charges
   * it back (decision 130), and calls our webhook.
   */
  for (const [path, act] of [
    [paymentTestApi.refund, (id: string) => sandbox.markRefunded(id)],
    [paymentTestApi.chargeback, (id: string) => sandbox.chargeBack(id)],
  ] as const) {
    app.post(path, { schema: { body: TestRefundRequest } }, async (request, reply) => {
      const { payment_id } = request.body;
      const [payment] = await db.select().from(payments).where(eq(payments.id, payment_id));
      if (!payment?.providerPaymentId || payment.provider !== 'sandbox') throw new ApiFailure(404, 'not_found');
      await act(payment.providerPaymentId);
      const res = await app.inject({
        method: 'POST',
        url: paymentApi.webhook,
        headers: { host: request.headers.host ?? 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${encodeURIComponent(payment.providerPaymentId)}`,
      });
      return reply.code(res.statusCode).send(res.json());
    });
  }

  /** The bank statement shows a wire transfer with this reference. */
  app.post(paymentTestApi.wire, { schema: { body: TestWireRequest } }, async (request, reply) => {
    const { reference } = request.body;
    const paid = await deps.payments.registerWire(request.site, reference);
    if (!paid) throw new ApiFailure(404, 'not_found');
    return reply.send({ ok: true, status: paid.status });
  });

  /** A saved card stops working (expired): its next recurring charge fails. */
  app.post(paymentTestApi.mandateFails, { schema: { body: TestMandateFailsRequest } }, async (request, reply) => {
    const { body } = request;
    const [saved] = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.id, body.saved_method_id));
    if (!saved) throw new ApiFailure(404, 'not_found');
    await sandbox.setMandateFails(saved.providerRef, body.fails);
    return reply.send({ ok: true });
  });

  app.post(paymentTestApi.account, { schema: { body: TestAccountRequest } }, async (request, reply) => {
    const { body } = request;
    const set = {
      ...(body.direct_debit_blocked === undefined ? {} : { directDebitBlocked: body.direct_debit_blocked }),
      ...(body.direct_debit_limit === undefined ? {} : { directDebitLimit: body.direct_debit_limit }),
    };
    await db.insert(paymentAccounts).values({ memberId: body.member_id, ...set }).onConflictDoUpdate({ target: paymentAccounts.memberId, set });
    return reply.send({ ok: true });
  });

  app.post(paymentTestApi.memberCountry, { schema: { body: TestMemberCountryRequest } }, async (request, reply) => {
    const { body } = request;
    const [row] = await db.update(members).set({ country: body.country.toUpperCase(), regionId: null }).where(eq(members.id, body.member_id)).returning({ id: members.id });
    if (!row) throw new ApiFailure(404, 'not_found');
    return reply.send({ ok: true });
  });

  /** Shortens the time-bonus modal delay for this browser (e2e): the client reads the cookie. */
  app.post(paymentTestApi.timeBonusDelay, { schema: { body: TestTimeBonusDelayRequest } }, async (request, reply) => {
    const { seconds } = request.body;
    reply.setCookie(TEST_TIME_BONUS_DELAY_COOKIE, String(seconds), { path: '/', sameSite: 'lax' });
    return reply.send({ ok: true });
  });
}
