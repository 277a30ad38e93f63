import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { TIME_BONUS_PERCENTAGE, TIME_BONUS_WINDOW_S } from '../../contract/constants.ts';
import { useCurrentUser } from '../../db/index.ts';
import { dismissTimeBonusModal, timeBonusState } from '../../state/timeBonus.ts';
import { Modal } from '../../ui/Modal.tsx';
import { dueInMembersArea } from './areaClock.ts';
import { isMembersArea } from './membersArea.ts';
import { timeBonusModalDelayMs } from './modalDelay.ts';

/**
 * Opens 40 s after entering the members area, for a logged-in member with 0 credits while the
 * bonus is visible and not dismissed (SPEC §4). Closing remembers the dismissal; the credits
 * link closes it first.
 */
export function TimeBonusModal() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const user = useCurrentUser();
  const { isVisible, modalDismissed } = useSnapshot(timeBonusState);
  const [due, setDue] = useState(false);
  const inArea = isMembersArea(location);
  const eligible = Boolean(user) && user?.credits === 0 && isVisible && !modalDismissed;

  useEffect(() => {
    // counted from entering the members area, not from this mount
    const wait = dueInMembersArea(inArea, Date.now(), timeBonusModalDelayMs());
    if (wait === null) return undefined;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [inArea]);

  if (!due || !inArea || !eligible || !user) return null;
  const close = () => dismissTimeBonusModal(user.id);
  const percentage = TIME_BONUS_PERCENTAGE;
  const hours = TIME_BONUS_WINDOW_S / 3600;
  return (
    <Modal title={t`Your welcome bonus`} onEscape={close}>
      <p className="time-bonus-big">
        <Trans>{percentage}% extra discount</Trans>
      </p>
      <p>
        <Trans>As a new member you get {percentage}% off your first credits.</Trans>
      </p>
      <p className="strong">
        <Trans>Act fast: this offer ends in less than {hours} hours</Trans>
      </p>
      <div className="button-row">
        <a
          href={links.credits()}
          className="btn btn-primary"
          onClick={(event) => {
            event.preventDefault();
            close();
            navigate(links.credits());
          }}
        >
          <Trans>Buy credits now</Trans>
        </a>
        <button type="button" className="btn btn-ghost" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
