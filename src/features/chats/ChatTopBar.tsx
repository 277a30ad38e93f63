import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser } from '../../db/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { FictionalBadge } from '../members/FictionalBadge.tsx';
import { ChatInfoMenu } from './ChatInfoMenu.tsx';
import type { Peer } from './useSend.ts';

/** In-chat top bar: back to the list, the profile link, the coin balance and the info dropdown. */
export function ChatTopBar({ peer }: { peer: Peer }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const credits = user?.credits ?? 0;
  const name = peer.name;
  return (
    <header className="chat-topbar">
      <Link href={links.chats()} className="chat-back" aria-label={t`Back to conversations`}>
        <Icon name="back" />
      </Link>
      {/* the conversation's title heading: the member's name, linking to the profile */}
      <h1 className="chat-peer-heading">
        <Link href={links.member(peer.profileId)} className="chat-peer">
          <Avatar name={peer.name} src={peer.image} size={40} />
          <span className="chat-peer-name">{peer.name}</span>
        </Link>
        {peer.fictional && <FictionalBadge />}
      </h1>
      <Link href={links.credits()} className="chat-coins" aria-label={t`${credits} credits, buy more`}>
        <Icon name="coin" size={20} />
        <span aria-hidden="true">{credits}</span>
      </Link>
      <ChatInfoMenu peer={peer} />
      <span className="visually-hidden">
        <Trans>Conversation with {name}</Trans>
      </span>
    </header>
  );
}
