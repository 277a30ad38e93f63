// The page's read path for the `kv` table without Dexie (decision 005): plain IndexedDB reads, kept
// live by the change notices Dexie itself broadcasts to every context of the origin (the sync
// worker, other tabs, and this page once it loads Dexie for a screen). A visitor's first route
// needs only the current user and the site's settings, so Dexie stays off it.
// The kv table read is the current member's (decision 116): the device database names the member.
import { useCallback, useSyncExternalStore } from 'react';
import type { KvKey, KvValues } from './schema.ts';
import { CURRENT_MEMBER_KEY, DEXIE_CHANGES_CHANNEL, deviceDbName, memberDbName } from './names.ts';
import { readStore } from './readStore.ts';
import { sameData } from './sameData.ts';

type Value<K extends KvKey> = KvValues[K] | null;

interface Entry {
  /** undefined until the first read; null when the row is absent */
  value: unknown;
  /** the stored row may differ from `value` (a change was announced while nobody listened) */
  stale: boolean;
  /** sequence number of the latest read asked for this key; older answers are dropped */
  seq: number;
  listeners: Set<() => void>;
}

const entries = new Map<KvKey, Entry>();

function entry(key: KvKey): Entry {
  let found = entries.get(key);
  if (!found) {
    found = { value: undefined, stale: true, seq: 0, listeners: new Set() };
    entries.set(key, found);
  }
  return found;
}

/** The member whose database the page reads: undefined until read, null for a visitor. */
let currentMember: number | null | undefined;
/**
 * The device database may name another member than `currentMember`: nothing read yet, or it
 * announced a change since (every write to it does, the worker's plain writer too). Until then a
 * read goes to the member's database alone: a sent message changes the member's rows several times
 * and is no reason to open the device database each time.
 */
let memberStale = true;
const memberListeners = new Set<() => void>();
/** The device database's read of the current member while one runs (currentMemberKnown waits for it). */
let memberRead: Promise<unknown> | null = null;

/** The current member's database is named by the device database; a switch makes every key stale. */
async function readRows(keys: readonly KvKey[]): Promise<Map<KvKey, unknown>> {
  if (!memberStale && currentMember !== undefined) return readStore(memberDbName(currentMember), keys);
  // a change announced while this read runs asks for the next one
  memberStale = false;
  const reading = readStore(deviceDbName(), [CURRENT_MEMBER_KEY]);
  memberRead = reading;
  const device = await reading;
  if (memberRead === reading) memberRead = null;
  const found = device.get(CURRENT_MEMBER_KEY);
  const member = typeof found === 'number' ? found : null;
  if (member !== currentMember) {
    const first = currentMember === undefined;
    currentMember = member;
    if (!first) {
      for (const [key, current] of entries) {
        if (keys.includes(key)) continue;
        current.stale = true;
        if (current.listeners.size > 0) void refresh([key]);
      }
    }
    for (const listener of memberListeners) listener();
  }
  return readStore(memberDbName(member), keys);
}

let pending: Set<KvKey> | null = null;

/** Reads the keys (batched with other reads asked in the same task) and tells their listeners. */
function refresh(keys: Iterable<KvKey>): Promise<void> {
  const batch = pending ?? new Set<KvKey>();
  for (const key of keys) batch.add(key);
  if (pending) return flushing;
  pending = batch;
  flushing = Promise.resolve().then(async () => {
    pending = null;
    const asked = [...batch];
    const seqs = asked.map((key) => ++entry(key).seq);
    const rows = await readRows(asked);
    asked.forEach((key, i) => {
      const current = entry(key);
      if (current.seq !== seqs[i]) return; // a newer read is on its way
      const value = rows.get(key);
      // the same data written again (each pull rewrites the user and the settings) keeps the value
      // the screens hold: useSyncExternalStore sees the same snapshot and nothing re-renders (decision 156)
      if (current.value === undefined || !sameData(current.value, value)) current.value = value;
      current.stale = false;
      for (const listener of current.listeners) listener();
    });
  });
  return flushing;
}
let flushing: Promise<void> = Promise.resolve();

/** Whether a Dexie RangeSet (as structured-cloned) may contain the key; unknown shapes say yes. */
function rangeSetHas(node: unknown, key: KvKey): boolean {
  if (node === null || node === undefined) return false;
  if (typeof node !== 'object') return true;
  const { from, to, l, r } = node as { from?: unknown; to?: unknown; l?: unknown; r?: unknown };
  try {
    if (indexedDB.cmp(from ?? -Infinity, key) <= 0 && indexedDB.cmp(key, to) <= 0) return true;
  } catch {
    return true;
  }
  return rangeSetHas(l, key) || rangeSetHas(r, key);
}

