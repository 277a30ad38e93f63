import { preloadConversation } from '../../db/index.ts';

/** '/chats/12' → reads conversation 12 ahead of the first render (see preloadConversation). */
export function preloadChat(pathname: string): Promise<void> {
  const id = Number(/^\/chats\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 ? preloadConversation(id) : Promise.resolve();
}
