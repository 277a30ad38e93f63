import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethodId } from '../contract/index.ts';

/** Brand names stay as they are; generic methods are translated. */
const brandNames: Partial<Record<PaymentMethodId, string>> = {
  paypal: 'PayPal', applepay: 'Apple Pay', paysafecard: 'Paysafecard', ideal: 'iDEAL', bancontact: 'Bancontact',
  blik: 'BLIK', przelewy24: 'Przelewy24', swish: 'Swish', vipps: 'Vipps', mobilepay: 'MobilePay', twint: 'TWINT',
  satispay: 'Satispay', eps: 'EPS', giropay: 'giropay', sofort: 'Sofort', dankort: 'Dankort', nexi: 'Nexi',
  cartebancaire: 'Carte Bancaire',
};

export function methodName(i18n: I18n, id: PaymentMethodId): string {
  switch (id) {
    case 'creditcard':
      return i18n._(msg`Credit card`);
    case 'directdebit':
      return i18n._(msg`SEPA direct debit`);
    case 'wiretransfer':
      return i18n._(msg`Wire transfer`);
    default:
      return brandNames[id] ?? id;
  }
}
