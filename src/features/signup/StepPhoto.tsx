import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { goToStep } from './signupState.ts';

/** Step 1: a profile photo (optional: it can be added later from the profile). */
export function StepPhoto() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await actions.uploadPhoto(file);
    setBusy(false);
    if (result.ok) setDone(true);
    else setError(result.error);
  };

  return (
    <div className="stack">
      <p>
        <Trans>Members with a photo get many more replies. Add one now, or later from your profile.</Trans>
      </p>
      <label className="signup-photo-drop">
        <span className="btn btn-outline">{busy ? <Trans>Uploading…</Trans> : <Trans>Browse</Trans>}</span>
        <span className="visually-hidden">
          <Trans>Choose a profile photo</Trans>
        </span>
        <input type="file" accept="image/*" className="visually-hidden" onChange={onFile} disabled={busy} />
      </label>
      {done && (
        <p role="status" className="signup-ok">
          <Trans>Your photo was uploaded.</Trans>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, error)}
        </p>
      )}
      <div className="signup-nav">
        <button type="button" className="btn btn-ghost" onClick={() => goToStep('personal')}>
          <Trans>Skip, add a photo later</Trans>
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => goToStep('personal')}>
          <Trans>Next</Trans>
        </button>
      </div>
    </div>
  );
}
