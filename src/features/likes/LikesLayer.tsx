import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useCurrentUser, useLikeEvent, useLikeNotice } from '../../db/index.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { errorMessage } from '../../i18n/index.ts';
import { actions } from '../../sync/index.ts';
import { Toast, ToastRegion } from '../../ui/Toast/Toast.tsx';
import { useDelayedLikeModal } from './useDelayedLikeModal.ts';

/** Loaded when a like event first arrives, so the first route stays small (decision 004). */
const LikeModal = lazy(() => import('./LikeModal.tsx'));

/** A stored refusal code; the error catalogue answers "try again later" for one it does not know. */
const knownCode = (code: string): ErrorCode => code as ErrorCode;

/** The likes' part of the default layout: the new-like / match modal and refused-like notices. */
export function LikesLayer() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const event = useLikeEvent();
  const notice = useLikeNotice();
  useDelayedLikeModal(Boolean(user));
  if (!user) return null;
  return (
    <>
      {event && (
        <Suspense fallback={null}>
          <LikeModal key={event.id} event={event} />
        </Suspense>
      )}
      {notice && (
        <ToastRegion label={t`Likes`}>
          <Toast
            tone="warning"
            action={
              <button type="button" className="btn btn-ghost" onClick={() => void actions.dismissLikeNotice()}>
                <Trans>Close</Trans>
              </button>
            }
          >
            {notice.kind === 'like' ? <Trans>Your like was not saved.</Trans> : <Trans>Your like could not be taken back.</Trans>}{' '}
            {errorMessage(i18n, { error: knownCode(notice.error) })}
          </Toast>
        </ToastRegion>
      )}
    </>
  );
}
