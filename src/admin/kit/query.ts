import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffErrorMessage } from '../login/errors.ts';

/**
 * A console screen's read (decision 184): what it last got, whether a request is under way, the
 * failure as one translated sentence, and a reload (retry, or a refresh after an action).
 */
export interface Query<T> {
  /** the last answer; kept while a reload or another key loads, so a screen does not blink */
  data: T | null;
  /** a request for the current key is under way */
  loading: boolean;
  /** the current request's failure, translated (the staff API's error codes, decision 120) */
  error: string | null;
  /** the current request's failure as thrown (a screen that tells a 404 from others) */
  failure: unknown;
  /** read again (the data stays shown until the answer) */
  reload: () => void;
  /** change the kept answer in place (an action's answer that replaces part of it) */
  update: (change: (data: T) => T) => void;
}

type Settled<T> = { for: string | null; data: T | null; failure: unknown };

/**
 * Reads `load(kept)` (kept: the answer shown now) whenever `key` changes (null: nothing to read yet) or `reload` is called. An
 * answer that arrives after the key changed, or after the screen left, is dropped.
 */
export function useStaffQuery<T>(key: string | null, load: (kept: T | null) => Promise<T>): Query<T> {
  const { i18n } = useLingui();
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ for: null, data: null, failure: null });
  const loader = useRef(load);
  const kept = useRef<T | null>(null);
  useEffect(() => {
    loader.current = load;
    kept.current = settled.data;
  });
  const current = key === null ? null : `${generation}\u0000${key}`;
  useEffect(() => {
    if (current === null) return;
    let live = true;
    loader.current(kept.current).then(
      (data) => live && setSettled({ for: current, data, failure: null }),
      (failure: unknown) => live && setSettled((old) => ({ for: current, data: old.data, failure: failure ?? new Error('failed') })),
    );
    return () => {
      live = false;
    };
  }, [current]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setSettled((old) => (old.data === null ? old : { ...old, data: change(old.data) })), []);
  const failure = settled.for === current ? settled.failure : null;
  return {
    data: settled.data,
    loading: current !== null && settled.for !== current,
    error: failure ? staffErrorMessage(i18n, failure) : null,
    failure,
    reload,
    update,
  };
}

/** A list read page by page ("show more"): the pages so far, joined, and the last page's answer. */
export interface Pages<I, P> extends Omit<Query<P>, 'data' | 'update'> {
  items: I[];
  /** the last page's answer (totals and choices that come with every page) */
  last: P | null;
  /** whether another page follows */
  more: boolean;
  /** read the next page and add it to the list */
  next: () => void;
  update: (change: (items: I[]) => I[]) => void;
}

type Joined<I, C, P> = { last: P; items: I[]; next: C | null };

/**
 * Reads a list by pages: the first page whenever `key` changes or `reload` is called, then the
 * next on `next()`. `items` and `cursor` read a page's rows and the next page's cursor (null: the last page).
 */
export function useStaffPages<I, C, P>(key: string, load: (cursor: C | null) => Promise<P>, items: (page: P) => I[], cursor: (page: P) => C | null): Pages<I, P> {
  const [asked, setAsked] = useState<{ key: string; cursor: C | null; generation: number }>({ key, cursor: null, generation: 0 });
  const request = asked.key === key ? asked : { key, cursor: null, generation: asked.generation };
  const pages = useStaffQuery<Joined<I, C, P>>(`${request.generation}\u0000${String(request.cursor)}\u0000${key}`, (kept) =>
    load(request.cursor).then((last) => ({ last, items: request.cursor === null || !kept ? items(last) : [...kept.items, ...items(last)], next: cursor(last) })),
  );
  const next = pages.data?.next ?? null;
  return {
    items: pages.data?.items ?? [],
    last: pages.data?.last ?? null,
    more: next !== null,
    loading: pages.loading,
    error: pages.error,
    failure: pages.failure,
    next: () => setAsked({ key, cursor: next, generation: request.generation }),
    reload: () => setAsked({ key, cursor: null, generation: request.generation + 1 }),
    update: (change) => pages.update((data) => ({ ...data, items: change(data.items) })),
  };
}
