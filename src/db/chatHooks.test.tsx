// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useChat, useChats, useMessages, preloadChatList, preloadConversation } from './chatHooks.ts';
import { db } from './pageDb.ts';
import { messageRow } from './testRows.ts';

const message = messageRow;

beforeAll(async () => {
  for (const id of [1, 2]) {
    await db.chats.put({ id, profileId: 10 + id, numUnread: 0, lastMessageAt: id, lastMessagePreview: '', version: 1 });
    await db.messages.bulkPut([0, 1, 2].map((i) => message(id, i)));
  }
});
afterEach(cleanup);

describe('reading an opened conversation ahead of the first render', () => {
  it('a preloaded conversation is there in the first render: list, conversation and messages', async () => {
    await preloadConversation(1, { withList: true });
    const { result } = renderHook(() => ({ chats: useChats(), chat: useChat(1), messages: useMessages(1) }));
    expect(result.current.chats?.map((c) => c.id)).toEqual([2, 1]);
    expect(result.current.chat?.profileId).toBe(11);
    expect(result.current.messages?.map((m) => m.body)).toEqual(['line 0', 'line 1', 'line 2']);
  });

  it('without the list beside the conversation (a phone), the list is not read ahead', async () => {
    await preloadConversation(1, { withList: false });
    const { result } = renderHook(() => ({ chats: useChats(), chat: useChat(1), messages: useMessages(1) }));
    expect(result.current.chats).toBeUndefined();
    expect(result.current.chat?.profileId).toBe(11);
    expect(result.current.messages).toHaveLength(3);
    await waitFor(() => expect(result.current.chats).toHaveLength(2));
  });

  it('the list read ahead (/chats, the push prompt) is in the first render, and stays live', async () => {
    await preloadChatList();
    const { result } = renderHook(() => useChats());
    expect(result.current?.map((c) => c.id)).toEqual([2, 1]);
    await db.chats.put({ id: 3, profileId: 13, numUnread: 1, lastMessageAt: 3, lastMessagePreview: '', version: 1 });
    await waitFor(() => expect(result.current?.map((c) => c.id)).toEqual([3, 2, 1]));
    await db.chats.delete(3);
    await waitFor(() => expect(result.current).toHaveLength(2));
  });

  it('a conversation not read ahead starts loading (undefined) and then answers', async () => {
    const { result } = renderHook(() => useMessages(2));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toHaveLength(3));
  });

  it('the read-ahead answer is used once: after the live query answered, a new screen loads again', async () => {
    await preloadConversation(1, { withList: false });
    const first = renderHook(() => useMessages(1));
    expect(first.result.current).toHaveLength(3);
    await db.messages.put(message(1, 3));
    await waitFor(() => expect(first.result.current).toHaveLength(4));
    first.unmount();
    const later = renderHook(() => useMessages(1));
    expect(later.result.current).toBeUndefined();
    await waitFor(() => expect(later.result.current).toHaveLength(4));
  });
});
