import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../platform/config.ts';
import type { Db } from '../db/connect.ts';
import type { PokeBus } from '../notify/pokeBus.ts';
import { acceptForms, paymentRoutes } from './routes/payments.ts';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout.ts';
import { paymentTestApiRoutes } from '../testApi/payments.ts';
import { adminPaymentRoutes } from '../admin/payments/routes.ts';
import { MollieProvider } from './mollie.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { PaymentService } from './service.ts';

export interface PaymentsDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  /** real-time pokes: a completed purchase or a refund refreshes the member's open apps */
  bus?: PokeBus;
}

/**
 * The payments area: Mollie when MOLLIE_API_KEY is set; the built-in sandbox provider (its hosted
 * checkout, /dev/sms and its repeat payments) only in demo mode (decision 109), where it
 * takes new payments when Mollie is not configured and keeps the payments it already holds. Without
 * either, the shop still lists its bundles but paying answers `payments_unavailable`.
 */
export const registerPayments: FastifyPluginAsync = async (app) => {
  const deps: PaymentsDeps = app;
  const { db, config, clock } = deps;
  const sandbox = config.DEMO_MODE ? new SandboxProvider({ db, clock }) : undefined;
  const mollie = config.MOLLIE_API_KEY
    ? new MollieProvider({ apiKey: config.MOLLIE_API_KEY, baseUrl: config.MOLLIE_API_URL })
    : undefined;
  const provider: PaymentProvider | null = mollie ?? sandbox ?? null;
  if (!provider) app.log.warn('MOLLIE_API_KEY is not set and DEMO_MODE is off: payments are unavailable (the shop lists bundles, paying is refused)');
  const onBalanceChanged = (memberId: number): void => {
    deps.bus?.publish([{ member: memberId, kind: 'credits' }]).catch((err: unknown) => app.log.warn({ err }, 'credits poke failed'));
  };
  const providers = { ...(sandbox ? { sandbox } : {}), ...(mollie ? { mollie } : {}) };
  const payments = new PaymentService({ db, clock, provider, providers, onBalanceChanged });
  // the console's payments, refunds and export (decision 130), behind requireStaff
  adminPaymentRoutes(app.withTypeProvider<ZodTypeProvider>(), { db, clock, providers, onBalanceChanged });
  await app.register((scope, _options, done) => {
    acceptForms(scope);
    const zodScope = scope.withTypeProvider<ZodTypeProvider>();
    paymentRoutes(zodScope, { db, config, clock, payments });
    if (sandbox) {
      sandboxCheckoutRoutes(scope, { sandbox, db });
      if (config.TEST_API) paymentTestApiRoutes(zodScope, { db, sandbox, payments });
    }
    done();
  });
};
