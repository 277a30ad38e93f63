import { ChatList } from './ChatList.tsx';
import { ChatsHeader } from './ChatsHeader.tsx';
import { useListBesideConversation } from './listBeside.ts';

/** The conversation list beside an open conversation, where the screen is wide enough for both (listBeside.ts). */
export function ConversationAside({ activeId }: { activeId: number | null }) {
  if (!useListBesideConversation()) return null;
  return (
    <aside className="chats-aside">
      <ChatsHeader level={2} />
      <ChatList activeId={activeId} />
    </aside>
  );
}
