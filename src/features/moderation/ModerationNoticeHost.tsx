import { lazy, Suspense, useState } from 'react';
import { useCurrentUser, useKv } from '../../db/kv.ts';
import { readSessionEndSeen, saveSessionEndSeen } from './sessionEndSeen.ts';

const ModerationNoticeDialog = lazy(() => import('./ModerationNoticeDialog.tsx'));

/**
 * Mounted once at the app's root (decision 133): the moderators' notices, each shown once. Why a
 * session ended (a suspension or ban: the worker stores it in the visitor's database the moment
 * the open app is logged out), and a warning the pull brought with the member (`user.notices`)
 * until the member dismisses it. The dialog's code loads only when there is something to show.
 */
export function ModerationNoticeHost() {
  const ended = useKv('sessionEnded');
  const user = useCurrentUser();
  const dismissed = useKv('noticesDismissed');
  const [seenAt, setSeenAt] = useState(readSessionEndSeen);
  const [closed, setClosed] = useState<readonly number[]>([]);
  const endNotice = ended && ended.at > seenAt ? ended : null;
  const warning = user?.notices?.find((notice) => !(dismissed ?? []).includes(notice.id) && !closed.includes(notice.id)) ?? null;
  if (!endNotice && !warning) return null;
  return (
    <Suspense fallback={null}>
      <ModerationNoticeDialog
        ended={endNotice}
        warning={endNotice ? null : warning}
        onClose={() => {
          if (endNotice) {
            saveSessionEndSeen(endNotice.at);
            setSeenAt(endNotice.at);
          } else if (warning) setClosed((ids) => [...ids, warning.id]);
        }}
      />
    </Suspense>
  );
}
