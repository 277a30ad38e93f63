import { preloadChatList, preloadLikes } from '../../db/index.ts';
import { preloadPushStatus } from '../../state/push.ts';

/**
 * What PushPrompt decides by (this device's push state, the member's conversations and matches),
 * read before the first render of a screen that shows it (/chats, /likes; src/app/screens.ts): the
 * prompt is in that render, above the lists, instead of appearing after it and pushing the lists
 * down (decision 164). The stored member and the site's settings are read by main.tsx's start.
 */
export async function preloadPushPrompt(): Promise<void> {
  await Promise.all([preloadPushStatus(), preloadChatList(), preloadLikes()]);
}