/** Whether a Dexie change notice may touch the device database (every notice that cannot be read may). */
function touchesDevice(notice: unknown): boolean {
  if (typeof notice !== 'object' || notice === null) return false;
  const device = `idb://${deviceDbName()}/`;
  return 'all' in notice || Object.keys(notice).some((part) => part.startsWith(device));
}

/** The kv keys a Dexie change notice touches (all known ones when the notice cannot be read). */
export function changedKvKeys(notice: unknown, known: Iterable<KvKey>): KvKey[] {
  if (typeof notice !== 'object' || notice === null) return [];
  // the device database changed: perhaps the current member, so perhaps every key
  if (touchesDevice(notice)) return [...known];
  const parts = notice as Record<string, unknown>;
  const prefix = `idb://${memberDbName(currentMember ?? null)}/kv/`;
  const kvParts = Object.keys(parts).filter((part) => part.startsWith(prefix));
  if (kvParts.length === 0) return [];
  return [...known].filter((key) => kvParts.some((part) => rangeSetHas(parts[part], key)));
}

function onChange(notice: unknown): void {
  const device = touchesDevice(notice);
  if (device) memberStale = true;
  const keys = changedKvKeys(notice, entries.keys());
  const listened: KvKey[] = [];
  for (const key of keys) {
    const current = entry(key);
    if (current.listeners.size > 0) listened.push(key);
    else current.stale = true;
  }
  // a device database change may be a member switch, which useCurrentMember listens for; a change
  // of any other table (a message, a chat, the outbox) is not one and reads nothing here
  if (listened.length > 0 || (device && memberListeners.size > 0)) void refresh(listened);
}

let channel: BroadcastChannel | null = null;

function listen(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => onChange(event.data);
  if (typeof addEventListener === 'function') {
    // back from the back/forward cache: anything may have changed meanwhile
    addEventListener('pageshow', (event) => {
      if (event.persisted) onChange({ all: true });
    });
  }
}

/** Calls `listener` whenever the kv row may have changed (its value is in `peekKv`). */
export function subscribeKv(key: KvKey, listener: () => void): () => void {
  listen();
  const current = entry(key);
  current.listeners.add(listener);
  if (current.stale) void refresh([key]);
  return () => {
    current.listeners.delete(listener);
  };
}

/** The current member's id as last read (undefined before the first read, null for a visitor). */
export function peekCurrentMember(): number | null | undefined {
  return currentMember;
}

/**
 * The current member once the device database has named it: at once when known, else after the
 * read that runs (main.tsx's loadKv at start) or a new one. A read of the member's data ahead of the
 * first render (preloadConversation) waits for it: the page's database is the member's, not the
 * visitor's it would open while the member is still unknown.
 */
export async function currentMemberKnown(): Promise<number | null> {
  while (currentMember === undefined) await (memberRead ?? refresh([]));
  return currentMember;
}

/** Calls `listener` when the current member may have changed (useCurrentMember). */
export function subscribeCurrentMember(listener: () => void): () => void {
  listen();
  memberListeners.add(listener);
  if (currentMember === undefined) void refresh([]);
  return () => {
    memberListeners.delete(listener);
  };
}

/** The current member's id, live (pageDb.ts opens their database). */
export function useCurrentMember(): number | null | undefined {
  return useSyncExternalStore(subscribeCurrentMember, peekCurrentMember, peekCurrentMember);
}

/** The last value read for the key: undefined before the first read, null when absent. */
export function peekKv<K extends KvKey>(key: K): Value<K> | undefined {
  return entries.get(key)?.value as Value<K> | undefined;
}

/** Reads the keys now (main.tsx, before the first render, so the first paint has them). */
export async function loadKv(keys: readonly KvKey[]): Promise<void> {
  listen();
  await refresh(keys);
}

/** A kv value as a live value: undefined while loading (first time only), null when absent. */
export function useKv<K extends KvKey>(key: K): Value<K> | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeKv(key, listener), [key]);
  const snapshot = useCallback(() => peekKv(key), [key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The logged-in member: undefined while loading, null when logged out. */
export function useCurrentUser(): KvValues['user'] | undefined {
  const user = useKv('user');
  return user === undefined ? undefined : (user ?? null);
}

export function useSettings(): KvValues['settings'] | null | undefined {
  return useKv('settings');
}

/**
 * Resolves with a kv value as soon as it is stored, or with undefined after `timeoutMs`. The page
 * uses it before its first render, so a first visit paints with the site's settings in place.
 */
export function waitForKv<K extends KvKey>(key: K, timeoutMs: number): Promise<KvValues[K] | undefined> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: KvValues[K] | undefined): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const unsubscribe = subscribeKv(key, () => {
      const value = peekKv(key);
      if (value !== undefined && value !== null) finish(value);
    });
    const known = peekKv(key);
    if (known !== undefined && known !== null && !entry(key).stale) finish(known);
  });
}
