import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { Icon } from '../../ui/Icon.tsx';

/**
 * The conversation list's title bar, back to the search: on /chats the page's heading, beside an
 * open conversation a second-level one (the conversation's top bar holds the page's heading).
 */
export function ChatsHeader({ level }: { level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="chats-header">
      <Link href={links.members()} className="chat-back">
        <Icon name="back" />
        <span className="visually-hidden">
          <Trans>Search members</Trans>
        </span>
      </Link>
      <Heading className="chats-title">
        <Trans>Messages</Trans>
      </Heading>
    </header>
  );
}
