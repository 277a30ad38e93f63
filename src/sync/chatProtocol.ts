import type { MessageKind } from '../contract/chats.ts';
import type { ActionResult } from './protocol.ts';

/** A message the member writes; the page makes the id (UUIDv7) and the time (STYLE: ids by the caller). */
export interface NewMessage {
  id: string;
  createdAt: number;
  /** the conversation, or null to write to `profileId` (opens the conversation) */
  conversationId: number | null;
  profileId: number;
  /** the other member's name and picture, for a conversation not yet in the list */
  profileName: string;
  profileImage: string | null;
  kind: MessageKind;
  body: string;
  giftId?: number;
  /** data URL of the picture of an image message */
  image?: string;
}

/** The chat's worker calls; part of SyncWorkerApi. */
export interface ChatWorkerApi {
  /** local echo + outbox row in one transaction; resolves once stored (not when sent) */
  sendMessage(message: NewMessage): Promise<ActionResult>;
  /** "Retry all": failed and stalled messages of a conversation go out again, same ids */
  retryUnsent(conversationId: number): Promise<ActionResult>;
  /** "Delete all": failed and stalled messages of a conversation are dropped */
  discardUnsent(conversationId: number): Promise<ActionResult>;
  /** the conversation on screen (null when none): unread 0 locally and on the server, messages pulled */
  openConversation(conversationId: number | null): Promise<ActionResult>;
  loadOlderMessages(conversationId: number): Promise<ActionResult>;
  /** removed locally at once, then on the server (SPEC §4) */
  deleteChat(conversationId: number): Promise<ActionResult>;
  /** every conversation with a member, removed locally at once, then on the server (SPEC §4 deleting by profile) */
  deleteChatsWith(profileId: number): Promise<ActionResult>;
  blockMember(profileId: number): Promise<ActionResult>;
  dismissChatNotice(): Promise<ActionResult>;
}
