import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatCountdown, timeBonusState } from '../../state/timeBonus.ts';

/** The welcome discount as a timed offer on the shop: 25 % off while the countdown runs. */
export function TimedOffer({ percentage }: { percentage: number }) {
  const { isVisible, remaining } = useSnapshot(timeBonusState);
  if (!isVisible) return null;
  const time = formatCountdown(remaining);
  return (
    <section className="timed-offer card" aria-labelledby="timed-offer-title">
      <h2 id="timed-offer-title">
        <Trans>Welcome discount: {percentage}% off</Trans>
      </h2>
      <p>
        <Trans>
          Your first credits are {percentage}% cheaper. The offer ends in <span className="countdown">{time}</span>.
        </Trans>
      </p>
    </section>
  );
}
