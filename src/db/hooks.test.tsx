// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChat } from './chatHooks.ts';
import { useUnreadTotal } from './hooks.ts';
import { db } from './pageDb.ts';
import { showConversation } from './shownConversation.ts';
import type { ChatRow } from './schema.ts';

const chat = (id: number, numUnread: number): ChatRow => ({ id, profileId: 100 + id, numUnread, lastMessageAt: id, lastMessagePreview: '', version: 1 });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.chats.clear();
});

describe('the unread badge', () => {
  it('sums the unread messages of every conversation in one request, and follows a change', async () => {
    await db.chats.bulkPut([chat(1, 2), chat(2, 0), chat(3, 5)]);
    const cursors = vi.spyOn(IDBObjectStore.prototype, 'openCursor');
    const { result } = renderHook(() => useUnreadTotal());
    await waitFor(() => expect(result.current).toBe(7));
    await db.chats.put(chat(2, 4));
    await waitFor(() => expect(result.current).toBe(11));
    await db.chats.delete(3);
    await waitFor(() => expect(result.current).toBe(6));
    // a cursor asks IndexedDB for each conversation in turn, on every message sent or received
    expect(cursors).not.toHaveBeenCalled();
  });

  it('leaves out the conversation read on screen while the page is visible, and counts it again when hidden or closed', async () => {
    await db.chats.bulkPut([chat(1, 2), chat(2, 0)]);
    const { result } = renderHook(() => useUnreadTotal());
    await waitFor(() => expect(result.current).toBe(2));
    let close = () => {};
    act(() => {
      close = showConversation(2);
    });
    // a message arrives in the open conversation: no flip to 1 before its read lands
    const seen: Array<number | undefined> = [];
    const watcher = renderHook(() => {
      const total = useUnreadTotal();
      seen.push(total);
      return total;
    });
    await waitFor(() => expect(watcher.result.current).toBe(2));
    await db.chats.put(chat(2, 1));
    await db.chats.put(chat(1, 3));
    await waitFor(() => expect(watcher.result.current).toBe(3));
    expect(seen.filter((total) => total !== undefined && total > 3)).toEqual([]);
    // a hidden page does not read: the message counts
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current).toBe(4));
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current).toBe(3));
    act(() => close());
    await waitFor(() => expect(result.current).toBe(4));
  });
});

describe('one conversation followed by several components', () => {
  it('is read once per change, however many components show it', async () => {
    await db.chats.bulkPut([chat(1, 0), chat(2, 1)]);
    // the page's reader learns the current member first (the live queries run again with it)
    const warmUp = renderHook(() => useChat(2));
    await waitFor(() => expect(warmUp.result.current?.numUnread).toBe(1));
    warmUp.unmount();

    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    const getAlls = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const { result } = renderHook(() => [useChat(2), useChat(2), useChat(2)]);
    await waitFor(() => expect(result.current.map((c) => c?.numUnread)).toEqual([1, 1, 1]));
    const reads = () => gets.mock.calls.length + getAlls.mock.calls.length;
    const first = reads();
    expect(first).toBeLessThanOrEqual(1);
    await db.chats.put(chat(2, 3));
    await waitFor(() => expect(result.current.map((c) => c?.numUnread)).toEqual([3, 3, 3]));
    expect(reads() - first).toBeLessThanOrEqual(1);
  });
});
