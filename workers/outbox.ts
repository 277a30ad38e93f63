import { chatApi, DeleteChatAnswer, MarkReadAnswer, SendMessageAnswer } from '../src/contract/chats.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import type { AppDatabase, OutboxRow } from '../src/db/schema.ts';
import type { ApiClient } from './apiClient.ts';
import { classifyOutcome, type OutboxOutcome } from './outboxOutcome.ts';
import type { DeleteChatPayload, MarkReadPayload, SendPayload } from './chatRows.ts';
import { adoptStandIn, applyChats, chatTables, refreshPreview } from './chatStore.ts';
import type { Clock } from './clock.ts';
import { deliver } from './delivery.ts';
import { dueHeads, nextDueAt, outboxTransition, type OutboxEvent } from './outboxMachine.ts';
import { messageRowFromServer } from './chatRows.ts';
import { isLikeOutboxKind } from './likesRows.ts';
import { performLikeRow, rollBackLikeRow } from './likesOutbox.ts';

export interface OutboxDeps {
  db: AppDatabase;
  api: ApiClient;
  clock: Clock;
  random?: () => number;
  /** after a refused delete: the chats must be reloaded (SPEC §4) */
  requestPull: () => void;
}

export interface OutboxProcessor {
  /** stalled rows go back to the queue (online, visible, poke, poll, start) */
  wake(): Promise<void>;
  /** sends every due row once (queues in parallel, each queue in order); never rejects */
  flush(): Promise<void>;
  stop(): void;
}

type Outcome = OutboxOutcome;

async function notice(db: AppDatabase, row: OutboxRow, error: string, conversationId: number, profileId: number | null): Promise<void> {
  const kind = row.kind as 'sendMessage' | 'deleteChat' | 'markRead';
  await db.kv.put({ key: 'chatNotice', value: { id: row.id, kind, error, conversationId, profileId, at: row.createdAt } });
}

/**
 * The outbox (ARCHITECTURE: Outbox), run by the leader: one try per due row per flush (the API
 * client does not retry here; the row's own backoff does, and survives reloads), one timer for the
 * next due row, rollback and a notice for the UI when the server refuses for good.
 */
