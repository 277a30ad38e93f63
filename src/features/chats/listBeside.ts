import { useSyncExternalStore } from 'react';

/**
 * Below this width a conversation fills the screen and the conversation list is not beside it
 * (SPEC §2); chats.css lays the page out by the same query. There the list is not rendered at all:
 * hidden, it cost a phone a live query of every conversation, their share of the first render and
 * the download of every avatar in the list.
 */
export const CONVERSATION_ALONE_QUERY = '(max-width: 991.98px)';

let query: MediaQueryList | null | undefined;

/** One MediaQueryList for the page: the snapshot is read on every render of the screen. */
function media(): MediaQueryList | null {
  query ??= typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(CONVERSATION_ALONE_QUERY) : null;
  return query;
}

/** Whether the conversation list stands beside an open conversation (true where there is no matchMedia). */
export function listBesideConversation(): boolean {
  return !(media()?.matches ?? false);
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** listBesideConversation, live: a phone turned or a window widened shows or drops the list. */
export function useListBesideConversation(): boolean {
  return useSyncExternalStore(subscribe, listBesideConversation, listBesideConversation);
}
