import { membersOnly } from './ShopLoginPrompt.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { finalPaymentStatuses } from '../../contract/index.ts';
import { useTransaction, useTransactions } from '../../db/index.ts';
import { errorMessage, type ActionError } from '../../i18n/errorMessages.ts';
import { actions } from '../../sync/index.ts';
import { TransactionHistory } from './TransactionHistory.tsx';
import { TransactionStatus } from './TransactionStatus.tsx';
import '../../ui/Button.css';
import './credits.css';

const POLL_MS = 2_500;

/** /transactions/{id?}: one payment's state (asked again while it is open) and the history. */
function TransactionScreen() {
  const { i18n } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const transaction = useTransaction(id);
  const history = useTransactions();
  const [error, setError] = useState<ActionError | null>(null);
  const open = transaction ? !finalPaymentStatuses.includes(transaction.status) : true;

  useEffect(() => {
    void actions.loadTransactions();
  }, [id]);

  useEffect(() => {
    if (!id || !open) return undefined;
    let stopped = false;
    const ask = async () => {
      const result = await actions.loadTransaction(id);
      if (!stopped && !result.ok && result.error.error !== 'network') setError(result.error);
    };
    void ask();
    const timer = setInterval(() => void ask(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, open]);

  return (
    <div className="container page credits-page transaction-page">
      <h1>{id ? <Trans>Your payment</Trans> : <Trans>Your payments</Trans>}</h1>
      {id && (
        <section className="card tx-card" aria-live="polite">
          {error ? (
            <p role="alert">{errorMessage(i18n, error)}</p>
          ) : transaction ? (
            <TransactionStatus transaction={transaction} />
          ) : (
            <div className="tx-state" role="status">
              <span className="spinner" aria-hidden="true" />
              <p>
                <Trans>Loading your payment…</Trans>
              </p>
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="history-title">
        <h2 id="history-title">
          <Trans>Payment history</Trans>
        </h2>
        {history === undefined ? null : <TransactionHistory transactions={history} />}
      </section>
    </div>
  );
}

export default membersOnly(TransactionScreen);
