import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useCurrentUser, useProfileDetail } from '../../db/index.ts';
import { links } from '../../app/routes.ts';
import { routeId } from '../../contract/routeId.ts';
import { errorMessage } from '../../i18n/index.ts';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { BlockedPage } from './BlockedPage.tsx';
import { LockedPhotoDialog } from './LockedPhotoDialog.tsx';
import { LoginRequiredPage } from './LoginRequired.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { PhotoThumbs } from './PhotoThumbs.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileSafetyMenu } from './ProfileSafetyMenu.tsx';
import { RelatedProfiles } from './RelatedProfiles.tsx';
import { useProfileRequest } from './useProfileRequest.ts';
import { LikeButton } from '../likes/LikeButton.tsx';
import { CamBlock } from '../resell/CamBlock.tsx';
import '../../ui/Button.css';
import './members.css';

/** /members/{id} and /likes/m/{id}: one profile, stored in Dexie so it opens offline (SPEC §2). */
export default function ProfileScreen() {
  const params = useParams<{ id: string }>();
  const id = routeId(params.id);
  return id === null ? <NotFoundScreen /> : <Profile id={id} />;
}

function Profile({ id }: { id: number }) {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const request = useProfileRequest(id);
  const stored = useProfileDetail(id);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [lockedOpen, setLockedOpen] = useState(false);

  const failed = request.status === 'failed' ? request.error : null;
  const offline = failed?.error === 'network';

  if (stored?.blocked) {
    return (
      <div className="container page">
        <BlockedPage name={stored.blocked.name} by={stored.blocked.by} />
      </div>
    );
  }
  if (failed?.error === 'login_required') {
    return <LoginRequiredPage />;
  }
  if (stored?.notFound || (failed?.error === 'not_found' && !stored?.detail)) return <NotFoundScreen />;
  const detail = stored?.detail;
  if (!detail) {
    return (
      <div className="container page">
        {offline ? (
          <OfflineNote fetchedAt={null} />
        ) : failed ? (
          <p className="form-error" role="alert">
            {errorMessage(i18n, failed)}
          </p>
        ) : (
          <div className="loading-state" role="status">
            <span className="spinner" aria-hidden="true" />
            <Trans>Loading profile…</Trans>
          </div>
        )}
      </div>
    );
  }

  const visible = detail.photos.filter((p) => p.visible && p.url);
  return (
    <div className="container page profile-page">
      {offline && <OfflineNote fetchedAt={stored?.fetchedAt ?? null} />}
      <div className="profile-top">
        {user && user.id !== detail.id && <ProfileSafetyMenu profileId={detail.id} name={detail.name} />}
        <ProfileHeader
          profile={detail}
          loggedIn={Boolean(user)}
          onOpenMain={visible.length > 0 ? () => setViewerIndex(0) : null}
          actions={<LikeButton profile={detail} loggedIn={Boolean(user)} />}
        />
      </div>
      {detail.photos.length > 1 && (
        <PhotoThumbs photos={detail.photos} name={detail.name} onOpen={setViewerIndex} onLocked={() => setLockedOpen(true)} />
      )}
      <ProfileFacts profile={detail} />
      <RelatedProfiles profiles={stored?.related ?? []} />
      <CamBlock />
      {viewerIndex !== null && visible.length > 0 && (
        <PhotoViewer
          photos={visible}
          index={Math.min(viewerIndex, visible.length - 1)}
          name={detail.name}
          onIndex={setViewerIndex}
          onClose={() => setViewerIndex(null)}
          reportHref={user && user.id !== detail.id ? (photoId) => `${links.complaints()}?member=${detail.id}&photo=${photoId}` : null}
        />
      )}
      {lockedOpen && <LockedPhotoDialog loggedIn={Boolean(user)} onClose={() => setLockedOpen(false)} />}
    </div>
  );
}
