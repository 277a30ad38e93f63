// The chat's actions for screens: each writes Dexie (and the outbox) in the worker and
// resolves an ActionResult; nothing here throws. Read the results with the src/db chat hooks.
import type { NewMessage } from './chatProtocol.ts';
import type { ActionResult } from './protocol.ts';
import { whenSyncReady } from './remote.ts';

const broken: ActionResult = { ok: false, error: { error: 'server_error' } };

async function call(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch {
    return broken;
  }
}

/** Shows the message at once ("sending") and queues it; it goes out when the network allows. */
export const sendMessage = (message: NewMessage) => call(async () => (await whenSyncReady()).sendMessage(message));
export const retryUnsent = (conversationId: number) => call(async () => (await whenSyncReady()).retryUnsent(conversationId));
export const discardUnsent = (conversationId: number) => call(async () => (await whenSyncReady()).discardUnsent(conversationId));
/** The conversation on screen (null on leaving): unread 0 here and on the server, messages pulled. */
export const openConversation = (conversationId: number | null) => call(async () => (await whenSyncReady()).openConversation(conversationId));
export const loadOlderMessages = (conversationId: number) => call(async () => (await whenSyncReady()).loadOlderMessages(conversationId));
export const deleteChat = (conversationId: number) => call(async () => (await whenSyncReady()).deleteChat(conversationId));
export const blockMember = (profileId: number) => call(async () => (await whenSyncReady()).blockMember(profileId));
export const dismissChatNotice = () => call(async () => (await whenSyncReady()).dismissChatNotice());
