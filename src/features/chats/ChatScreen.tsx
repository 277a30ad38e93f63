import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { links } from '../../app/routes.ts';
import { routeId } from '../../contract/routeId.ts';
import { useChat } from '../../db/index.ts';
import { Conversation } from './Conversation.tsx';
import { ConversationAside } from './ConversationAside.tsx';
import './chats.css';

/** /chats/{id}: the list beside the conversation (not below 992 px, SPEC §2: ConversationAside). */
export default function ChatScreen() {
  const params = useParams<{ id: string }>();
  const id = routeId(params.id);
  // no conversation has the id 0: an address with no id in it shows "not available"
  const chat = useChat(id ?? 0);
  return (
    <div className="chats-page has-conversation">
      <ConversationAside activeId={id} />
      {chat === undefined ? (
        <div className="conversation conversation-loading" aria-busy="true" />
      ) : chat === null ? (
        <div className="conversation conversation-missing">
          <p>
            <Trans>This conversation is not available.</Trans>
          </p>
          <Link className="btn btn-outline" href={links.chats()}>
            <Trans>Back to conversations</Trans>
          </Link>
        </div>
      ) : (
        <Conversation
          localId={chat.id}
          peer={{ conversationId: chat.id, profileId: chat.profileId, name: chat.profileName ?? '', image: chat.profileImage ?? null, fictional: chat.profileFictional === true }}
        />
      )}
    </div>
  );
}
