// The backfill bench page: the real conversation view (MessageList on its Dexie live queries)
// shows conversation 1 while the bench's worker applies a 10,000-message backfill into it through
// the sync engine's pull, and the page records its long tasks, how late its timers ran, and each
// time the rendered conversation changed. window.bench drives it (tests/bench/chat-backfill-browser.mjs).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as Comlink from 'comlink';
import { createRoot } from 'react-dom/client';
import { messages as en } from '../../../locales/en/messages.po';
import { db } from '../../../src/db/pageDb.ts';
import { MessageList } from '../../../src/features/chats/MessageList.tsx';
import '../../../src/styles/index.css';
import '../../../src/features/chats/chats.css';
import type { BackfillAnswer, BackfillRequest } from './protocol.ts';

const CONVERSATION = 1;

interface Recording {
  longTasks: { start: number; duration: number }[];
  /** [time, newest message shown] each time the rendered conversation changed */
  updates: [number, string][];
  maxTimerLateMs: number;
}

let recording: Recording | null = null;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) recording?.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: false });

function App() {
  return (
    <I18nProvider i18n={i18n}>
      <div className="chats-page has-conversation" style={{ height: '600px' }}>
        <section className="conversation" aria-label="Mia">
          <MessageList conversationId={CONVERSATION} peerName="Mia" />
        </section>
      </div>
    </I18nProvider>
  );
}

const worker = Comlink.wrap<{ run(request: BackfillRequest): Promise<BackfillAnswer> }>(
  new Worker(new URL('./backfill.worker.ts', import.meta.url), { type: 'module' }),
);

/** Conversation 1, open on screen, pulled before up to cursor 0, with no messages yet. */
async function reset(): Promise<void> {
  await db.transaction('rw', [db.kv, db.chats, db.messages, db.threads, db.outbox], async () => {
    await db.messages.clear();
    await db.outbox.clear();
    await db.chats.put({ id: CONVERSATION, profileId: 2, numUnread: 0, lastMessageAt: 0, lastMessagePreview: '', version: 1, lastSeq: 0, peerReadSeq: 0, profileName: 'Mia' });
    await db.threads.put({ conversationId: CONVERSATION, cursor: 0, oldestSeq: 1, hasMore: false, historyHidden: false, historyDays: 0 });
    await db.kv.put({ key: 'openConversation', value: CONVERSATION });
    await db.kv.put({ key: 'cursors', value: { chats: '1' } });
  });
}

let plainRuns = 0;

/** `shown`: the conversation is on screen (its live queries and renders run during the backfill). */
async function run(mode: BackfillRequest['mode'], count: number, shown = true) {
  root.render(shown ? <App /> : null);
  if (mode === 'apply') await reset();
  await new Promise((r) => setTimeout(r, 300));
  recording = { longTasks: [], updates: [], maxTimerLateMs: 0 };
  const current = recording;
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    current.maxTimerLateMs = Math.max(current.maxTimerLateMs, now - expected);
    expected = now + 10;
  }, 10);
  const list = document.querySelector('.msg-list');
  const observer = new MutationObserver(() => {
    current.updates.push([performance.now(), list?.querySelector('li:last-child .msg-text')?.textContent ?? '']);
  });
  if (list) observer.observe(list, { childList: true, subtree: true, characterData: true });
  const started = performance.now();
  const answer = await worker.run({ mode, count, conversationId: CONVERSATION, database: mode === 'plain' ? `bench-plain-${++plainRuns}` : db.name });
  const finished = performance.now();
  // the last chunk's live query answer and render land just after the worker's commit
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(timer);
  observer.disconnect();
  recording = null;
  const during = current.updates.filter(([at]) => at > started && at <= finished);
  return {
    ...answer,
    longestTaskMs: Math.round(Math.max(0, ...current.longTasks.map((t) => t.duration))),
    longTasks: current.longTasks.length,
    maxTimerLateMs: Math.round(current.maxTimerLateMs),
    updatesWhileApplying: during.length,
    firstUpdateMs: during[0] ? Math.round(during[0][0] - started) : null,
    shownAtEnd: current.updates.at(-1)?.[1] ?? null,
    renderedItems: document.querySelectorAll('.msg-list > li').length,
  };
}

i18n.loadAndActivate({ locale: 'en', messages: en });
await reset();
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(<App />);
(window as unknown as { bench: unknown }).bench = { run };
