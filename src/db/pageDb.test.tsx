// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, useLiveQuery } from './pageDb.ts';
import type { ChatRow } from './schema.ts';

const chat = (id: number, preview: string): ChatRow => ({ id, profileId: 10 + id, numUnread: 0, lastMessageAt: id, lastMessagePreview: preview, version: 1 });

afterEach(cleanup);

describe('the page\'s live queries (decision 156)', () => {
  it('a rewrite of the same rows keeps the value the screen holds and renders nothing; a change renders', async () => {
    await db.chats.bulkPut([chat(1, 'hi'), chat(2, 'hello')]);
    let answers = 0;
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useLiveQuery(async () => {
        const rows = await db.chats.orderBy('id').toArray();
        answers++;
        return rows;
      });
    });
    await waitFor(() => expect(result.current).toHaveLength(2));
    const held = result.current;
    const rendered = renders;

    // a pull that writes the rows it already stored: the query answers again, with the same data
    const answered = answers;
    await db.chats.bulkPut([chat(1, 'hi'), chat(2, 'hello')]);
    await waitFor(() => expect(answers).toBe(answered + 1));
    expect(result.current).toBe(held);

    // then a change: one render, for the change alone
    await db.chats.put(chat(2, 'changed'));
    await waitFor(() => expect(result.current?.[1]?.lastMessagePreview).toBe('changed'));
    expect(answers).toBe(answered + 2);
    expect(renders).toBe(rendered + 1);
  });
});
