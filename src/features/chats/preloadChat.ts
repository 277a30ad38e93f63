import { preloadConversation } from '../../db/index.ts';
import { warmDateFormatting } from '../../i18n/warmDateFormatting.ts';
import { preloadPushPrompt } from '../push/preloadPushPrompt.ts';
import { listBesideConversation } from './listBeside.ts';

/**
 * '/chats/12' → reads conversation 12 (and the list, where it is shown) ahead of the first render
 * (see preloadConversation). The first date format is made meanwhile: the messages' times need it.
 */
export function preloadChat(pathname: string): Promise<void> {
  warmDateFormatting();
  const id = Number(/^\/chats\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 ? preloadConversation(id, { withList: listBesideConversation() }) : Promise.resolve();
}

/**
 * '/chats': the list and the push prompt above it are in the first render (preloadPushPrompt reads
 * the conversations); their times need the first date format, made while the start waits.
 */
export function preloadChats(): Promise<void> {
  warmDateFormatting();
  return preloadPushPrompt();
}
