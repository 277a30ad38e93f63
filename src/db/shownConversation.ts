import { useSyncExternalStore } from 'react';

/**
 * The conversation this page shows, while the page is visible: a message that arrives there is read
 * at once (Conversation.tsx marks it read through the worker), so the unread counts leave it out
 * instead of counting it for the moment before the read lands. Without that the page title, the
 * app badge and the nav badge flip to 1 and back to 0 for each message read as it arrives.
 *
 * Per page, not per member: another tab of the member that shows something else, or this tab
 * hidden, counts the message until it is read (decision 161).
 */
let shown: number | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks `conversationId` as on screen in this page; the returned function takes it off again. */
export function showConversation(conversationId: number): () => void {
  shown = conversationId;
  notify();
  return () => {
    if (shown !== conversationId) return;
    shown = null;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

const snapshot = (): number | null => (document.visibilityState === 'visible' ? shown : null);

/** The conversation the member is reading in this page now (on screen, page visible), else null. */
export function useShownConversation(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
