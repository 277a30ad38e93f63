import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { Modal } from '../../ui/Modal.tsx';

/** A visitor tried to like: log in or sign up first (SPEC §6). */
export function LikeLoginPrompt({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <Modal title={<Trans>Log in to like {name}</Trans>} size="sm" onEscape={onClose}>
      <p>
        <Trans>Only members can like profiles. Sign up for free or log in.</Trans>
      </p>
      <div className="button-row">
        <Link href={links.login()} className="btn btn-primary">
          <Trans>Log in</Trans>
        </Link>
        <Link href={links.signup()} className="btn btn-outline">
          <Trans>Sign up for free</Trans>
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
