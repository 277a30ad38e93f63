import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { entryWarningWasPainted } from './serverDialog.ts';
import '../../ui/Button.css';
import './EntryWarning.css';

interface Props {
  siteName: string;
  onEnter: () => void;
}

/** The consent dialog itself: Escape does not bypass it; Leave goes back (offline-safe). */
export function EntryWarningDialog({ siteName, onEnter }: Props) {
  const { t } = useLingui();
  const [left, setLeft] = useState(false);

  const leave = () => {
    setLeft(true);
    if (history.length > 1) history.back();
    else window.close();
  };

  return (
    <Modal title={t`Adults only`} size="md" appear={!entryWarningWasPainted()}>
      <div className="entry-warning stack">
        <p className="entry-warning-badge" aria-hidden="true">
          18+
        </p>
        <p>
          <Trans>
            {siteName} contains content for adults. By entering you confirm that you are at least 18 years old and
            that you accept our terms and conditions.
          </Trans>
        </p>
        {left && (
          <p className="entry-warning-left" role="alert">
            <Trans>You must be 18 or older to use this website. You can close this tab now.</Trans>
          </p>
        )}
        <div className="entry-warning-actions">
          <button type="button" className="btn btn-primary btn-lg" onClick={onEnter}>
            <Trans>Enter</Trans>
          </button>
          <button type="button" className="btn btn-outline btn-lg" onClick={leave}>
            <Trans>Leave</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
