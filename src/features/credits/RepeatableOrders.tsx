import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { Order } from '../../contract/index.ts';
import { useFormatMoney } from './money.ts';

/** Earlier orders that can be bought again in one step with a saved method. */
export function RepeatableOrders({ orders, canRepeat }: { orders: Order[]; canRepeat: boolean }) {
  const money = useFormatMoney();
  if (orders.length === 0) return null;
  return (
    <section className="card repeatable-orders" aria-labelledby="repeat-title">
      <h2 id="repeat-title">
        <Trans>Buy again</Trans>
      </h2>
      <ul className="plain-list">
        {orders.map((o) => {
          const credits = o.credits + o.bonus;
          const price = money(o.original_amount, o.currency);
          return (
            <li key={o.id}>
              <Trans>
                {credits} credits for {price}
              </Trans>
            </li>
          );
        })}
      </ul>
      {canRepeat && (
        <Link href={links.creditsRepeatOrder()} className="btn btn-outline">
          <Trans>Repeat an order</Trans>
        </Link>
      )}
    </section>
  );
}
