// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preloadConversation, useChat, useMessages } from './chatHooks.ts';
import { loadKv, peekCurrentMember } from './kv.ts';
import { CURRENT_MEMBER_KEY, deviceDbName, memberDbName } from './names.ts';
import { AppDatabase, DeviceDatabase } from './schema.ts';
import { messageRow } from './testRows.ts';

// A returning member's tab opened on a conversation: main.tsx starts the route's preload
// (preloadChat) beside its kv read, before the page knows whose database is current. The preload
// read the visitor's database then, and the first render showed "This conversation is not
// available." until the live queries answered from the member's.

const MEMBER = 5;

const member = new AppDatabase(memberDbName(MEMBER));
const device = new DeviceDatabase(deviceDbName());

beforeAll(async () => {
  await member.chats.put({ id: 1, profileId: 11, numUnread: 0, lastMessageAt: 1, lastMessagePreview: '', version: 1 });
  await member.messages.bulkPut([0, 1, 2].map((i) => messageRow(1, i)));
  await device.kv.put({ key: CURRENT_MEMBER_KEY, value: MEMBER });
  // the visitor's database exists too (a tab that was a visitor's before the login)
  await new AppDatabase(memberDbName(null)).open();
});
afterAll(() => {
  cleanup();
  member.close();
  device.close();
});

it("a conversation read ahead before the current member is known is the member's, in the first render", async () => {
  expect(peekCurrentMember()).toBeUndefined();
  // as main.tsx: the preload first, the kv read beside it
  await Promise.all([preloadConversation(1, { withList: true }), loadKv(['user'])]);
  expect(peekCurrentMember()).toBe(MEMBER);
  const { result } = renderHook(() => ({ chat: useChat(1), messages: useMessages(1) }));
  expect(result.current.chat?.profileId).toBe(11);
  expect(result.current.messages?.map((m) => m.body)).toEqual(['line 0', 'line 1', 'line 2']);
});
