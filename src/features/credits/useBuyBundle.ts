import { useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import type { BundleRow } from '../../db/index.ts';
import type { ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { useIdempotencyKey } from './useIdempotencyKey.ts';

/** Creates the order for a bundle (one per click intent) and opens its payment page. */
export function useBuyBundle() {
  const [, navigate] = useLocation();
  const keys = useIdempotencyKey();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const buy = async (bundle: BundleRow) => {
    if (busy !== null) return;
    setBusy(bundle.id);
    setError(null);
    const intent = `bundle:${bundle.id}`;
    const result = await actions.createOrder({ idempotency_key: keys.keyFor(intent), bundle_id: bundle.id });
    setBusy(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    keys.renew(intent);
    navigate(links.creditsPayment(result.data.id));
  };
  return { buy, busy, error };
}
