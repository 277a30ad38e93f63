import { Trans } from '@lingui/react/macro';
import { useChatWithProfile, useKv } from '../../db/index.ts';
import { ChatList } from './ChatList.tsx';
import { ChatsHeader } from './ChatsHeader.tsx';
import { ChatNotice } from './ChatNotice.tsx';
import { PushPrompt } from '../push/PushPrompt.tsx';
import './chats.css';

/** /chats: the conversation overview. */
export default function ChatsScreen() {
  return (
    <div className="chats-page">
      <aside className="chats-aside">
        <ChatsHeader level={1} />
        <ListNotice />
        <PushPrompt />
        <ChatList activeId={null} />
      </aside>
      <div className="chats-placeholder">
        <p>
          <Trans>Choose a conversation to read and write messages.</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * SPEC §4, §8: a refusal the member would otherwise miss on /chats (a chat deletion the
 * server refused: the conversation comes back into the list) is told here, above the list; inside a
 * conversation the conversation shows it.
 */
function ListNotice() {
  const notice = useKv('chatNotice');
  const chat = useChatWithProfile(notice?.profileId ?? 0);
  if (!notice) return null;
  return <ChatNotice peerName={chat?.profileName ?? ''} />;
}
