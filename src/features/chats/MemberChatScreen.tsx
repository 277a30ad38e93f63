import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { links } from '../../app/routes.ts';
import { routeId } from '../../contract/routeId.ts';
import { useChatWithProfile, useCurrentUser, useProfileCard, useProfileDetail } from '../../db/index.ts';
import { loadProfile } from '../../sync/index.ts';
import { Conversation } from './Conversation.tsx';
import { ConversationAside } from './ConversationAside.tsx';
import { tempChatId } from './tempChatId.ts';
import { VisitorMemberChat } from './VisitorMemberChat.tsx';
import './chats.css';

/** /members/{id}/chat: opens the conversation with that member, or starts one; a visitor is asked to sign up. */
export default function MemberChatScreen() {
  const user = useCurrentUser();
  if (user === undefined) return <div className="chats-page" aria-busy="true" />;
  if (user === null) return <VisitorMemberChat />;
  return <MemberChat />;
}

function MemberChat() {
  const params = useParams<{ id: string }>();
  const profileId = routeId(params.id);
  return profileId === null ? <MemberMissing /> : <MemberChatWith profileId={profileId} />;
}

/** The conversation list beside (from 992 px, as on /chats/{id}), then the conversation's column. */
function ChatsPage({ children }: { children: ReactNode }) {
  return (
    <div className="chats-page has-conversation">
      <ConversationAside activeId={null} />
      {children}
    </div>
  );
}

function MemberMissing() {
  return (
    <ChatsPage>
      <p className="conversation conversation-missing">
        <Trans>This member is not available.</Trans>
      </p>
    </ChatsPage>
  );
}

function MemberChatWith({ profileId }: { profileId: number }) {
  const chat = useChatWithProfile(profileId);
  const detail = useProfileDetail(profileId);
  const card = useProfileCard(profileId);

  useEffect(() => {
    void loadProfile(profileId);
  }, [profileId]);

  if (chat && chat.id > 0) return <Redirect to={links.chat(chat.id)} replace />;
  if (chat === undefined || detail === undefined) return <div className="chats-page" aria-busy="true" />;
  const name = chat?.profileName ?? detail?.detail?.name ?? card?.name;
  if (!name && (detail === null || (!detail.notFound && !detail.blocked))) return <div className="chats-page" aria-busy="true" />;
  if (!name) return <MemberMissing />;
  const fictional = detail?.detail?.fictional ?? card?.fictional ?? chat?.profileFictional === true;
  const image = chat?.profileImage ?? detail?.detail?.main_image?.thumb_filename ?? card?.main_image?.thumb_filename ?? null;
  return (
    <ChatsPage>
      <Conversation localId={tempChatId(profileId)} peer={{ conversationId: null, profileId, name, image, fictional }} />
    </ChatsPage>
  );
}
