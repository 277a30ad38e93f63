import { and, eq } from 'drizzle-orm';
import { methodsForCountry, type PaymentMethodId } from '../../src/contract/payments.ts';
import { paymentMethodOffers } from '../db/schema.ts';
import type { DbOrTx } from './credits.ts';

/**
 * The payment methods a site offers in a country (decision 128): the operator's choice in the
 * console, limited to the methods that work there (SPEC §9, `methodsForCountry`); without a
 * choice, every one of them. Read per call (one primary-key lookup), so a change in the console
 * is what the next credits.php and pay.php on any instance answer.
 */
export async function offeredMethods(db: DbOrTx, siteId: number, country: string): Promise<PaymentMethodId[]> {
  const possible = methodsForCountry(country);
  const [row] = await db
    .select({ methods: paymentMethodOffers.methods })
    .from(paymentMethodOffers)
    .where(and(eq(paymentMethodOffers.siteId, siteId), eq(paymentMethodOffers.country, country)));
  if (!row) return possible;
  const chosen = new Set(row.methods);
  return possible.filter((m) => chosen.has(m));
}
