import type { $ZodType } from 'zod/v4/core';
// the contract's modules themselves, not its index: the worker's first part holds only what it uses (decision 136)
import { api } from '../src/contract/api.ts';
import { CompanyInfoAnswer, InterestsAnswer, RegionsAnswer, Settings } from '../src/contract/settings.ts';
import { UserAnswer, type User } from '../src/contract/user.ts';
import { changedRows } from '../src/db/sameData.ts';
// types only: schema.ts brings Dexie, which only the member's part of the worker loads (decision 141)
import type { AppDatabase, KvKey, KvValues } from '../src/db/schema.ts';
import type { KvAccess, Row } from './kvStore.ts';
import type { ApiClient, ApiOutcome } from './apiClient.ts';
import { sessionEndOf, type SessionEnd } from './moderationNotices.ts';

export interface PullContext {
  api: ApiClient;
  /** the session's kv table (plain IndexedDB: a visitor's start needs no Dexie, decision 141) */
  kv: KvAccess;
  /**
   * the session's database through Dexie, once the member's part of the worker is loaded (a
   * member's session, or a visitor who called an action); the member's steps need it
   */
  db: AppDatabase | null;
  /** settings, reference data and the first user check were loaded by an earlier pull */
  booted: boolean;
  loggedIn: boolean;
  /** whose database `db` is (decision 116); left out, the member stored in it */
  memberId?: number | null;
  /** the starting page's host and query, for settings.php (settingsPath) */
  page?: { host: string; search: string } | undefined;
}

/** A write to apply inside the pull's one transaction (the member's tables: Dexie). */
export type PullWrite = (db: AppDatabase) => Promise<void>;

export type StepOutcome =
  /**
   * `write` goes into the pull's one transaction; `then` (a backfill's further chunks) each in a
   * transaction of its own after it, in order, so that a long backfill shows up chunk by chunk and
   * never holds the tables (a send, a read mark) for its whole length. Each must stand on its own:
   * it re-checks what it builds on, since anything may have happened between two chunks.
   */
  | { kind: 'write'; kv?: readonly Row<KvValues>[]; write?: PullWrite; then?: readonly PullWrite[]; member?: MemberSeen }
  | { kind: 'skip'; member?: MemberSeen }
  /** network or server trouble: the pull failed and is retried later */
  | { kind: 'failed'; reason: string }
  /** a refusal or a contract mismatch: retrying now would not help */
  | { kind: 'error'; reason: string };

/**
 * Who the server says is logged in (user.php): the engine switches databases when it is not the
 * member whose database the pull writes (decision 116). null: nobody (403 authentication_required).
 */
export interface MemberSeen {
  user: User | null;
  /** why the session ended, when a moderator ended it (decision 133) */
  ended?: SessionEnd;
}

/** One thing a pull fetches. Chats and likes become more steps of the same shape. */
export interface PullStep {
  name: string;
  run(ctx: PullContext): Promise<StepOutcome>;
}

function fromOutcome<T>(name: string, outcome: ApiOutcome<T>, onData: (data: T) => readonly Row<KvValues>[]): StepOutcome {
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'write', kv: onData(outcome.data) };
    case 'unavailable':
      return { kind: 'failed', reason: `${name}: ${outcome.status ?? 'network'}` };
    case 'loggedOut':
      return { kind: 'skip' };
    case 'rejected':
      return { kind: 'error', reason: `${name}: ${outcome.error.error}` };
    case 'invalid':
      return { kind: 'error', reason: `${name}: invalid answer (${outcome.status})` };
  }
}

function kvWrite<K extends KvKey>(key: K, value: KvValues[K]): readonly Row<KvValues>[] {
  return [{ key, value } as Row<KvValues>];
}

/** SPEC §7 settings.php: the page's host forced as _force_domain, plus the page's query parameters. */
export function settingsPath(page: { host: string; search: string } | undefined): string {
  if (!page) return api.settings;
  const params = new URLSearchParams();
  // a value the server refuses as hostile (decision 113) would cost the visitor the site's settings
  const refused = (text: string) => text.includes('\u0000') || ['__proto__', 'constructor', 'prototype'].includes(text);
  for (const [key, value] of new URLSearchParams(page.search)) if (!refused(key) && !refused(value)) params.append(key, value);
  params.set('_force_domain', page.host);
  return `${api.settings}?${params.toString()}`;
}

/** Site settings: once per start. */
export const settingsStep: PullStep = {
  name: 'settings',
  async run({ api: client, booted, page }) {
    if (booted) return { kind: 'skip' };
    return fromOutcome('settings', await client.request(settingsPath(page), { schema: Settings }), (data) =>
      kvWrite('settings', data),
    );
  },
};

