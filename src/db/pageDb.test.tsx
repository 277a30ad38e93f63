// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, pageDatabase, useLiveQuery } from './pageDb.ts';
import { memberDbName } from './names.ts';
import { AppDatabase, type ChatRow } from './schema.ts';

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
    // (at least once: a busy machine may let Dexie answer more than once, each with the same data)
    const answered = answers;
    await db.chats.bulkPut([chat(1, 'hi'), chat(2, 'hello')]);
    await waitFor(() => expect(answers).toBeGreaterThan(answered));
    expect(result.current).toBe(held);
    expect(renders).toBe(rendered);

    // then a change: one render, for the change alone
    await db.chats.put(chat(2, 'changed'));
    await waitFor(() => expect(result.current?.[1]?.lastMessagePreview).toBe('changed'));
    expect(renders).toBe(rendered + 1);
  });
});

describe("the page's handle on a member's database (decision 116)", () => {
  const listed = async () => (await indexedDB.databases()).map((d) => d.name);

  it("does not create a member's database that is missing (deleted by a logout the page has not caught up with)", async () => {
    const gone = pageDatabase(987_654);
    const name = gone.name;
    const failure: unknown = await gone.chats.toArray().then(
      () => null,
      (error: unknown) => error,
    );
    // Dexie reports the refused creation as a failed open, with the reason inside
    expect(failure).toBeInstanceOf(Error);
    expect(`${(failure as Error).message} ${String((failure as { inner?: Error }).inner?.message)}`).toMatch(/was deleted/);
    expect(await listed()).not.toContain(name);
  });

  it("opens a member's database the worker created", async () => {
    const existing = new AppDatabase(memberDbName(987_655));
    await existing.open();
    existing.close();
    const member = pageDatabase(987_655);
    await member.chats.put(chat(1, 'hi'));
    expect(await member.chats.count()).toBe(1);
  });
});
