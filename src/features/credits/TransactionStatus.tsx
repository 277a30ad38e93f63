import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { TransactionRow } from '../../db/index.ts';
import { BankDetails } from './BankDetails.tsx';
import { RecurringFailed } from './RecurringFailed.tsx';

/** One payment's state (SPEC §4): loading, pending, completed, failed or cancelled. */
export function TransactionStatus({ transaction }: { transaction: TransactionRow }) {
  const credits = transaction.credits;
  switch (transaction.status) {
    case 'loading':
      return (
        <div className="tx-state tx-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>
            <Trans>We are waiting for your payment…</Trans>
          </p>
          {transaction.checkout_url && (
            <a className="btn btn-outline" href={transaction.checkout_url}>
              <Trans>Continue to payment</Trans>
            </a>
          )}
        </div>
      );
    case 'pending':
      return (
        <div className="tx-state tx-pending" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>
            <Trans>Your payment is being processed. Your credits arrive as soon as it is confirmed.</Trans>
          </p>
          {transaction.bank_details && <BankDetails transaction={transaction} />}
        </div>
      );
    case 'completed':
      return (
        <div className="tx-state tx-completed" role="status">
          <h2>
            <Trans>Thank you! {credits} credits have been added to your account.</Trans>
          </h2>
          <Link href={links.members()} className="btn btn-primary">
            <Trans>Meet members</Trans>
          </Link>
        </div>
      );
    case 'expired':
      return (
        <div className="tx-state tx-failed" role="status">
          <p>
            <Trans>This checkout has expired: the payment was not completed in time. Nothing was charged.</Trans>
          </p>
          <Link href={links.creditsPayment(transaction.order_id)} className="btn btn-primary">
            <Trans>Try again</Trans>
          </Link>
        </div>
      );
    case 'failed':
    case 'cancelled':
      return (
        <div className="tx-state tx-failed" role="alert">
          {transaction.recurring_failed ? (
            <RecurringFailed transaction={transaction} />
          ) : (
            <>
              <p>
                <Trans>Payment failed or has been cancelled.</Trans>
              </p>
              <Link href={links.creditsPayment(transaction.order_id)} className="btn btn-primary">
                <Trans>Try again</Trans>
              </Link>
            </>
          )}
        </div>
      );
  }
}