/** Reference data that changes rarely: loaded once, when missing, and kept. */
function referenceStep<T, K extends 'interests' | 'regions' | 'companyinfo'>(
  key: K,
  path: string,
  schema: $ZodType<T>,
  pick: (answer: T) => KvValues[K],
): PullStep {
  return {
    name: key,
    async run({ api: client, kv, booted }) {
      if (booted || (await kv.get(key)) !== undefined) return { kind: 'skip' };
      return fromOutcome(key, await client.request(path, { schema }), (data) => kvWrite(key, pick(data)));
    },
  };
}

export const interestsStep = referenceStep('interests', api.interests, InterestsAnswer, (a) => a.interests);
export const regionsStep = referenceStep('regions', api.regions, RegionsAnswer, (a) => a.region_data);
export const companyInfoStep = referenceStep('companyinfo', api.companyinfo, CompanyInfoAnswer, (a) => a.companyinfo);

/**
 * The current member. The cookie is HttpOnly, so at boot we just ask. The pull writes into one
 * member's database (decision 116): the user is stored only when it is that member (compare-and-set
 * on the stored id, so a switch that happened while the request was out wins); any other answer is
 * reported to the engine, which switches databases (and deletes the previous member's) outside any
 * transaction.
 */
export const userStep: PullStep = {
  name: 'user',
  async run({ api: client, kv, booted, loggedIn, memberId }) {
    if (booted && !loggedIn) return { kind: 'skip' };
    const before = memberId !== undefined ? memberId : ((await kv.get('user'))?.id ?? null);
    const outcome = await client.request(api.user, { schema: UserAnswer });
    if (outcome.kind === 'rejected' && outcome.error.error === 'authentication_required') {
      // the visitor's database says so; a member's is deleted by the engine, not written
      const ended = sessionEndOf(outcome.error);
      if (before !== null) return { kind: 'skip', member: { user: null, ...(ended ? { ended } : {}) } };
      return { kind: 'write', member: { user: null }, kv: kvWrite('user', null) };
    }
    if (outcome.kind !== 'ok') return fromOutcome('user', outcome, () => []);
    const { user } = outcome.data;
    return { kind: 'write', member: { user }, kv: before === user.id ? kvWrite('user', user) : [] };
  },
};

export const defaultPullSteps: readonly PullStep[] = [settingsStep, interestsStep, regionsStep, companyInfoStep, userStep];

export interface PullReport {
  ok: boolean;
  errors: string[];
  user: User | null;
  /** what user.php said, when it was asked */
  member?: MemberSeen;
}

/**
 * Fetch every step in parallel, then write all answers in one transaction: through Dexie over every
 * table once the session has it, else (a visitor's start, kv rows only) with plain IndexedDB.
 */
export async function runPull(steps: readonly PullStep[], ctx: PullContext): Promise<PullReport> {
  const outcomes = await Promise.all(
    steps.map((step) =>
      step.run(ctx).catch((error: unknown): StepOutcome => ({ kind: 'failed', reason: `${step.name}: ${String(error)}` })),
    ),
  );
  const written = outcomes.flatMap((o) => (o.kind === 'write' ? [o] : []));
  const rows = written.flatMap((o) => o.kv ?? []);
  const writes = written.flatMap((o) => (o.write ? [o.write] : []));
  const chunks = written.flatMap((o) => o.then ?? []);
  const { db } = ctx;
  if (db) {
    // every table: the kv table and the member's (schema.ts memberTables)
    const tables = db.tables;
    if (rows.length > 0 || writes.length > 0) {
      await db.transaction('rw', tables, async () => {
        // only the rows that change what is stored (decision 157)
        if (rows.length > 0) {
          const stored = new Map((await db.kv.bulkGet(rows.map((row) => row.key))).map((row) => [row?.key, row]));
          const changed = changedRows(rows, (row) => stored.get(row.key));
          if (changed.length > 0) await db.kv.bulkPut(changed);
        }
        for (const write of writes) await write(db);
      });
    }
    for (const chunk of chunks) await db.transaction('rw', tables, () => chunk(db));
  } else {
    // the member's steps give table writes only with the member's database (they skip without it)
    if (writes.length > 0 || chunks.length > 0) throw new Error('a pull wrote the member\'s tables without their database');
    await ctx.kv.put(rows);
  }
  const errors = outcomes.flatMap((o) => (o.kind === 'failed' || o.kind === 'error' ? [o.reason] : []));
  const member = outcomes.flatMap((o) => ((o.kind === 'write' || o.kind === 'skip') && o.member ? [o.member] : []))[0];
  return {
    ok: outcomes.every((o) => o.kind !== 'failed'),
    errors,
    user: (await ctx.kv.get('user')) ?? null,
    ...(member ? { member } : {}),
  };
}
