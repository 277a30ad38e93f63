import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import type { ChatRow } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { badgeCount } from '../../ui/badgeCount.ts';
import { MessagePreview } from './MessagePreview.tsx';
import { shortTime } from '../../i18n/chatTime.ts';

/** `reading`: the member is reading this conversation in this page now; its unread count is not shown. */
export function ChatListItem({ chat, active, reading }: { chat: ChatRow; active: boolean; reading: boolean }) {
  const { i18n } = useLingui();
  const name = chat.profileName ?? '';
  const unread = reading ? 0 : chat.numUnread;
  const count = badgeCount(unread);
  const href = chat.id > 0 ? links.chat(chat.id) : links.memberChat(chat.profileId);
  return (
    <Link href={href} className={`chat-item${active ? ' is-active' : ''}${count ? ' is-unread' : ''}`} aria-current={active ? 'page' : undefined}>
      <Avatar name={name} src={chat.profileImage ?? null} size={48} />
      <span className="chat-item-text">
        <span className="chat-item-top">
          <span className="chat-item-name">
            {name}
            {chat.profileFictional && <> <FictionalBadge /></>}
          </span>
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
