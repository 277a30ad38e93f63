import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { PHOTO_MAX_BYTES } from '../../contract/constants.ts';
import type { OwnProfile } from '../../contract/index.ts';
import { errorMessage, type ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import type { ActionResult } from '../../sync/index.ts';
import { OwnPhotoItem } from './OwnPhotoItem.tsx';

/** Upload (free 3, premium 25), private, main, order and delete of the own photos (SPEC §5). */
export function PhotoManager({ profile, premium }: { profile: OwnProfile; premium: boolean }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const count = profile.photos.length;
  const limit = profile.photo_limit;
  const full = count >= limit;

  const run = async (action: () => Promise<ActionResult>) => {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) setError(result.error);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setError({ error: 'image_too_large' });
      return;
    }
    void run(() => actions.uploadPhoto(file));
  };

  return (
    <section className="card photo-manager" aria-labelledby="photos-title">
      <div className="section-head">
        <h2 id="photos-title">
          <Trans>My photos</Trans>
        </h2>
        <span className="muted">
          <Trans>
            {count} of {limit} photos
          </Trans>
        </span>
      </div>
      {count === 0 && (
        <p className="muted">
          <Trans>Members with a photo get far more replies. Add your first one.</Trans>
        </p>
      )}
      <ul className="own-photos">
        {profile.photos.map((photo, i) => (
          <OwnPhotoItem
            key={photo.id}
            photo={photo}
            position={i + 1}
            count={count}
            busy={busy}
            onChange={(change) => void run(() => actions.updatePhoto({ id: photo.id, ...change }))}
            onDelete={() => void run(() => actions.deletePhoto(photo.id))}
          />
        ))}
      </ul>
      <div className="upload-row">
        <label htmlFor={inputId} className={full || busy ? 'btn btn-primary upload-label is-disabled' : 'btn btn-primary upload-label'}>
          {busy ? <Trans>Please wait…</Trans> : <Trans>Browse</Trans>}
        </label>
        <input id={inputId} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" disabled={full || busy} onChange={onFile} aria-label={t`Upload a photo`} />
        <span className="field-note">
          <Trans>JPEG, PNG, WebP or HEIC, up to 15 MB.</Trans>
        </span>
      </div>
      {full && !premium && (
        <p className="field-note">
          <Trans>Free members can upload up to {limit} photos.</Trans> <Link href={links.premium()}>
            <Trans>Get premium</Trans>
          </Link>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(i18n, error)}
        </p>
      )}
    </section>
  );
}
