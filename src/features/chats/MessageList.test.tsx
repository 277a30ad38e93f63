// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, MESSAGE_WINDOW, type MessageRow } from '../../db/index.ts';
import type * as chatTime from '../../i18n/chatTime.ts';
import { dayKey } from '../../i18n/chatTime.ts';
import { fewChanged, MessageList } from './MessageList.tsx';

// called for every message each time the list renders: it counts the list's renders
vi.mock('../../i18n/chatTime.ts', async (original) => {
  const actual = await original<typeof chatTime>();
  return { ...actual, dayKey: vi.fn(actual.dayKey) };
});

const CONVERSATION = 3;
const row = (i: number): MessageRow => ({
  id: `m-${i}`,
  conversationId: CONVERSATION,
  fromMe: i % 2 === 0,
  body: `line ${i}`,
  createdAt: 1_780_000_000_000 + i * 1000,
  state: 'read',
  version: i,
  kind: 'text',
  giftId: null,
  image: null,
  seq: i,
  order: i,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(async () => {
  await db.messages.clear();
  await db.threads.clear();
  await db.messages.bulkPut(Array.from({ length: 120 }, (_, i) => row(i + 1)));
  await db.threads.put({ conversationId: CONVERSATION, cursor: 120, oldestSeq: 1, hasMore: false, historyHidden: false, historyDays: 0 });
});
afterEach(cleanup);

const texts = (container: HTMLElement) => [...container.querySelectorAll('p.msg-text')].map((p) => p.textContent);

describe('the message list of a long conversation', () => {
  it('renders only the newest messages, and scrolling to the top shows older stored ones', async () => {
    const view = render(
      <I18nProvider i18n={i18n}>
        <MessageList conversationId={CONVERSATION} peerName="Mia" />
      </I18nProvider>,
    );
    await waitFor(() => expect(texts(view.container)).toHaveLength(MESSAGE_WINDOW));
    expect(texts(view.container).at(-1)).toBe('line 120');
    expect(texts(view.container)[0]).toBe(`line ${121 - MESSAGE_WINDOW}`);
    const scroller = view.container.querySelector('.msg-scroller') as HTMLElement;
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(texts(view.container)).toHaveLength(Math.min(120, 2 * MESSAGE_WINDOW)));
    expect(texts(view.container).at(-1)).toBe('line 120');
  });

  it('the last of a burst of bulk changes arrives, and a new message after it', async () => {
    const view = render(
      <I18nProvider i18n={i18n}>
        <MessageList conversationId={CONVERSATION} peerName="Mia" />
      </I18nProvider>,
    );
    await waitFor(() => expect(texts(view.container).at(-1)).toBe('line 120'));
    // a backfill chunk: many messages at once
    await db.messages.bulkPut(Array.from({ length: 100 }, (_, i) => row(121 + i)));
    await waitFor(() => expect(texts(view.container).at(-1)).toBe('line 220'));
    await db.messages.put(row(221));
    await waitFor(() => expect(texts(view.container).at(-1)).toBe('line 221'));
  });

  it('does not render again while the member types (the draft lives in the conversation above it)', async () => {
    function WithComposer() {
      const [draft, setDraft] = useState('');
      return (
        <>
          <MessageList conversationId={CONVERSATION} peerName="Mia" />
          <textarea aria-label="draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </>
      );
    }
    const view = render(
      <I18nProvider i18n={i18n}>
        <WithComposer />
      </I18nProvider>,
    );
    await waitFor(() => expect(texts(view.container).at(-1)).toBe('line 120'));
    vi.mocked(dayKey).mockClear();
    const box = view.getByLabelText('draft');
    for (const typed of ['H', 'He', 'Hel', 'Hell', 'Hello']) fireEvent.change(box, { target: { value: typed } });
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
    expect(dayKey).not.toHaveBeenCalled();
  });

  it('tells a few new or changed messages from a bulk change', () => {
    const shown = Array.from({ length: 50 }, (_, i) => row(i + 1));
    const oneMore = [...shown.slice(1), row(51)];
    const readNow = shown.map((m, i) => (i > 44 ? { ...m, state: 'read' as const, version: m.version + 1 } : m));
    const chunk = Array.from({ length: 50 }, (_, i) => row(i + 500));
    expect(fewChanged(shown, oneMore)).toBe(true);
    expect(fewChanged(shown, readNow)).toBe(true);
    expect(fewChanged(shown, chunk)).toBe(false);
    expect(fewChanged(undefined, chunk)).toBe(true);
  });
});
