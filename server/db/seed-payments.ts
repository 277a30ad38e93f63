import { TIME_BONUS_WINDOW_S } from '../../src/contract/constants.ts';
import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE } from '../../src/contract/constants.ts';
import { currencyByCountry, type Currency } from '../../src/contract/payments.ts';
import type { Db } from './connect.ts';
import { creditBundles, discountCodes } from './schema.ts';

/** Credits and bonus of the four bundles every site sells, with their labels. */
const bundleShapes = [
  { credits: 20, bonus: 0, label: null },
  { credits: 50, bonus: 5, label: 'most_popular' as const },
  { credits: 100, bonus: 15, label: null },
  { credits: 250, bonus: 50, label: 'best_value' as const },
];

/** Prices in minor units per currency, set per market rather than converted. */
const prices: Record<Currency, [number, number, number, number]> = {
  EUR: [999, 1999, 3499, 6999],
  GBP: [899, 1699, 2999, 5999],
  USD: [1099, 2199, 3799, 7499],
  DKK: [7500, 14900, 25900, 51900],
  SEK: [10900, 21900, 37900, 74900],
  NOK: [10900, 21900, 37900, 74900],
  PLN: [4500, 8900, 14900, 29900],
  CHF: [999, 1999, 3399, 6799],
};

/** Bundles for every site and country, and the time-bonus code (SPEC §9). */
export async function seedPayments(db: Db, siteIds: number[], countryCodes: readonly string[]): Promise<void> {
  const rows = siteIds.flatMap((siteId) =>
    countryCodes.flatMap((country) => {
      const currency = currencyByCountry[country] ?? 'EUR';
      return bundleShapes.map((shape, position) => ({ siteId, country, currency, position, price: prices[currency][position] ?? 999, ...shape }));
    }),
  );
  if (rows.length > 0) await db.insert(creditBundles).values(rows);
  await db
    .insert(discountCodes)
    .values({ code: TIME_BONUS_CODE, valuePercentage: TIME_BONUS_PERCENTAGE, status: 'active', validity: 'once', windowSeconds: TIME_BONUS_WINDOW_S })
    .onConflictDoNothing();
}
