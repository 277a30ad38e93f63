import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { ReportTargetContext } from '../reports/MessageReport.tsx';
import { showConversation, useChat, useMessages } from '../../db/index.ts';
import { actions } from '../../sync/index.ts';
import { ChatNotice } from './ChatNotice.tsx';
import { ChatTopBar } from './ChatTopBar.tsx';
import { Composer } from './Composer.tsx';
import { IcebreakerModal } from './IcebreakerModal.tsx';
import { MessageList } from './MessageList.tsx';
import { OfflineSendNote } from './OfflineSendNote.tsx';
import { UnsentBar } from './UnsentBar.tsx';
import type { Peer } from './useSend.ts';

/** One conversation: top bar, messages, unsent actions, notices and the send footer. */
export function Conversation({ peer, localId }: { peer: Peer; localId: number }) {
  const chat = useChat(localId);
  const messages = useMessages(localId);
  const [draft, setDraft] = useState('');
  const [icebreakerDone, setIcebreakerDone] = useState(false);
  const [, navigate] = useLocation();

  // the unread counts leave out what is read here as it arrives (decision 161)
  useEffect(() => showConversation(localId), [localId]);
  useEffect(() => {
    void actions.openConversation(localId);
    return () => {
      void actions.openConversation(null);
    };
  }, [localId]);

  // a message that arrives while the conversation is on screen is read at once; in a hidden tab it
  // waits until the member comes back to it (opening marks the conversation read: chatActions.ts)
  const unread = chat?.numUnread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    const readIfShown = () => {
      if (document.visibilityState === 'visible') void actions.openConversation(localId);
    };
    readIfShown();
    document.addEventListener('visibilitychange', readIfShown);
    return () => document.removeEventListener('visibilitychange', readIfShown);
  }, [localId, unread]);

  // a received message's "Report" (decision 123): blocking in the same step leaves the conversation
  const reportTarget = useMemo(() => ({ profileId: peer.profileId, name: peer.name, onBlocked: () => navigate(links.chats()) }), [peer.profileId, peer.name, navigate]);
  const replyBlocked = chat?.replyBlocked === true;
  const name = peer.name;
  // a first message: nothing here and nothing on the server yet (not just messages still loading)
  const firstMessage = chat !== undefined && messages !== undefined && messages.length === 0 && (chat?.lastSeq ?? 0) === 0;
  return (
    <ReportTargetContext.Provider value={reportTarget}>
      <section className="conversation" aria-label={peer.name}>
        <ChatTopBar peer={peer} />
        <ChatNotice peerName={peer.name} />
        <MessageList conversationId={localId} peerName={peer.name} />
        <UnsentBar conversationId={localId} />
        <OfflineSendNote conversationId={localId} />
        {replyBlocked ? (
          <p className="composer-warning composer-blocked">
            <Trans>You cannot reply to {name} until they have confirmed their e-mail address.</Trans>
          </p>
        ) : (
          <Composer peer={peer} draft={draft} onDraft={setDraft} disabled={false} />
        )}
        {firstMessage && !icebreakerDone && !replyBlocked && (
          <IcebreakerModal
            name={peer.name}
            onPick={(line) => {
              setDraft(line);
              setIcebreakerDone(true);
            }}
            onClose={() => setIcebreakerDone(true)}
          />
        )}
      </section>
    </ReportTargetContext.Provider>
  );
}
