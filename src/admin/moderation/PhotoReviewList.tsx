import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ItemRef, MemberFile } from '../../contract/moderation.ts';
import { reviewName } from './kinds.ts';
import type { Act } from './MemberCard.tsx';

/**
 * The member's photos with their review (decision 121): approve, reject with a reason the member
 * reads, delete. The photo the item names is marked and its verdict closes the item.
 */
export function PhotoReviewList({ member, namedPhoto, itemRef, busy, act }: { member: MemberFile; namedPhoto: number | null; itemRef: ItemRef | undefined; busy: boolean; act: Act }) {
  const { t, i18n } = useLingui();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [rejectReason, setRejectReason] = useState('');
  if (member.photos.length === 0) return null;
  return (
    <section className="adm-section" aria-labelledby="mod-photos-title">
      <h2 id="mod-photos-title">
        <Trans>Photos</Trans>
      </h2>
      <ul className="mod-photos">
        {member.photos.map((photo) => {
          const named = namedPhoto === photo.id;
          const photoRef = named ? itemRef : undefined;
          return (
            <li key={photo.id} className={`mod-photo${named ? ' mod-photo-named' : ''}`}>
              <img src={photo.url} alt={t`Photo ${photo.id} of ${member.name}`} width={160} height={160} loading="lazy" />
              <span className="mod-labels">
                <span className={`adm-pill mod-review-${photo.review}`}>{reviewName(i18n, photo.review)}</span>
                {photo.private ? (
                  <span className="adm-pill">
                    <Trans>Private</Trans>
                  </span>
                ) : null}
              </span>
              {photo.reject_reason ? <span className="adm-small adm-muted">{photo.reject_reason}</span> : null}
              <span className="mod-photo-actions">
                {photo.review !== 'approved' ? (
                  <button
                    type="button"
                    className="btn btn-primary adm-btn-sm"
                    disabled={busy}
                    onClick={() => void act({ action: 'approve_photo', photo_id: photo.id, seen: photo.review, item: photoRef }, t`Photo approved.`)}
                  >
                    <Trans>Approve</Trans>
                  </button>
                ) : null}
                {photo.review !== 'rejected' ? (
                  <button type="button" className="btn btn-outline adm-btn-sm" disabled={busy} onClick={() => setRejecting(rejecting === photo.id ? null : photo.id)} aria-expanded={rejecting === photo.id}>
                    <Trans>Reject…</Trans>
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-ghost adm-btn-sm btn-danger"
                  disabled={busy}
                  onClick={() => void act({ action: 'delete_photo', photo_id: photo.id, item: photoRef }, t`Photo deleted.`)}
                >
                  <Trans>Delete</Trans>
                </button>
              </span>
              {rejecting === photo.id ? (
                <form
                  className="adm-form mod-inline-form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void act({ action: 'reject_photo', photo_id: photo.id, seen: photo.review, reason: rejectReason, item: photoRef }, t`Photo rejected; the member is told why.`).then((ok) => {
                      if (ok) {
                        setRejecting(null);
                        setRejectReason('');
                      }
                    });
                  }}
                >
                  <label className="adm-field">
                    <Trans>Why (the member reads this)</Trans>
                    <input value={rejectReason} onChange={(event) => setRejectReason(event.target.value)} required maxLength={500} />
                  </label>
                  <button type="submit" className="btn btn-primary adm-btn-sm" disabled={busy}>
                    <Trans>Reject photo</Trans>
                  </button>
                </form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
