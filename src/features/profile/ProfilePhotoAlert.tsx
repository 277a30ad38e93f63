import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/kv.ts';
import { dismissPhotoAlert, isPhotoAlertDismissed, isPhotoAlertHiddenOn } from './photoAlertDismissal.ts';
import './ProfilePhotoAlert.css';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** SPEC §4: a logged-in member without a main photo is asked to add one; dismissible. */
export function ProfilePhotoAlert() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [location] = useLocation();
  const [dismissed, setDismissed] = useState(() => isPhotoAlertDismissed(storage(), Date.now()));
  if (!user || user.profile.main_image !== null || dismissed || isPhotoAlertHiddenOn(location)) return null;
  return (
    <div className="photo-alert" role="region" aria-label={t`Profile photo`}>
      <p>
        <Trans>You have no profile photo yet. Members with a photo get far more replies.</Trans>{' '}
        <Link href={links.profile()} className="photo-alert-link">
          <Trans>Add a photo</Trans>
        </Link>
      </p>
      <button
        type="button"
        className="photo-alert-close"
        aria-label={t`Dismiss the profile photo reminder`}
        onClick={() => {
          dismissPhotoAlert(storage(), Date.now());
          setDismissed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
