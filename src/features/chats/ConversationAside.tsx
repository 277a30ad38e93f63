import { ChatList } from './ChatList.tsx';
import { useListBesideConversation } from './listBeside.ts';

/** The conversation list beside an open conversation, where the screen is wide enough for both (listBeside.ts). */
export function ConversationAside({ activeId }: { activeId: number | null }) {
  if (!useListBesideConversation()) return null;
  return (
    <aside className="chats-aside">
      <ChatList activeId={activeId} />
    </aside>
  );
}
