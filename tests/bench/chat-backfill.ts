// Applying a 10,000-message backfill through the chat's reconcile path (chunks of 500 per
// transaction) against a plain Dexie bulkPut of the same rows, on fake-indexeddb in Node; then the
// same backfill again, which writes nothing (decision 157), and what its comparison costs.
import 'fake-indexeddb/auto';
import type { ChatMessage } from '../../src/contract/chats.ts';
import { sameData } from '../../src/db/sameData.ts';
import { AppDatabase } from '../../src/db/schema.ts';
import { messageRowFromServer } from '../../workers/chatRows.ts';
import { applyMessages, chatTables } from '../../workers/chatStore.ts';

const COUNT = 10_000;
const CHUNK = 500;

const messages: ChatMessage[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `0190f000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  conversation_id: 1,
  from_me: i % 2 === 0,
  kind: 'text',
  body: `Backfilled message number ${i}, long enough to look like a real line of chat.`,
  gift_id: null,
  image: null,
  created_at: new Date(1_780_000_000_000 + i * 1000).toISOString(),
  seq: String(i + 1),
}));

async function time(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const plain = new AppDatabase('bench-plain');
const rows = messages.map((m) => messageRowFromServer(m, 'sent'));
const bulkMs = await time(async () => {
  for (let i = 0; i < COUNT; i += CHUNK) await plain.messages.bulkPut(rows.slice(i, i + CHUNK));
});

const synced = new AppDatabase('bench-synced');
await synced.chats.put({ id: 1, profileId: 2, numUnread: 0, lastMessageAt: 0, lastMessagePreview: '', version: 0, peerReadSeq: COUNT / 2 });
let longestChunkMs = 0;
const applyMs = await time(async () => {
  for (let i = 0; i < COUNT; i += CHUNK) {
    const chunkMs = await time(() => synced.transaction('rw', chatTables(synced), () => applyMessages(synced, 1, messages.slice(i, i + CHUNK))));
    longestChunkMs = Math.max(longestChunkMs, chunkMs);
  }
});
const stored = await synced.messages.count();

// The same backfill again: every row is stored already, and the worker writes none (decision 157).
const againMs = await time(async () => {
  for (let i = 0; i < COUNT; i += CHUNK) await synced.transaction('rw', chatTables(synced), () => applyMessages(synced, 1, messages.slice(i, i + CHUNK)));
});

// What that comparison costs (decisions 156, 157): 5,000 stored rows against equal copies, next to
// one structured clone of them, the least a live query's read of those rows costs.
const sample = await synced.messages.limit(5_000).toArray();
const copies = structuredClone(sample);
const ROUNDS = 20;
function timeSync(run: () => void): number {
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) run();
  return (performance.now() - started) / ROUNDS;
}
const compareMs = timeSync(() => {
  if (!sameData(sample, copies)) throw new Error('the copies differ');
});
const cloneMs = timeSync(() => structuredClone(sample));
process.stdout.write(
  `${JSON.stringify({
    messages: COUNT,
    stored,
    chunk: CHUNK,
    plain_bulkput_ms: Math.round(bulkMs),
    reconcile_apply_ms: Math.round(applyMs),
    ratio_bulkput_over_apply: Number((bulkMs / applyMs).toFixed(2)),
    longest_chunk_ms: Math.round(longestChunkMs),
    same_backfill_again_ms: Math.round(againMs),
    compare_5000_rows_ms: Number(compareMs.toFixed(2)),
    structured_clone_5000_rows_ms: Number(cloneMs.toFixed(2)),
    environment: 'fake-indexeddb in Node (the sync worker runs this code off the main thread)',
  })}\n`,
);
