import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useChats, useShownConversation } from '../../db/index.ts';
import { FictionalWarning } from '../members/FictionalBadge.tsx';
import { ChatListItem } from './ChatListItem.tsx';

/** The conversation list: newest first, unread badges, last message preview, empty state. */
export function ChatList({ activeId }: { activeId: number | null }) {
  const { t } = useLingui();
  const chats = useChats();
  // the conversation being read here shows no unread count for the moment before its read lands (decision 161)
  const reading = useShownConversation();
  if (chats === undefined) return <div className="chat-list chat-list-loading" aria-busy="true" />;
  if (chats.length === 0) {
    return (
      <div className="chat-list chat-list-empty">
        <p className="chat-empty-title">
          <Trans>No conversations yet</Trans>
        </p>
        <p>
          <Trans>Find someone you like and say hello.</Trans>
        </p>
        <Link className="btn btn-primary" href={links.members()}>
          <Trans>Search members</Trans>
        </Link>
      </div>
    );
  }
  return (
    <nav className="chat-list" aria-label={t`Conversations`}>
      <ul>
        {chats.map((chat) => (
          <li key={chat.id}>
            <ChatListItem chat={chat} active={chat.id === activeId} reading={chat.id === reading} />
          </li>
        ))}
      </ul>
      {chats.some((chat) => chat.profileFictional) && <FictionalWarning className="chat-list-fictional" />}
    </nav>
  );
}
