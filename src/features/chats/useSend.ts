import { uuidv7 } from 'uuidv7';
import type { MessageKind } from '../../contract/chats.ts';
import { type ActionResult, actions } from '../../sync/index.ts';

export interface Peer {
  conversationId: number | null;
  profileId: number;
  name: string;
  image: string | null;
  /** a fictional profile: the site's fictional icon beside the name */
  fictional?: boolean;
}

/** Sends from this screen: the page makes the id (UUIDv7) and the time; the worker does the rest. */
export function useSend(peer: Peer) {
  return (kind: MessageKind, body: string, extra: { giftId?: number; image?: string } = {}): Promise<ActionResult> =>
    actions.sendMessage({
      id: uuidv7(),
      createdAt: Date.now(),
      conversationId: peer.conversationId !== null && peer.conversationId > 0 ? peer.conversationId : null,
      profileId: peer.profileId,
      profileName: peer.name,
      profileImage: peer.image,
      kind,
      body,
      ...extra,
    });
}
