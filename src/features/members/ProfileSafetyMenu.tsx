import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../i18n/errorMessages.ts';
import { loadProfile, actions } from '../../sync/index.ts';
import { Menu } from '../../ui/Menu.tsx';
import { ConfirmDialog } from '../chats/ConfirmDialog.tsx';
import { ReportDialog } from '../reports/ReportDialog.tsx';

/** The profile's "⋯" menu: block (confirmed; the page then says so) and report (the report dialog, decision 123). */
export function ProfileSafetyMenu({ profileId, name }: { profileId: number; name: string }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const block = async () => {
    setConfirming(false);
    const result = await actions.blockMember(profileId);
    if (!result.ok) {
      setFailure(errorMessage(i18n, result.error, { name }));
      return;
    }
    // the server now answers 'blocked' for this profile: the page shows "You have blocked {name}"
    await loadProfile(profileId);
  };

  return (
    <div className="profile-toolbar">
      <Menu button={<span aria-hidden="true">⋯</span>} buttonLabel={t`More options for ${name}`} buttonClassName="profile-more-button">
        {(close) => (
          <>
            <button type="button" role="menuitem" onClick={() => (close(), setConfirming(true))}>
              <Trans>Block {name}</Trans>
            </button>
            <button type="button" role="menuitem" onClick={() => (close(), setReporting(true))}>
              <Trans>Report {name}</Trans>
            </button>
          </>
        )}
      </Menu>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {reporting && <ReportDialog memberId={profileId} name={name} onClose={() => setReporting(false)} onDone={(blocked) => blocked && void loadProfile(profileId)} />}
      {confirming && (
        <ConfirmDialog
          title={t`Block ${name}?`}
          body={t`${name} will no longer be able to see you or write to you, and your conversation is deleted.`}
          confirmLabel={t`Block`}
          onConfirm={() => void block()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
