// Rows for the page database's tests (src/db/*.test.tsx): not part of the app.
import type { MessageRow } from './schema.ts';

/** Message `i` of conversation `conversationId`: every other one the member's own, one second apart. */
export const messageRow = (conversationId: number, i: number): MessageRow => ({
  id: `m-${conversationId}-${i}`,
  conversationId,
  order: i + 1,
  seq: i + 1,
  version: i + 1,
  fromMe: i % 2 === 0,
  kind: 'text',
  body: `line ${i}`,
  giftId: null,
  image: null,
  createdAt: 1_780_000_000_000 + i,
  state: 'sent',
});
