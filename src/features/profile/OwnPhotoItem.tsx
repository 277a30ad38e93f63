import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnPhoto } from '../../contract/index.ts';

interface Props {
  photo: OwnPhoto;
  position: number;
  count: number;
  busy: boolean;
  onChange: (change: { private?: boolean; main?: true; move?: 'up' | 'down' }) => void;
  onDelete: () => void;
}

/** One own photo with its state and buttons: private/public, main, move, delete. */
export function OwnPhotoItem({ photo, position, count, busy, onChange, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <li className="own-photo" aria-label={t`Photo ${position}`}>
      <img src={photo.thumb} alt="" width={160} height={160} loading="lazy" />
      <div className="own-photo-badges">
        {photo.main && (
          <span className="chip chip-premium">
            <Trans>Main photo</Trans>
          </span>
        )}
        {photo.private && (
          <span className="chip">
            <Trans>Private</Trans>
          </span>
        )}
        {photo.status === 'pending' && (
          <span className="chip chip-warning">
            <Trans>Awaiting review</Trans>
          </span>
        )}
        {photo.status === 'rejected' && (
          <span className="chip chip-danger">
            <Trans>Not approved</Trans>
          </span>
        )}
      </div>
      {photo.status === 'rejected' && (
        <p className="own-photo-rejected" role="note">
          {photo.reject_reason ? (
            <Trans>Our moderators did not approve this photo: {photo.reject_reason}. Only you can see it.</Trans>
          ) : (
            <Trans>Our moderators did not approve this photo. Only you can see it.</Trans>
          )}
        </p>
      )}
      <div className="own-photo-actions">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onChange({ private: !photo.private })}>
          {photo.private ? <Trans>Make public</Trans> : <Trans>Make private</Trans>}
        </button>
        {!photo.main && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onChange({ main: true })}>
            <Trans>Make main photo</Trans>
          </button>
        )}
        {/* the two arrows wrap together: a narrow card split them over two lines */}
        <span className="own-photo-move">
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy || position === 1} onClick={() => onChange({ move: 'up' })} aria-label={t`Move photo ${position} earlier`}>
            ↑
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy || position === count} onClick={() => onChange({ move: 'down' })} aria-label={t`Move photo ${position} later`}>
            ↓
          </button>
        </span>
        <button type="button" className="btn btn-ghost btn-sm btn-danger" disabled={busy} onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
