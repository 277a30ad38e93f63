import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { TIME_BONUS_PERCENTAGE } from '../../contract/constants.ts';
import { formatCountdown, timeBonusState } from '../../state/timeBonus.ts';
import './timeBonus.css';

/** The welcome-bonus countdown banner for new members (SPEC §2). */
export function TimeBonusBanner() {
  const { t } = useLingui();
  const { isVisible, remaining } = useSnapshot(timeBonusState);
  if (!isVisible) return null;
  const percentage = TIME_BONUS_PERCENTAGE;
  const time = formatCountdown(remaining);
  return (
    <aside className="time-bonus-banner" aria-label={t`Welcome bonus`}>
      <div className="container time-bonus-inner">
        <p>
          <Trans>
            Welcome bonus: {percentage}% off your first credits, ends in <span className="countdown" role="timer">{time}</span>
          </Trans>
        </p>
        <Link href={links.credits()} className="btn btn-light">
          <Trans>Get the bonus</Trans>
        </Link>
      </div>
    </aside>
  );
}
