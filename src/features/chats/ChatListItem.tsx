import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { ChatRow } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { badgeCount } from '../../ui/badgeCount.ts';
import { MessagePreview } from './MessagePreview.tsx';
import { shortTime } from './chatTime.ts';

export function ChatListItem({ chat, active }: { chat: ChatRow; active: boolean }) {
  const { i18n } = useLingui();
  const name = chat.profileName ?? '';
  const count = badgeCount(chat.numUnread);
  const href = chat.id > 0 ? links.chat(chat.id) : links.memberChat(chat.profileId);
  const unread = chat.numUnread;
  return (
    <Link href={href} className={`chat-item${active ? ' is-active' : ''}${count ? ' is-unread' : ''}`} aria-current={active ? 'page' : undefined}>
      <Avatar name={name} src={chat.profileImage ?? null} size={48} />
      <span className="chat-item-text">
        <span className="chat-item-top">
          <span className="chat-item-name">{name}</span>
          {chat.lastMessageAt > 0 && <time className="chat-item-time">{shortTime(i18n, chat.lastMessageAt)}</time>}
        </span>
        <span className="chat-item-preview">
          {chat.lastMessageFromMe && (
            <span className="chat-item-you">
              <Trans>You:</Trans>{' '}
            </span>
          )}
          <MessagePreview kind={chat.lastMessageKind ?? 'text'} body={chat.lastMessagePreview} />
        </span>
      </span>
      {count && <Badge tone="unread" label={plural(unread, { one: '# unread message', other: '# unread messages' })}>{count}</Badge>}
    </Link>
  );
}
