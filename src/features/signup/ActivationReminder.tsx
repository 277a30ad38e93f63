import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ResendActivationButton } from './ResendActivationButton.tsx';
import { isSmartphone } from './signupState.ts';
import './signup.css';

/** The query flag a finished signup adds on smartphones: the reminder then shows as a modal. */
export const SIGNUP_COMPLETE_FLAG = 'signup_complete';

const hiddenOn = [links.signup(), links.completeSignup(), links.settings(), links.notifications()];

/**
 * SPEC §4: for a not_confirmed member without disabled notifications and with a disabled profile; a
 * modal on a smartphone with the signup-complete flag, otherwise an alert; hidden on signup,
 * settings and notifications pages.
 */
export function ActivationReminder() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  const [modalClosed, setModalClosed] = useState(false);
  if (!user || user.status !== 'not_confirmed' || user.notifications_disabled.length > 0 || user.profile.status !== 'disabled') return null;
  if (hiddenOn.includes(path) || path.endsWith('/signup')) return null;
  const email = user.email;
  const text = (
    <Trans>
      Please confirm your e-mail address: open the link we sent to <strong>{email}</strong>. Until then other members cannot reply to you.
    </Trans>
  );
  const asModal = isSmartphone() && new URLSearchParams(search).has(SIGNUP_COMPLETE_FLAG);
  if (asModal && !modalClosed) {
    return (
      <Modal title={t`Confirm your e-mail address`} onEscape={() => setModalClosed(true)}>
        <div className="stack">
          <p>{text}</p>
          <ResendActivationButton className="btn btn-primary btn-block" />
          <button type="button" className="btn btn-ghost btn-block" onClick={() => setModalClosed(true)}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <div className="activation-alert" role="alert">
      <p>{text}</p>
      <ResendActivationButton className="btn btn-secondary" />
    </div>
  );
}
