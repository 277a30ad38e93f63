import { useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import type { PaymentMethodId } from '../../contract/index.ts';
import type { ActionError } from '../../i18n/errorMessages.ts';
import { actions, leaveFor } from '../../sync/index.ts';
import { useIdempotencyKey } from './useIdempotencyKey.ts';

/** Starts paying an order: to the provider's checkout, the wire details, or the direct-debit form. */
export function usePayOrder(orderId: number) {
  const [, navigate] = useLocation();
  const keys = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const pay = async (method: PaymentMethodId, savedMethodId?: number) => {
    if (busy) return;
    if (method === 'directdebit' && savedMethodId === undefined) {
      navigate(`${links.directDebit()}?order=${orderId}`);
      return;
    }
    setBusy(true);
    setError(null);
    const intent = `pay:${orderId}:${method}:${savedMethodId ?? ''}`;
    const result = await actions.pay({ idempotency_key: keys.keyFor(intent), order_id: orderId, method, ...(savedMethodId ? { saved_method_id: savedMethodId } : {}) });
    keys.renew(intent);
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      return;
    }
    const { checkout_url: checkout, payment_id: paymentId } = result.data;
    if (checkout) {
      // the button stays busy until the provider's page replaces this one
      await leaveFor(checkout);
      return;
    }
    setBusy(false);
    navigate(links.transactions(paymentId));
  };
  return { pay, busy, error };
}
