import { preloadConversation } from '../../db/index.ts';
import { listBesideConversation } from './listBeside.ts';

/** '/chats/12' → reads conversation 12 (and the list, where it is shown) ahead of the first render (see preloadConversation). */
export function preloadChat(pathname: string): Promise<void> {
  const id = Number(/^\/chats\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 ? preloadConversation(id, { withList: listBesideConversation() }) : Promise.resolve();
}
