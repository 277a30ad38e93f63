import type { PaymentsWorkerApi } from '../src/sync/paymentsProtocol.ts';
import * as payments from './paymentsActions.ts';
import type { PaymentsDeps } from './paymentsActions.ts';

/** The credits shop's worker calls, bound to the engine's api client and database. */
export function createPaymentsApi(deps: PaymentsDeps): PaymentsWorkerApi {
  return {
    loadCredits: () => payments.loadCredits(deps),
    loadPricing: () => payments.loadPricing(deps),
    applyDiscountCode: (code) => payments.applyDiscountCode(deps, code),
    loadWelcomeDiscount: () => payments.loadWelcomeDiscount(deps),
    loadTimeBonus: () => payments.loadTimeBonus(deps),
    createOrder: (request) => payments.createOrder(deps, request),
    loadOrder: (id) => payments.loadOrder(deps, id),
    pay: (request) => payments.pay(deps, request),
    loadTransaction: (id) => payments.loadTransaction(deps, id),
    loadTransactions: () => payments.loadTransactions(deps),
    startDirectDebit: (request) => payments.startDirectDebit(deps, request),
    confirmDirectDebit: (request) => payments.confirmDirectDebit(deps, request),
  };
}
