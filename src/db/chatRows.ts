import type { Gift, IcebreakersAnswer, MessageKind } from '../contract/chats.ts';

/**
 * How many of a conversation's newest messages the screen reads and renders at first (and the
 * service worker paints, decision 201); scrolling up widens the window. A conversation with 10,000
 * stored messages costs the page no more than one with a hundred: each change re-runs the live
 * query, and reading and rendering them all was a main-thread task of a second during a backfill.
 */
export const MESSAGE_WINDOW = 50;

/** Per-conversation sync state of the chat: the messages cursor and paging. */
export interface ThreadRow {
  conversationId: number;
  /** newest server sequence pulled (messages since this come as a delta) */
  cursor: number;
  /** oldest server sequence held locally; null before the first page */
  oldestSeq: number | null;
  /** older messages exist on the server */
  hasMore: boolean;
  /** messages older than the site's history limit exist and are hidden (SPEC §4) */
  historyHidden: boolean;
  historyDays: number;
}

/** The reason an outbox action was refused for good, for the UI (alert, buy credits…). */
export interface ChatNotice {
  id: string;
  kind: 'sendMessage' | 'deleteChat' | 'markRead';
  error: string;
  conversationId: number;
  profileId: number | null;
  at: number;
}

/** Chat values in the kv table. */
export interface ChatKvValues {
  /** the conversation on screen: its messages are pulled with every pull */
  openConversation: number | null;
  gifts: Gift[];
  icebreakers: IcebreakersAnswer;
  chatNotice: ChatNotice | null;
}

export type { MessageKind };
