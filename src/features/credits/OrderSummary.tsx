import { Trans } from '@lingui/react/macro';
import type { CreditOrderRow } from '../../db/index.ts';
import { useFormatMoney } from './money.ts';

export function OrderSummary({ order }: { order: CreditOrderRow }) {
  const money = useFormatMoney();
  const credits = order.credits + order.bonus;
  const amount = money(order.amount, order.currency);
  const original = money(order.original_amount, order.currency);
  const code = order.discount_code;
  const percentage = order.discount_percentage;
  return (
    <section className="card order-summary" aria-labelledby="order-title">
      <h2 id="order-title">
        <Trans>Your order</Trans>
      </h2>
      <p className="order-line">
        <span>
          <Trans>{credits} credits</Trans>
        </span>
        <strong>{amount}</strong>
      </p>
      {code && percentage !== null && (
        <p className="muted">
          <Trans>
            Discount {code}: {percentage}% off {original}
          </Trans>
        </p>
      )}
    </section>
  );
}
