import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { PokeBus } from '../realtime/pokeBus.ts';
import { acceptForms, paymentRoutes } from '../routes/payments.ts';
import { sandboxCheckoutRoutes } from '../routes/sandbox-checkout.ts';
import { paymentTestApiRoutes } from '../routes/test-api-payments.ts';
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
 * The payments area: Mollie when MOLLIE_API_KEY is set, else the built-in sandbox provider.
 * The sandbox stays available for payments it already holds.
 */
export async function registerPayments(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  const { db, config, clock } = deps;
  const sandbox = new SandboxProvider({ db, clock });
  const mollie = config.MOLLIE_API_KEY
    ? new MollieProvider({ apiKey: config.MOLLIE_API_KEY, baseUrl: config.MOLLIE_API_URL })
    : undefined;
  const provider: PaymentProvider = mollie ?? sandbox;
  const onBalanceChanged = (memberId: number): void => {
    deps.bus?.publish([{ member: memberId, kind: 'credits' }]).catch((err: unknown) => app.log.warn({ err }, 'credits poke failed'));
  };
  const payments = new PaymentService({ db, clock, provider, providers: { sandbox, ...(mollie ? { mollie } : {}) }, onBalanceChanged });
  await app.register((scope, _options, done) => {
    acceptForms(scope);
    paymentRoutes(scope, { db, config, clock, payments });
    sandboxCheckoutRoutes(scope, { sandbox, db, devSms: config.DEV_SMS_PAGE || config.TEST_API });
    if (config.TEST_API) paymentTestApiRoutes(scope, { db, sandbox, payments });
    done();
  });
}
