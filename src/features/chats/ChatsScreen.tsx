import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ChatList } from './ChatList.tsx';
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