export function createOutbox(deps: OutboxDeps): OutboxProcessor {
  const { db, api, clock } = deps;
  const random = deps.random ?? Math.random;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let again = false;
  let recovered = false;
  let stopped = false;

  async function transition(id: string, event: OutboxEvent): Promise<OutboxRow | undefined> {
    return db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row) return undefined;
      const next = outboxTransition(row, event, { now: clock.now(), random });
      if (next !== row) await db.outbox.put(next);
      return next;
    });
  }

  function perform(row: OutboxRow): Promise<Outcome> {
    if (isLikeOutboxKind(row.kind)) return performLikeRow(api, row, () => clock.now());
    if (row.kind === 'sendMessage') {
      const payload = row.payload as SendPayload;
      return api
        .request(chatApi.messages, { method: 'POST', body: payload.request, schema: SendMessageAnswer, attempts: 1 })
        .then((o) => classifyOutcome(o, (answer) => (d) => onSent(d, payload, answer)));
    }
    if (row.kind === 'deleteChat') {
      const { conversationId, profileId, everyConversation } = row.payload as DeleteChatPayload;
      if (!everyConversation && conversationId < 0) return Promise.resolve({ type: 'ok', apply: () => Promise.resolve() });
      const query = everyConversation ? `profile=${profileId}` : `conversation=${conversationId}`;
      return api
        .request(`${chatApi.chat}?${query}`, { method: 'DELETE', schema: DeleteChatAnswer, attempts: 1 })
        .then((o) => classifyOutcome(o, () => () => Promise.resolve()));
    }
    if (row.kind === 'markRead') {
      const { conversationId, seq } = row.payload as MarkReadPayload;
      const body = seq === undefined ? { conversation_id: conversationId } : { conversation_id: conversationId, seq };
      return api
        .request(chatApi.chatRead, { method: 'POST', body, schema: MarkReadAnswer, attempts: 1 })
        .then((o) => classifyOutcome(o, (answer) => (d) => (answer.chat ? applyChats(d, [answer.chat], [], false) : Promise.resolve())));
    }
    return Promise.resolve({ type: 'rejected', error: 'invalid_request' });
  }

  async function onSent(d: AppDatabase, payload: SendPayload, answer: SendMessageAnswer): Promise<void> {
    const real = answer.chat.conversation.id;
    if (payload.conversationId !== real) await adoptStandIn(d, payload.conversationId, real);
    const local = await d.messages.get(answer.message.id);
    const read = Number(answer.message.seq) <= Number(answer.chat.peer_read_seq);
    const state = local ? deliver(local, { type: 'acked', read }).state : read ? 'read' : 'sent';
    await d.messages.put(messageRowFromServer(answer.message, state));
    await applyChats(d, [answer.chat], [], false);
    if (!(await d.threads.get(real))) {
      await d.threads.put({ conversationId: real, cursor: 0, oldestSeq: null, hasMore: false, historyHidden: false, historyDays: 0 });
    }
    const user = await readKv('user', d);
    if (user) await writeKv('user', { ...user, credits: answer.credits }, d);
  }

  async function rollBack(row: OutboxRow, error: string): Promise<void> {
    if (isLikeOutboxKind(row.kind)) {
      await rollBackLikeRow(db, row, error);
    } else if (row.kind === 'sendMessage') {
      const payload = row.payload as SendPayload;
      const local = await db.messages.get(payload.request.id);
      if (local) await db.messages.put({ ...local, ...deliver(local, { type: 'rejected', reason: error }) });
      await refreshPreview(db, local?.conversationId ?? payload.conversationId);
      await notice(db, row, error, payload.conversationId, payload.profileId);
    } else if (row.kind === 'deleteChat') {
      const payload = row.payload as DeleteChatPayload;
      await notice(db, row, error, payload.conversationId, payload.profileId);
      const { chats: _reload, ...rest } = (await readKv('cursors', db)) ?? {};
      await writeKv('cursors', rest, db);
    }
  }

  async function attempt(head: OutboxRow): Promise<void> {
    const sending = await transition(head.id, { type: 'attempt' });
    if (sending?.state !== 'sending') return;
    const outcome = await perform(sending).catch((error: unknown): Outcome => ({ type: 'retryable', error: String(error) }));
    if (outcome.type === 'stop') return;
    if (outcome.type === 'retryable') {
      await transition(head.id, { type: 'retryable', error: outcome.error });
      return;
    }
    await db.transaction('rw', [...chatTables(db), db.likes], async () => {
      if (outcome.type === 'ok') await outcome.apply(db);
      else await rollBack(sending, outcome.error);
      await db.outbox.delete(head.id);
    });
    if (outcome.type === 'rejected' && (sending.kind === 'deleteChat' || isLikeOutboxKind(sending.kind))) deps.requestPull();
  }

  async function loop(): Promise<void> {
    if (!recovered) {
      recovered = true;
      const inFlight = await db.outbox.where('state').equals('sending').toArray();
      for (const row of inFlight) await transition(row.id, { type: 'restart' });
    }
    for (let round = 0; round < 1000 && !stopped; round++) {
      const heads = dueHeads(await db.outbox.toArray(), clock.now());
      if (heads.length === 0) break;
      await Promise.all(heads.map(attempt));
    }
    arm(nextDueAt(await db.outbox.toArray()));
  }

  function arm(at: number | null): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (at === null || stopped) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void flush();
    }, Math.max(0, at - clock.now()));
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    stopped = false;
    running = (async () => {
      do {
        again = false;
        await loop().catch(() => undefined);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async wake() {
      const stalled = await db.outbox.where('state').equals('stalled').toArray();
      for (const row of stalled) await transition(row.id, { type: 'wake' });
    },
    flush,
    stop() {
      stopped = true;
      arm(null);
    },
  };
}
