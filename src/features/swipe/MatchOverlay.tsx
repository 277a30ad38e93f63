import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { Profile } from '../../contract/index.ts';
import { useCurrentUser } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';

/** "It's a match": both photos, a way to write at once, or keep swiping (Escape closes). */
export function MatchOverlay({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const user = useCurrentUser();
  const actions = useRef<HTMLDivElement>(null);
  const name = profile.name;

  useEffect(() => {
    actions.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="sg-match" role="dialog" aria-modal="true" aria-labelledby="sg-match-title">
      <div className="sg-match-inner">
        <h2 id="sg-match-title">
          <Trans>It's a match!</Trans>
        </h2>
        <p>
          <Trans>You and {name} like each other.</Trans>
        </p>
        <div className="sg-match-photos" aria-hidden="true">
          <Avatar name={user?.profile.name ?? ''} src={user?.profile.main_image?.thumb_filename ?? null} size={96} />
          <Avatar name={name} src={profile.main_image?.thumb_filename ?? null} size={96} />
        </div>
        <div className="sg-match-actions" ref={actions}>
          <Link href={links.memberChat(profile.id)} className="btn btn-primary btn-lg">
            <Trans>Send {name} a message</Trans>
          </Link>
          <button type="button" className="btn btn-light" onClick={onClose}>
            <Trans>Keep swiping</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
