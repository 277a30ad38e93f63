import { Trans, useLingui } from '@lingui/react/macro';
import type { BundleRow } from '../../db/index.ts';
import { useFormatMoney } from './money.ts';

interface Props {
  bundle: BundleRow;
  /** the member's discount in percent, shown as the reduced price */
  discount: number | null;
  busy: boolean;
  onBuy: (bundle: BundleRow) => void;
}

export function BundleCard({ bundle, discount, busy, onBuy }: Props) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const price = money(bundle.price, bundle.currency);
  const reduced = discount ? money(Math.round((bundle.price * (100 - discount)) / 100), bundle.currency) : null;
  const credits = bundle.credits;
  const shown = reduced ?? price;
  const bonus = bundle.bonus;
  return (
    <li className={`bundle-card${bundle.label ? ` bundle-${bundle.label}` : ''}`}>
      {bundle.label === 'most_popular' && (
        <span className="bundle-label">
          <Trans>Most popular</Trans>
        </span>
      )}
      {bundle.label === 'best_value' && (
        <span className="bundle-label">
          <Trans>Best value</Trans>
        </span>
      )}
      <p className="bundle-credits">
        <Trans>{credits} credits</Trans>
      </p>
      {bonus > 0 ? (
        <p className="bundle-bonus">
          <Trans>+{bonus} bonus credits</Trans>
        </p>
      ) : (
        <p className="bundle-bonus bundle-bonus-none" aria-hidden="true">
          &nbsp;
        </p>
      )}
      <p className="bundle-price">
        {reduced ? (
          <>
            <del>{price}</del> <strong>{reduced}</strong>
          </>
        ) : (
          <strong>{price}</strong>
        )}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-busy={busy}
        disabled={busy}
        // the name starts with the visible text (WCAG 2.5.3 Label in Name)
        aria-label={t`Buy now: ${credits} credits for ${shown}`}
        onClick={() => onBuy(bundle)}
      >
        <Trans>Buy now</Trans>
      </button>
    </li>
  );
}
