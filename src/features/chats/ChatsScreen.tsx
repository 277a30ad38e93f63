import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useChatWithProfile, useKv } from '../../db/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ChatList } from './ChatList.tsx';
import { ChatNotice } from './ChatNotice.tsx';
import { PushPrompt } from '../push/PushPrompt.tsx';
import './chats.css';

/** /chats: the conversation overview. */
export default function ChatsScreen() {
  return (
    <div className="chats-page">
      <aside className="chats-aside">
        <header className="chats-header">
          <Link href={links.members()} className="chat-back">
            <Icon name="back" />
            <span className="visually-hidden">
              <Trans>Search members</Trans>
            </span>
          </Link>
          <h1>
            <Trans>Messages</Trans>
          </h1>
        </header>
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
 * Issue 20, SPEC §4, §8: a refusal the member would otherwise miss on /chats (a chat deletion the
 * server refused: the conversation comes back into the list) is told here, above the list; inside a
 * conversation the conversation shows it.
 */
function ListNotice() {
  const notice = useKv('chatNotice');
  const chat = useChatWithProfile(notice?.profileId ?? 0);
  if (!notice) return null;
  return <ChatNotice peerName={chat?.profileName ?? ''} />;
}
