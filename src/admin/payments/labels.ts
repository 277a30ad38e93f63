import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminPayment, PaymentFilterStatus } from '../../contract/adminPayments.ts';

export const filterStatuses: readonly PaymentFilterStatus[] = ['completed', 'pending', 'loading', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back'];

export function statusName(i18n: I18n, status: PaymentFilterStatus): string {
  switch (status) {
    case 'completed':
      return i18n._(msg`Completed`);
    case 'pending':
      return i18n._(msg`Pending`);
    case 'loading':
      return i18n._(msg`At the checkout`);
    case 'failed':
      return i18n._(msg`Failed`);
    case 'cancelled':
      return i18n._(msg`Cancelled`);
    case 'expired':
      return i18n._(msg`Expired`);
    case 'refunded':
      return i18n._(msg`Refunded`);
    case 'charged_back':
      return i18n._(msg`Charged back`);
  }
}

/** What a row's status pill says: money that went back wins over the payment's own status. */
export function rowStatus(payment: AdminPayment): PaymentFilterStatus {
  if (payment.charged_back_at) return 'charged_back';
  if (payment.refunded_at) return 'refunded';
  return payment.status;
}
