import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { Modal } from '../../ui/Modal.tsx';

/** Explains how to see a locked photo: premium for members, an account for visitors. */
export function LockedPhotoDialog({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  return (
    <Modal title={<Trans>This photo is locked</Trans>} size="sm" onEscape={onClose}>
      <div className="stack">
        {loggedIn ? (
          <p>
            <Trans>Premium members see every photo, private ones included. Get premium to unlock this photo.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Sign up or log in to see more photos.</Trans>
          </p>
        )}
        <div className="button-row">
          {loggedIn ? (
            <Link href={links.premium()} className="btn btn-primary">
              <Trans>Get premium</Trans>
            </Link>
          ) : (
            <Link href={links.signup()} className="btn btn-primary">
              <Trans>Sign up for free</Trans>
            </Link>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
