import { useLingui } from '@lingui/react';

/** Formats minor units of a currency for the UI locale: 1699 GBP → '£16.99'. */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const { i18n } = useLingui();
  // the locale with the site's country (src/i18n/formatLocale.ts, decision 176)
  return (minor, currency) => i18n.number(minor / 100, { style: 'currency', currency });
}
