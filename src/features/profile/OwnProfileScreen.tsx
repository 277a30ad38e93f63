import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser, useOwnProfile, useSettings } from '../../db/index.ts';
import type { ActionError } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { OfflineNote } from '../members/OfflineNote.tsx';
import { PhotoManager } from './PhotoManager.tsx';
import { ProfileEditForm } from './ProfileEditForm.tsx';
import '../../ui/Button.css';
import '../members/members.css';
import './profile.css';

/** /profile: own photos, every attribute, location and invisible mode (SPEC §2, §3, §5). */
export default function OwnProfileScreen() {
  const user = useCurrentUser();
  const settings = useSettings();
  const own = useOwnProfile(user?.id);
  const [loadError, setLoadError] = useState<ActionError | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    void actions.loadOwnProfile().then((result) => setLoadError(result.ok ? null : result.error));
  }, [userId]);

  if (user === null) {
    return (
      <div className="container page">
        <p>
          <Trans>Please log in to edit your profile.</Trans> <Link href={links.login()}>{<Trans>Log in</Trans>}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page own-profile">
      <header className="page-head">
        <h1>
          <Trans>My profile</Trans>
        </h1>
        {user && (
          <p className="muted">
            <Link href={links.member(user.id)}>
              <Trans>See my profile as others see it</Trans>
            </Link>
          </p>
        )}
      </header>
      {loadError?.error === 'network' && <OfflineNote fetchedAt={own?.fetchedAt ?? null} />}
      {!own ? (
        <div className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" />
          <Trans>Loading your profile…</Trans>
        </div>
      ) : (
        <>
          <PhotoManager profile={own} premium={user?.paid_user ?? false} />
          <ProfileEditForm key={own.id} profile={own} countries={settings?.countries ?? []} />
        </>
      )}
    </div>
  );
}
